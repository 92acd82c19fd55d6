import { request } from "node:http";

/**
 * One HTTP/1.1 request with exactly the method, path and headers given: no URL normalisation, a Host
 * header of the test's choosing and methods fetch() refuses (TRACE). For tests of hostile requests.
 */
export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  baseUrl: string,
  {
    method = "GET",
    path = "/",
    headers = {},
    body,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method,
        path,
        // Our own Host header (or none), never the one Node would derive from host and port.
        setHost: false,
        headers: {
          ...(Object.keys(headers).some((name) => name.toLowerCase() === "host")
            ? {}
            : { host: `${hostname}:${port}` }),
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
