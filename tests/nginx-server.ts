import { spawn, spawnSync } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./free-port";

/**
 * A private nginx (Debian's package) on a free port of 127.0.0.1, balancing the given app instances
 * the way docs/operations.md configures it, with a JSON access log a test can read.
 */
export interface TestNginx {
  url: string;
  /** The access log so far, one entry per request nginx answered. */
  accessLog(): Promise<AccessLogEntry[]>;
  stop(): Promise<void>;
}

export interface AccessLogEntry {
  /** Seconds since the epoch (ms precision) when nginx logged the request, i.e. answered it. */
  time: number;
  method: string;
  uri: string;
  status: number;
  /** Every instance nginx tried for this request, in order ("127.0.0.1:3301, 127.0.0.1:3302" after a retry). */
  upstream: string;
  upstreamStatus: string;
  idempotencyKey: string;
}

export function nginxBinary(): string | undefined {
  return ["/usr/sbin/nginx", "nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);
}

/**
 * The proxy settings of docs/operations.md: a new connection per request to the instances (no
 * upstream keep-alive, so a connection cached to an instance that has just died is never reused),
 * an instance that refuses a connection set aside for 5 s, and a request whose instance fails
 * before answering sent to the next one, POSTs included: both APIs are safe to repeat (a suggestion
 * carries its Idempotency-Key; a generation has no effect but its rate-limit count).
 */
export function proxyConfig(upstreams: readonly string[], listen: string): string {
  return `
  upstream app {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join("\n")}
  }
  server {
    listen ${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout non_idempotent;
      proxy_connect_timeout 2s;
    }
  }`;
}

const LOG_FORMAT =
  `'{"time":$msec,"method":"$request_method","uri":"$request_uri","status":$status,` +
  `"upstream":"$upstream_addr","upstreamStatus":"$upstream_status","idempotencyKey":"$http_idempotency_key"}'`;

async function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startTestNginx(upstreams: readonly string[]): Promise<TestNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: apt-get install nginx (npm test's pretest installs it).");
  const dir = await mkdtemp(path.join(tmpdir(), "social-bio-generator-nginx-"));
  // As root, nginx's workers run as an unprivileged user, which must reach the temporary paths below.
  await chmod(dir, 0o755);
  const port = await freePort();
  const accessLog = path.join(dir, "access.log");
  const conf = `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  log_format scaleout escape=json ${LOG_FORMAT};
  access_log ${accessLog} scaleout;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${proxyConfig(upstreams, `127.0.0.1:${port}`)}
}
`;
  await writeFile(path.join(dir, "nginx.conf"), conf);
  const child = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", "stderr"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Polls until nginx listens; the test's hook timeout bounds the wait.
  while (!(await listening(port))) {
    if (child.exitCode !== null) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`nginx exited (${child.exitCode}) before it listened:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async accessLog() {
      const text = await readFile(accessLog, "utf8").catch(() => "");
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessLogEntry);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one); either ends the workers too.
        child.kill("SIGQUIT");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
