import { createServer, type Server, type Socket } from "node:net";

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "../app/.server/config";
import { suggestionOutbox } from "../app/.server/db/schema";

import { captureLogs } from "../tests/capture-logs";
import { createTestDataDir } from "../tests/data-dir";
import { startTestPostgres, type TestPostgres } from "../tests/postgres-server";
import { freePort } from "../tests/free-port";
import { startTestSmtpServer, type TestSmtpServer } from "../tests/smtp-server";
import { startBuiltApp, type RunningApp } from "../tests/start-built-app";

// Through a real SMTP server in this process.

const OWNER = "owner@example.com";
// Short waits so a test sees several retries.
const FAST = { retryBaseMs: 50, retryMaxMs: 400, pollIntervalMs: 2000 };

function post(app: RunningApp, suggestion: string) {
  return fetch(`${app.baseUrl}/api/suggestions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ suggestion }),
  });
}

async function outboxSize(app: RunningApp): Promise<number> {
  const [row] = await app.services.database.db.select({ count: count() }).from(suggestionOutbox);
  return Number(row?.count ?? 0);
}

function mailConfig(smtpUrl: string, databaseUrl?: string) {
  return parseConfig({
    SMTP_URL: smtpUrl,
    SUGGESTIONS_NOTIFY_TO: OWNER,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_SUGGESTIONS_PER_HOUR: "1000",
  });
}

describe.each(["pglite", "postgres"] as const)("owner e-mails on %s", (backend) => {
  let postgres: TestPostgres | undefined;
  beforeAll(async () => {
    postgres = backend === "postgres" ? await startTestPostgres() : undefined;
  });
  afterAll(() => postgres?.stop());

  it("sends the owner each new suggestion, then empties the outbox", async () => {
    const smtp = await startTestSmtpServer();
    const logs = captureLogs();
    const app = await startBuiltApp(mailConfig(smtp.url, postgres?.url), { logger: logs.logger, mailerTiming: FAST });
    try {
      const response = await post(app, "Please add a Bluesky preview");
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.to).toEqual([OWNER]);
      expect(mail!.from).toBe(OWNER);
      expect(mail!.raw).toMatch(/^Subject: New feature suggestion\r?$/m);
      expect(mail!.raw).toContain("Please add a Bluesky preview");
      expect(mail!.raw).toContain(id);
      await logs.waitFor(/"event":"suggestion_mailed"/);
      expect(await outboxSize(app)).toBe(0);
      // The text goes only to the owner.
      expect(logs.text()).not.toContain("Bluesky");
    } finally {
      await app.close();
      await smtp.stop();
    }
  });

  it("keeps retrying while the mail server is down, and delivers once it is back", async () => {
    const port = await freePort();
    const logs = captureLogs();
    const app = await startBuiltApp(mailConfig(`smtp://127.0.0.1:${port}`, postgres?.url), {
      logger: logs.logger,
      mailerTiming: FAST,
    });
    let smtp: TestSmtpServer | undefined;
    try {
      // The visitor's request neither waits for nor fails with the mail server.
      expect((await post(app, "Offline-first drafts")).status).toBe(201);
      await logs.waitFor(/"event":"suggestion_mail_failed".*"attempts":2/);
      const [pending] = await app.services.database.db.select().from(suggestionOutbox);
      expect(pending?.attempts).toBeGreaterThanOrEqual(2);
      expect(pending?.lastError).toBe("ECONNREFUSED");
      expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

      smtp = await startTestSmtpServer(port);
      const [mail] = await smtp.waitForMessages(1);
      expect(mail!.raw).toContain("Offline-first drafts");
      await logs.waitFor(/"event":"suggestion_mailed"/);
      expect(await outboxSize(app)).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await app.close();
      await smtp?.stop();
    }
  });
});

describe("owner e-mails on PGlite, across restarts and hangs", () => {
  it("sends a mail left in the outbox when the server starts again", async () => {
    const data = await createTestDataDir();
    const port = await freePort();
    const config = mailConfig(`smtp://127.0.0.1:${port}`);
    let smtp: TestSmtpServer | undefined;
    try {
      const logs = captureLogs();
      const first = await startBuiltApp(config, { dataDir: data.dir, logger: logs.logger, mailerTiming: FAST });
      expect((await post(first, "Remember me after a restart")).status).toBe(201);
      await logs.waitFor(/"event":"suggestion_mail_failed"/);
      await first.close();

      smtp = await startTestSmtpServer(port);
      const second = await startBuiltApp(config, { dataDir: data.dir, mailerTiming: FAST });
      try {
        const [mail] = await smtp.waitForMessages(1);
        expect(mail!.raw).toContain("Remember me after a restart");
      } finally {
        await second.close();
      }
    } finally {
      await smtp?.stop();
      await data.remove();
    }
  });

  it("answers the visitor at once while the mail server accepts connections but never answers", async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const connected = new Promise<void>((resolve) => silent.once("connection", () => resolve()));
    const app = await startBuiltApp(mailConfig(`smtp://127.0.0.1:${port}`), { mailerTiming: FAST });
    try {
      const response = await post(app, "Do not keep me waiting");
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await connected;
      const rows = await app.services.database.db
        .select()
        .from(suggestionOutbox)
        .where(eq(suggestionOutbox.suggestionId, id));
      expect(rows).toHaveLength(1);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("writes no outbox rows when owner e-mails are not configured", async () => {
    const app = await startBuiltApp(parseConfig({}));
    try {
      expect(app.services.suggestionMailer).toBeUndefined();
      expect((await post(app, "No mail for this one")).status).toBe(201);
      expect(await outboxSize(app)).toBe(0);
      expect(await app.services.suggestions.list()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
