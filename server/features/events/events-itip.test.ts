import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { mailOutbox } from "../../db/schema";
import { parseIcs } from "../../lib/ics.testkit";
import { signedIn, type TestUser } from "../../test/factories";
import { BASE_URL, setupTestContext } from "../../test/setup";

/** Calendar-correct event mails and markup (docs/decisions/072-event-itip.md). */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

const body = {
  title: "Threat modeling night",
  description: "Talks and a workshop",
  eventDate: "2030-07-15",
  startTime: "18:00",
  endTime: "20:00",
  timeZone: "Europe/Berlin",
  location: "Berlin, Germany",
  maxAttendees: 1,
  isFeatured: false,
};
const UID = (id: string) => `event-${id}@appsec.community`;
const mailsTo = (to: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt));
/** Every .ics a mail carries, parsed with the ics test kit (ical.js). */
/** The calendar files of a mail (a registration mail also carries the check-in QR image, docs/decisions/076). */
const icsOf = (mail: typeof mailOutbox.$inferSelect) =>
  (mail.attachments ?? []).filter((a) => a.contentType.startsWith("text/calendar")).map((a) => parseIcs(a.content, { base64: true }));
const reg = (id: string) => `/api/events/${id}/registration`;
const wait = (id: string) => `/api/events/${id}/waitlist`;
const post = (u: TestUser, path: string) => u.request(path, { method: "POST" });
const del = (u: TestUser, path: string) => u.request(path, { method: "DELETE" });

async function fullEvent() {
  const admin = await signedIn(ctx, "admin");
  const res = await admin.request("/api/admin/events", { json: body });
  expect(res.status).toBe(201);
  const { id } = ((await res.json()) as { event: { id: string } }).event;
  const [member, waiting] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
  expect((await post(member, reg(id))).status).toBe(200);
  return { admin, member, waiting, id };
}

describe("waiting members hold no calendar entry", () => {
  it("joining the waitlist mails a plain confirmation with the place; no .ics", async () => {
    const { waiting, id } = await fullEvent();
    const second = await signedIn(ctx);
    expect(await (await post(waiting, wait(id))).json()).toEqual({ registered: false, waitlistPosition: 1 });
    expect(await (await post(second, wait(id))).json()).toEqual({ registered: false, waitlistPosition: 2 });
    const [mine] = await mailsTo(waiting.email);
    expect(mine).toMatchObject({ subject: "You are on the waitlist for Threat modeling night" });
    expect(mine!.text).toContain("Your place on the waitlist: 1.");
    expect(icsOf(mine!)).toEqual([]);
    const [theirs] = await mailsTo(second.email);
    expect(theirs!.text).toContain("Your place on the waitlist: 2.");
    // Joining again is idempotent: no second mail.
    await post(waiting, wait(id));
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });

  it("an event change mails a waiting member a plain mail with their place (no REQUEST); the promotion brings the REQUEST", async () => {
    const { admin, member, waiting, id } = await fullEvent();
    await post(waiting, wait(id));
    const res = await admin.request(`/api/admin/events/${id}`, { method: "PUT", json: { ...body, startTime: "19:00", endTime: "21:00" } });
    expect(res.status).toBe(200);
    const update = (await mailsTo(waiting.email)).find((m) => m.subject === "Updated: Threat modeling night");
    expect(update).toBeDefined();
    expect(update!.text).toContain("place 1");
    expect(update!.text).toContain("When: Monday, July 15, 2030, 7:00 PM");
    const methods = (await mailsTo(waiting.email)).flatMap(icsOf).map((i) => i.method);
    expect(methods).not.toContain("REQUEST");
    // The attendee's update is still a REQUEST.
    const attendeeUpdate = (await mailsTo(member.email)).find((m) => m.subject === "Updated: Threat modeling night")!;
    expect(icsOf(attendeeUpdate)).toMatchObject([{ method: "REQUEST", uid: UID(id), sequence: 1 }]);
    // A seat opens: now the waiting member gets their REQUEST, at the event's current SEQUENCE or above.
    await del(member, reg(id));
    const promoted = (await mailsTo(waiting.email)).at(-1)!;
    expect(promoted.subject).toBe("A seat opened up: you are registered for Threat modeling night");
    const [req] = icsOf(promoted);
    expect(req).toMatchObject({ method: "REQUEST", uid: UID(id) });
    expect(req!.sequence).toBeGreaterThanOrEqual(1);
    expect(req!.attendees).toMatchObject([{ email: waiting.email, partstat: "ACCEPTED" }]);
  });

  it("leaving the waitlist mails a plain confirmation once; no .ics", async () => {
    const { waiting, id } = await fullEvent();
    await post(waiting, wait(id));
    expect((await del(waiting, wait(id))).status).toBe(200);
    expect((await del(waiting, wait(id))).status).toBe(200);
    const left = (await mailsTo(waiting.email)).filter((m) => m.subject === "You left the waitlist for Threat modeling night");
    expect(left).toHaveLength(1);
    expect(icsOf(left[0]!)).toEqual([]);
  });
});

