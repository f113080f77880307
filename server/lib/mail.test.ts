import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { setupTestContext } from "../test/setup";
import { createLogger } from "./logger";
import { backoffMs, createMailer } from "./mail";

const ctx = setupTestContext({ env: { DEV_MAIL: "true" } });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe("mail outbox", () => {
  it("keeps a mail when SMTP is down and delivers it on a later attempt", async () => {
    const port = await freePort();
    const mailer = createMailer({
      db: ctx.deps.db,
      logger: createLogger("silent"),
      from: "AppSec Community <no-reply@example.test>",
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    });
    await mailer.send({ to: "someone@example.test", subject: "Hello", text: "Body text" });

    // Nothing listens on the port: the attempt fails, the mail stays pending with a later retry.
    expect(await mailer.deliverDue()).toBe(0);
    let [row] = await ctx.deps.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // SMTP comes back; the retry is due.
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, cb) {
        let data = "";
        stream.on("data", (c) => (data += c.toString()));
        stream.on("end", () => {
          received.push(data);
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      await ctx.deps.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row!.id));
      expect(await mailer.deliverDue()).toBe(1);
      [row] = await ctx.deps.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
      expect(row!.sentAt).toBeTruthy();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hello");
      expect(received[0]).toContain("Body text");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("a refused recipient is logged without its address (logs hold no request values)", async () => {
    const port = await freePort();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onRcptTo(address, _session, cb) {
        cb(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const lines: string[] = [];
    const capture = (msg: string, fields?: Record<string, unknown>) => void lines.push(JSON.stringify({ msg, ...fields }));
    try {
      const mailer = createMailer({
        db: ctx.deps.db,
        logger: { debug: capture, info: capture, warn: capture, error: capture },
        from: "AppSec Community <no-reply@example.test>",
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      });
      await mailer.send({ to: "Victim.Person+tag@example.test", subject: "Hello", text: "Body text" });
      expect(await mailer.deliverDue()).toBe(0);
      expect(lines.some((l) => l.includes("mail delivery failed"))).toBe(true);
      expect(lines.join("\n").toLowerCase()).not.toContain("victim.person");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("without SMTP the outbox row is the delivered mail (dev outbox)", async () => {
    await ctx.deps.mailer.send({ to: "dev@example.test", subject: "Dev", text: "In the outbox" });
    expect(await ctx.deps.mailer.deliverDue()).toBe(1);
    const res = await ctx.request("/api/dev/mail?to=dev@example.test");
    const body = (await res.json()) as { mails: { subject: string; status: string }[] };
    expect(body.mails).toEqual([expect.objectContaining({ subject: "Dev", status: "sent" })]);
    const page = await ctx.request("/dev/mail");
    expect(await page.text()).toContain("In the outbox");
  });

  it("stop() waits for the batch being sent, which ends marked sent (no second delivery after a restart)", async () => {
    const port = await freePort();
    const received: string[] = [];
    let accepted!: () => void;
    const inFlight = new Promise<void>((resolve) => (accepted = resolve));
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, cb) {
        let data = "";
        stream.on("data", (c) => (data += c.toString()));
        stream.on("end", () => {
          accepted();
          // A slow receiver: the mail is on the wire when the shutdown begins.
          setTimeout(() => {
            received.push(data);
            cb();
          }, 400);
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const mailer = createMailer({
        db: ctx.deps.db,
        logger: createLogger("silent"),
        from: "AppSec Community <no-reply@example.test>",
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      });
      await mailer.send({ to: "draining@example.test", subject: "In flight", text: "Once" });
      const delivering = mailer.deliverDue();
      await inFlight;
      await mailer.stop();
      // Once stop() resolves the database may close: the row must already say "sent".
      const [row] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, "draining@example.test"));
      expect(row).toMatchObject({ status: "sent" });
      expect(await delivering).toBe(1);
      expect(received).toHaveLength(1);
      // A restarted instance finds nothing to send again.
      expect(await mailer.deliverDue()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("backs off exponentially up to an hour", () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
