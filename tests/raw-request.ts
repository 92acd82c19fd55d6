import { request } from "node:http";
import { connect } from "node:net";

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

/**
 * One request written to the socket as given (an HTTP/1.0 request with no Host, which Node's client
 * cannot send), read until the server closes the connection.
 */
export function socketRequest(baseUrl: string, head: string, body = ""): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(`${head.replace(/\r?\n/g, "\r\n").trimEnd()}\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = text.slice(split + 4);
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: headers["transfer-encoding"] === "chunked" ? unchunked(body) : body,
      });
    });
  });
}

function unchunked(text: string): string {
  let body = "";
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return body;
    const start = lineEnd + 2;
    // Sizes count bytes; the test bodies are ASCII JSON.
    body += rest.slice(start, start + size);
    rest = rest.slice(start + size + 2);
  }
}
