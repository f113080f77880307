import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { buildIcs, icsAttachment } from "../../lib/ics";
import { parseIcs } from "../../lib/ics.testkit";
import { setupTestContext } from "../../test/setup";

// docs/decisions/045: the dev outbox gives an attachment's body, so an end-to-end test can read a mailed .ics.
const ctx = setupTestContext({ env: { DEV_MAIL: "true" } });
const closed = setupTestContext();

type Listed = { mails: { id: string; attachments: { filename: string; contentType: string; url: string }[] }[] };

describe("attachments in the dev outbox", () => {
  it("lists each attachment with its URL and serves its body with its type", async () => {
    const ev = {
      uid: "event-1@appsec.community",
      sequence: 2,
      method: "REQUEST" as const,
      start: new Date("2026-11-01T05:30:00Z"),
      durationMinutes: 60,
      summary: "Threat modelling night",
      url: "https://appsec.example/events/1",
      organizer: { email: "org@example.test", name: "Org" },
      attendees: [{ email: "att@example.test", name: "Att", partstat: "ACCEPTED" as const }],
    };
    const invite = icsAttachment(ev, { now: ctx.deps.scheduler.now() });
    const notes = { filename: "notes.txt", contentType: "text/plain; charset=utf-8", content: Buffer.from("hello").toString("base64") };
    await ctx.deps.mailer.send({ to: "att@example.test", subject: "Invite", text: "See the invite", attachments: [invite, notes] });

    const listed = (await (await ctx.request("/api/dev/mail?to=att@example.test")).json()) as Listed;
    const mail = listed.mails[0]!;
    expect(mail.attachments).toEqual([
      {
        filename: "invite.ics",
        contentType: "text/calendar; charset=utf-8; method=REQUEST",
        url: `/api/dev/mail/${mail.id}/attachments/0`,
      },
      { filename: "notes.txt", contentType: "text/plain; charset=utf-8", url: `/api/dev/mail/${mail.id}/attachments/1` },
    ]);

    const res = await ctx.request(mail.attachments[0]!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="invite.ics"');
    const text = await res.text();
    expect(text).toBe(Buffer.from(invite.content, "base64").toString("utf8"));
    expect(text.split("DTSTAMP")[0]).toBe(buildIcs(ev, ctx.deps.scheduler.now()).split("DTSTAMP")[0]);
    expect(parseIcs(text)).toMatchObject({
      method: "REQUEST",
      uid: "event-1@appsec.community",
      sequence: 2,
      summary: "Threat modelling night",
    });
    expect(await (await ctx.request(mail.attachments[1]!.url)).text()).toBe("hello");
  });

  it("answers 404 for a mail or an attachment that does not exist, never 500", async () => {
    await ctx.deps.mailer.send({ to: "none@example.test", subject: "No attachment", text: "x" });
    const listed = (await (await ctx.request("/api/dev/mail?to=none@example.test")).json()) as Listed;
    const id = listed.mails[0]!.id;
    for (const path of [
      `/api/dev/mail/${id}/attachments/0`,
      `/api/dev/mail/${id}/attachments/-1`,
      `/api/dev/mail/${id}/attachments/x`,
      `/api/dev/mail/${id}/attachments/99999`,
      "/api/dev/mail/00000000-0000-4000-8000-000000000000/attachments/0",
      "/api/dev/mail/not-a-uuid/attachments/0",
    ]) {
      expect((await ctx.request(path)).status, path).toBe(404);
    }
  });

  it("is closed without the dev outbox (404), and the dev outbox never opens in production", async () => {
    await closed.deps.mailer.send({
      to: "a@example.test",
      subject: "S",
      text: "t",
      attachments: [{ filename: "a.txt", contentType: "text/plain", content: "aGk=" }],
    });
    expect((await closed.request("/api/dev/mail/00000000-0000-4000-8000-000000000000/attachments/0")).status).toBe(404);
    expect(
      loadConfig({ NODE_ENV: "production", DEV_MAIL: "on", AUTH_SECRET: "x".repeat(40), BASE_URL: "https://appsec.example" } as never)
        .devMail,
    ).toBe(false);
  });
});
