import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1, speaking the real wire protocol
 * (POST /v1/chat/completions), so the AI SDK client is exercised end to end. Each test sets what it
 * answers next; every request it received is kept for assertions.
 */
export type FakeLlmReply =
  | { kind: "content"; content: string }
  /** The content, after `ms` milliseconds (a slow model). */
  | { kind: "delayed"; ms: number; content: string }
  /** A raw chat-completions body of exactly these bytes (replies too large or malformed to build as JSON). */
  | { kind: "raw"; body: string }
  | { kind: "status"; status: number; body: string }
  | { kind: "hang" };

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown };
}

export interface FakeLlmServer {
  baseUrl: string;
  reply: FakeLlmReply;
  received: ReceivedRequest[];
  /** Resolves once the server has received `count` requests in all (the test's timeout bounds it). */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function completion(content: string, model = "fake-model") {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 42, completion_tokens: 42, total_tokens: 84 },
  };
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const hanging = new Set<() => void>();
  const waiters: { count: number; resolve: () => void }[] = [];
  const state: FakeLlmServer = {
    baseUrl: "",
    reply: { kind: "content", content: '{"bios": []}' },
    received: [],
    waitForRequests(count) {
      if (state.received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: async () => {},
  };
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: ReceivedRequest["body"] = {};
    try {
      body = JSON.parse(raw) as ReceivedRequest["body"];
    } catch {
      // kept empty; the test will see it
    }
    state.received.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
    for (const waiter of [...waiters]) {
      if (state.received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const reply = state.reply;
    if (reply.kind === "hang") {
      // Never answers; released when the server closes.
      hanging.add(() => response.destroy());
      return;
    }
    if (reply.kind === "delayed") {
      const timer = setTimeout(() => {
        hanging.delete(release);
        response
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify(completion(reply.content, body.model)));
      }, reply.ms);
      const release = () => {
        clearTimeout(timer);
        response.destroy();
      };
      hanging.add(release);
      return;
    }
    if (reply.kind === "raw") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(reply.body);
      return;
    }
    if (reply.kind === "status") {
      response.writeHead(reply.status, { "Content-Type": "application/json" }).end(reply.body);
      return;
    }
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(JSON.stringify(completion(reply.content, body.model)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      for (const release of hanging) release();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