describe("unregistering", () => {
  it("mails the member an iTIP CANCEL for the same UID with a higher SEQUENCE (STATUS:CANCELLED); registering again is a REQUEST above it", async () => {
    const { member, id } = await fullEvent();
    const [confirmation] = await mailsTo(member.email);
    const [request] = icsOf(confirmation!);
    expect(request).toMatchObject({ method: "REQUEST", uid: UID(id) });
    expect((await del(member, reg(id))).status).toBe(200);
    const cancels = (await mailsTo(member.email)).filter((m) => m.subject === "Registration cancelled: Threat modeling night");
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const [cancel] = icsOf(cancels[0]!);
    expect(cancel).toMatchObject({ method: "CANCEL", uid: UID(id), status: "CANCELLED" });
    expect(cancel!.sequence).toBeGreaterThan(request!.sequence);
    expect(cancel!.attendees.map((a) => a.email)).toEqual([member.email]);
    // Unregistering twice mails nothing more.
    await del(member, reg(id));
    expect((await mailsTo(member.email)).filter((m) => m.subject.startsWith("Registration cancelled"))).toHaveLength(1);
    // Registering again: a REQUEST whose SEQUENCE is not below the CANCEL's (with a later DTSTAMP, it applies).
    await post(member, reg(id));
    const [again] = icsOf((await mailsTo(member.email)).at(-1)!);
    expect(again).toMatchObject({ method: "REQUEST", uid: UID(id) });
    expect(again!.sequence).toBeGreaterThanOrEqual(cancel!.sequence);
  });
});

const page = async (path: string) => {
  const res = await app.request(path);
  const html = await res.text();
  return {
    status: res.status,
    html,
    ld: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
};

describe("public markup and links", () => {
  it("the event's JSON-LD offer is InStock while seats remain and SoldOut when full", async () => {
    const admin = await signedIn(ctx, "admin");
    const res = await admin.request("/api/admin/events", { json: { ...body, maxAttendees: 2 } });
    const { id } = ((await res.json()) as { event: { id: string } }).event;
    const availability = async () => (await page(`/events/${id}`)).ld.flat()[0].offers.availability;
    expect(await availability()).toBe("https://schema.org/InStock");
    const [a, b] = await Promise.all([signedIn(ctx), signedIn(ctx)]);
    await post(a, reg(id));
    expect(await availability()).toBe("https://schema.org/InStock");
    await post(b, reg(id));
    expect(await availability()).toBe("https://schema.org/SoldOut");
    await del(a, reg(id));
    expect(await availability()).toBe("https://schema.org/InStock");
  });

  it("a deleted event's mail links to a page that answers 200 and says it was cancelled", async () => {
    const { admin, member, id } = await fullEvent();
    expect((await admin.request(`/api/admin/events/${id}`, { method: "DELETE", json: { reason: "The venue closed" } })).status).toBe(200);
    const mail = (await mailsTo(member.email)).find((m) => m.subject === "Cancelled: Threat modeling night")!;
    const links = [...(mail.html ?? "").matchAll(/href="([^"]+)"/g)]
      .map((m) => m[1]!.replace(/&amp;/g, "&"))
      .filter((h) => h.startsWith(`${BASE_URL}/events`));
    // The mail's link to the event: no longer its page (404 once deleted), the list's "cancelled" notice.
    expect(links).toEqual([`${BASE_URL}/events?cancelled=1`]);
    expect(mail.text).toContain(`${BASE_URL}/events?cancelled=1`);
    for (const link of links) {
      const p = await page(link.slice(BASE_URL.length));
      expect(p.status).toBe(200);
      expect(p.html).toMatch(/This event was cancelled/);
    }
  });
});
