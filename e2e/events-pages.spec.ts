import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { DEMO, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

/**
 * Events with structured times and pages of their own (docs/decisions/031-event-times-and-pages.md):
 * an admin creates an event in a zone, a member in Tokyo registers on its page, the admin changes
 * the time and then cancels; the member's mails arrive through the dev outbox; the page works
 * without JavaScript.
 */

async function open(browser: Browser, baseURL: string | undefined, email: string | null, opts: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, ...opts });
  const page = await context.newPage();
  if (opts.javaScriptEnabled !== false) waitForHydration(page);
  if (email) await signInAs(page, email);
  return page;
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The public .ics of the event, parsed with ical.js. */
async function publicIcs(page: Page, id: string) {
  const res = await page.request.get(`/api/events/${id}/ics`);
  expect(res.ok()).toBe(true);
  const vevent = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent("vevent")!;
  return {
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(vevent.getFirstPropertyValue("sequence")),
    status: String(vevent.getFirstPropertyValue("status")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

test("an event in Berlin: created with a zone, registered on its page, changed and cancelled; the member is mailed each time", async ({
  browser,
  baseURL,
}) => {
  const title = `Threat modeling night ${Date.now()}`;
  const day = inDays(20);

  // The admin creates it with a date, start and end time and a zone.
  const admin = await open(browser, baseURL, DEMO.admin);
  await admin.goto("/admin/events/edit/new");
  await admin.getByLabel("Title *").fill(title);
  await admin.getByLabel("Description *").fill("Talks and a hands-on STRIDE workshop in small groups.");
  await admin.getByLabel("Date *").fill(day);
  await admin.getByLabel("Start time *").fill("18:00");
  await admin.getByLabel("End time *").fill("17:00");
  await admin.getByLabel("Time zone *").selectOption("Europe/Berlin");
  await admin.getByLabel("Location (a place, or Online) *").fill("Betahaus, Berlin");
  // The server's message is shown under its field.
  await admin.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "The event must end after it starts" })).toBeVisible();
  await admin.getByLabel("End time *").fill("20:00");
  await shot(admin, "events-admin-form-1280");
  await admin.setViewportSize({ width: 375, height: 900 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(admin, "events-admin-form-375");
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.getByText("Event created successfully")).toBeVisible();

  // A member in Tokyo opens it from the list and registers on its page.
  const member = await open(browser, baseURL, DEMO.member, { timezoneId: "Asia/Tokyo" });
  await member.goto("/events");
  await member.getByRole("link", { name: title }).click();
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const id = new URL(member.url()).pathname.split("/").pop()!;
  await expect(member.getByText("(Europe/Berlin)")).toBeVisible();
  await expect(member.getByTestId("reader-time")).toContainText("(Asia/Tokyo)");
  // 18:00 in Berlin (UTC+1 or +2 on that day) is 1:00 or 2:00 AM the next day in Tokyo.
  const berlin = Number(
    /GMT\+(\d)/.exec(
      new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Berlin", timeZoneName: "shortOffset" }).format(new Date(`${day}T12:00:00Z`)),
    )![1],
  );
  await expect(member.getByTestId("reader-time")).toContainText(`${27 - berlin - 24}:00 AM – ${29 - berlin - 24}:00 AM GMT+9`);
  await expect(member.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute("href", /calendar\.google\.com/);
  await expect(member.getByRole("link", { name: "Add to Outlook" })).toHaveAttribute("href", /outlook\.live\.com/);
  await member.getByRole("button", { name: "Register" }).click();
  await expect(member.getByText("You've successfully registered for this event!")).toBeVisible();
  await shot(member, "events-page-1280");
  await member.setViewportSize({ width: 375, height: 900 });
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(member, "events-page-375");
  const before = await publicIcs(member, id);
  expect(before).toMatchObject({ uid: `event-${id}@appsec.community`, sequence: 0, status: "CONFIRMED" });

  // The admin moves it an hour later: the member gets an updated calendar entry (REQUEST, SEQUENCE 1).
  await admin.goto(`/admin/events/edit/${id}`);
  await expect(admin.getByText(DEMO.member)).toBeVisible(); // the attendee list
  await admin.getByLabel("Start time *").fill("19:00");
  await admin.getByLabel("End time *").fill("21:00");
  await admin.getByRole("button", { name: "Update Event" }).click();
  await expect(admin.getByText("Event updated successfully")).toBeVisible();
  await expect.poll(async () => (await outbox(member, DEMO.member)).filter((m) => m.subject === `Updated: ${title}`).length).toBe(1);
  const update = (await outbox(member, DEMO.member)).find((m) => m.subject === `Updated: ${title}`)!;
  expect((update.attachments as unknown as Array<{ contentType: string }>)[0]!.contentType).toContain("method=REQUEST");
  const changed = await publicIcs(member, id);
  expect(changed.sequence).toBe(1);
  expect(Date.parse(changed.start) - Date.parse(before.start)).toBe(3_600_000);

  // The admin cancels it: the member gets a CANCEL, once.
  await admin.goto("/admin/events");
  await admin.getByRole("textbox", { name: "Search events" }).fill(title);
  // The search runs on the server: the list shows this event alone once its answer is in.
  await expect(admin.getByRole("button", { name: "Cancel event" })).toHaveCount(1);
  await admin.getByRole("button", { name: "Cancel event" }).click();
  // A reason is required (docs/decisions/057): it goes into the staff log and the attendees' mail.
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Cancel event" }).click();
  await expect(dialog.getByText("Give a reason")).toBeVisible();
  await dialog.getByRole("textbox", { name: /Reason/ }).fill("The venue closed for renovation");
  await shot(admin, "admin-event-cancel-reason-1280");
  await admin.setViewportSize({ width: 375, height: 900 });
  await shot(admin, "admin-event-cancel-reason-375");
  await admin.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Cancel event" }).click();
  await expect(admin.getByText("Event cancelled", { exact: true })).toBeVisible();
  await expect(admin.getByText("1 person was e-mailed")).toBeVisible();
  await expect.poll(async () => (await outbox(member, DEMO.member)).filter((m) => m.subject === `Cancelled: ${title}`).length).toBe(1);
  const cancel = (await outbox(member, DEMO.member)).find((m) => m.subject === `Cancelled: ${title}`)!;
  expect((cancel.attachments as unknown as Array<{ contentType: string }>)[0]!.contentType).toContain("method=CANCEL");
  expect(cancel.text).toContain("The organizers' reason:\nThe venue closed for renovation");
  expect(await publicIcs(member, id)).toMatchObject({ sequence: 2, status: "CANCELLED" });

  // A visitor without JavaScript reads the page: server-rendered, with its head and JSON-LD.
  const visitor = await open(browser, baseURL, null, { javaScriptEnabled: false });
  const res = await visitor.goto(`/events/${id}`);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(visitor.getByText("(Europe/Berlin)")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Download .ics" })).toHaveAttribute("href", `/api/events/${id}/ics`);
  await expect(visitor).toHaveTitle(`Cancelled: ${title} · Events · AppSec Community`);
  const ld = [JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!)].flat()[0]; // [Event, BreadcrumbList] (decision 044)
  expect(ld).toMatchObject({ "@type": "Event", eventStatus: "https://schema.org/EventCancelled", offers: { price: 0 } });
  expect(ld.startDate).toMatch(/T19:00:00\+0[12]:00$/);
  await shot(visitor, "events-page-nojs-1280");
});
