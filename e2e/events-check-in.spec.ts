import { expect, type Browser, type Page } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

// Check-in at the door (docs/decisions/076-event-check-in.md): two phones at the door, one admin.

async function signedInContext(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  waitForHydration(page);
  await signInAs(page, email);
  return { context, page };
}

const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** Registers the page's member through the API (the registration UI has its own journeys) and reads their code. */
async function registerAndReadCode(page: Page, baseURL: string, eventId: string) {
  const res = await page.request.post(`/api/events/${eventId}/registration`, { headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  const mine = (await (await page.request.get(`/api/events/${eventId}/check-in`)).json()) as { code: string };
  return mine.code;
}

test("an admin checks two attendees in from two pages at once; both pages count them; a second check-in of a code says who was first", async ({
  browser,
  baseURL,
}) => {
  const title = `Door test ${Date.now()}`;
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  await admin.page.goto("/admin/events/edit/new");
  await admin.page.getByLabel("Title *").fill(title);
  await admin.page.getByLabel("Description *").fill("A meetup to test the door.");
  await admin.page.getByLabel("Date *").fill(inTenDays());
  await admin.page.getByLabel("Start time *").fill("18:00");
  await admin.page.getByLabel("End time *").fill("20:00");
  await admin.page.getByLabel("Time zone *").selectOption("Europe/Berlin");
  await admin.page.getByLabel("Location (a place, or Online) *").fill("Berlin");
  await admin.page.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.page.getByText("Event created successfully")).toBeVisible();
  const list = (await (await admin.page.request.get(`/api/admin/events?q=${encodeURIComponent(title)}`)).json()) as {
    events: { id: string }[];
  };
  const eventId = list.events[0]!.id;

  // Two members register; each sees their code and QR on the event page and got it by mail.
  const member = await signedInContext(browser, baseURL, DEMO.member);
  const supporter = await signedInContext(browser, baseURL, DEMO.supporter);
  const memberCode = await registerAndReadCode(member.page, baseURL!, eventId);
  const supporterCode = await registerAndReadCode(supporter.page, baseURL!, eventId);
  await member.page.goto(`/events/${eventId}`);
  const shown = `${memberCode.slice(0, 4)} ${memberCode.slice(4)}`;
  await expect(member.page.getByRole("heading", { name: "Your check-in code" })).toBeVisible();
  await expect(member.page.getByText(shown, { exact: true })).toBeVisible();
  await expect(member.page.getByRole("img", { name: `QR code of your check-in code ${shown}` })).toBeVisible();
  await shot(member.page, "events-check-in-member-375");
  const mail = (await outbox(member.page, DEMO.member)).find((m) => m.subject === `You are registered for ${title}`);
  expect(mail?.text).toContain(`Your check-in code: ${shown}`);
  expect(mail?.attachments.map((a) => a.filename)).toEqual(["event.ics", "check-in-code.png"]);

  // The admin opens the door page on two phones (two pages of one session).
  const door = `/admin/events/${eventId}/check-in`;
  const first = admin.page;
  const second = await admin.context.newPage();
  waitForHydration(second);
  await first.goto(door);
  await second.goto(door);
  for (const p of [first, second]) {
    await expect(p.getByRole("heading", { name: `Check-in: ${title}` })).toBeVisible();
    await expect(p.getByRole("status").filter({ hasText: "checked in" })).toHaveText("0 of 2 checked in");
  }

  // Both check someone in at the same moment.
  await first.getByLabel("Check-in code").fill(memberCode.toLowerCase());
  await second.getByLabel("Check-in code").fill(supporterCode);
  await Promise.all([
    first.getByRole("button", { name: "Check in", exact: true }).click(),
    second.getByRole("button", { name: "Check in", exact: true }).click(),
  ]);
  await expect(first.getByText(/checked in \(/)).toBeVisible();
  await expect(second.getByText(/checked in \(/)).toBeVisible();
  // Each page sees the other's check-in through the polled list.
  for (const p of [first, second]) await expect(p.getByRole("status").filter({ hasText: "checked in" })).toHaveText("2 of 2 checked in");
  await shot(first, "events-check-in-door-375");

  // The second phone scans the member's code again: it is told who was first, and when.
  await second.getByLabel("Check-in code").fill(memberCode);
  await second.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(second.getByRole("alert")).toContainText(/was already checked in at \d\d:\d\d by /);
  await shot(second, "events-check-in-already-375");
  await expect(second.getByRole("status").filter({ hasText: "checked in" })).toHaveText("2 of 2 checked in");

  // The attendee CSV records the attendance.
  const csv = await (await first.request.get(`/api/admin/events/${eventId}/attendees.csv`)).text();
  expect(csv.split("\r\n")[0]).toContain('"Checked in at"');
  expect(csv.split("\r\n").filter((l) => /"registered","","[^"]+","\d{4}-/.test(l))).toHaveLength(2);

  for (const c of [admin.context, member.context, supporter.context]) await c.close();
});
