import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for tests, in this process (the `smtp-server` package) on 127.0.0.1: it
 * accepts every message and keeps it. Plain SMTP without STARTTLS or authentication, as a local
 * relay would be.
 */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent over the wire (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all (no timers: the test's timeout bounds it). */
  waitForMessages(count: number): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

/** A port of 127.0.0.1 that nothing listens on right now (a mail server that is down). */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
        for (const waiter of [...waiters]) {
          if (received.length >= waiter.count) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(received.slice());
          }
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    waitForMessages(count) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
