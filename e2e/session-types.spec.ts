import { expect, type Browser, type Page } from "@playwright/test";
import { cardWith, DEMO, manageLinkIn, outbox, pickBookingDay, shot, signInAs, signOut, test, waitForHydration } from "./fixtures";

/**
 * Session types (docs/decisions/084-session-types.md): the mentor offers a 30-minute type and a group
 * office hour; a member in Tokyo books the 30-minute type; three members book the group session, the
 * third joins its waitlist. Then the whole way through the mails: a Tokyo member books from the match
 * mail's link and cancels through the confirmation's signed link (decision 085), both sides get the
 * CANCEL; three members take a group's seats and get the 24 h and 1 h reminders once each, with the join
 * link (the scheduler's task run by the dev trigger at a chosen instant, decision 077).
 */
test.use({ timezoneId: "Asia/Tokyo" });
// Five sign-ins and four bookings in one journey.
test.setTimeout(180_000);

async function asMember(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  waitForHydration(page);
  await signInAs(page, email);
  return page;
}

/**
 * The mentor's page (from the directory, or opened at `from`, a link out of a mail), the type chosen, a day
 * chosen by weekday (the same day for every booker) and its first time.
 */
async function pickSlot(page: Page, type: RegExp, day: { weekday: string; skip: number }, from?: string) {
  if (from) await page.goto(from);
  else {
    await page.goto("/mentorship");
    await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  }
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Session type" }).getByRole("radio", { name: type }).click();
  await pickBookingDay(page, day.weekday, day.skip);
  const slots = page.getByRole("group", { name: "Time slots" }).getByRole("button");
  await expect(slots.first()).toBeVisible();
  return slots;
}

test("a mentor offers a 30-minute type and group office hours; Tokyo books the 30 minutes; three book the group", async ({
  page,
  browser,
  baseURL,
}) => {
  const mentor = await asMember(browser, baseURL, DEMO.mentor);
  await mentor.goto("/profile");
  await expect(mentor.getByRole("heading", { name: "Session types" })).toBeVisible();
  await mentor.getByRole("button", { name: "Add session type" }).click();
  let form = mentor.getByRole("form", { name: "New session type" });
  await form.getByLabel("Title").fill("Quick question");
  await form.getByLabel("Duration").selectOption("30");
  await form.getByRole("button", { name: "Add session type" }).click();
  await expect(mentor.getByText("Session type added")).toBeVisible();
  await expect(mentor.getByText("30 min · one-to-one")).toBeVisible();

  await mentor.getByRole("button", { name: "Add session type" }).click();
  form = mentor.getByRole("form", { name: "New session type" });
  await form.getByLabel("Title").fill("Office hours");
  await form.getByLabel("Description (optional)").fill("Bring your AppSec questions; we go round the table.");
  await form.getByLabel("Duration").selectOption("60");
  await form.getByLabel("Kind").selectOption("group");
  // Out of range first: the field says so and nothing is sent.
  await form.getByLabel("Seats (2–50)").fill("80");
  await form.getByRole("button", { name: "Add session type" }).click();
  await expect(form.getByText("A group session has between 2 and 50 seats")).toBeVisible();
  await form.getByLabel("Seats (2–50)").fill("2");
  await form.getByRole("button", { name: "Add session type" }).click();
  await expect(mentor.getByText(/60 min · group of up to 2/)).toBeVisible();
  await mentor.getByRole("heading", { name: "Session types" }).scrollIntoViewIfNeeded();
  await shot(mentor, "session-types-settings-1280");
  await mentor.setViewportSize({ width: 375, height: 800 });
  expect(await mentor.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(mentor, "session-types-settings-375");
  await mentor.context().close();

  // A member in Tokyo books the 30-minute type: half-hour slots, the type on the book page and in the mails.
  await signInAs(page, DEMO.member);
  const slots = await pickSlot(page, /Quick question/, { weekday: "Monday", skip: 1 });
  const half = slots.filter({ hasText: /^\d{1,2}:30 [AP]M/ }).first();
  await expect(half).toContainText("(Asia/Tokyo)");
  await half.click();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "session-types-booking-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "session-types-booking-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await expect(page.getByTestId("booking-type")).toHaveText("Quick question · 30 minutes");
  await expect(page.getByTestId("booking-local-time")).toContainText("(Asia/Tokyo)");
  await page.getByLabel("Topic").fill("E2E session types: a quick question");
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  const receipt = (await outbox(page, DEMO.mentor)).find((m) => m.text.includes("E2E session types: a quick question"))!;
  expect(receipt.text).toContain("Session: Quick question (30 minutes)");
  await page.goto("/profile?tab=appointments");
  const booked = page.locator("[data-testid^=session-]").filter({ hasText: "E2E session types: a quick question" }).first();
  await expect(booked.getByTestId("session-type")).toContainText("Quick question · 30 min");

  // Three members book the same office hour: two seats, then the waitlist.
  const toasts: string[] = [];
  for (const email of [DEMO.supporter, DEMO.contractor, DEMO.recruiter]) {
    const member = await asMember(browser, baseURL, email);
    const group = await pickSlot(member, /Office hours/, { weekday: "Monday", skip: 2 });
    await group.first().click();
    const last = email === DEMO.recruiter;
    if (last) {
      await expect(group.first()).toContainText("Full · waitlist");
      await shot(member, "session-types-group-full-1280");
    }
    await member.getByRole("button", { name: last ? "Continue to the waitlist" : "Continue Booking" }).click();
    await expect(member.getByTestId("booking-type")).toHaveText("Office hours · 60 minutes · group session");
    await member.getByLabel("Topic").fill("E2E office hours: threat modeling");
    await member.getByRole("button", { name: last ? "Join the waitlist" : "Book a seat" }).click();
    const toast = last ? "The session is full: you are on its waitlist." : "Your seat is booked. The invitation is in your inbox.";
    await expect(member.getByText(toast)).toBeVisible();
    toasts.push(toast);
    await member.context().close();
  }
  const seat = (await outbox(page, DEMO.supporter)).find((m) => m.subject.toLowerCase().includes("confirmed"))!;
  expect(seat.attachments.map((a) => a.filename)).toEqual(["mentorship-session.ics"]);
  expect(seat.text).toContain("Session: Office hours (group, 60 minutes)");
  expect((await outbox(page, DEMO.recruiter)).map((m) => m.subject)).toContainEqual(expect.stringMatching(/waitlist/));
});

/** The mentor adds a type through the settings form (already open on /profile). */
async function addType(mentor: Page, title: string, minutes: string, seats?: string) {
  await mentor.getByRole("button", { name: "Add session type" }).click();
  const form = mentor.getByRole("form", { name: "New session type" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Duration").selectOption(minutes);
  if (seats) {
    await form.getByLabel("Kind").selectOption("group");
    await form.getByLabel("Seats (2–50)").fill(seats);
  }
  await form.getByRole("button", { name: "Add session type" }).click();
  await expect(mentor.getByRole("button", { name: `Edit ${title}`, exact: true })).toBeVisible();
}

const JOIN = "https://meet.example.test/maya-office-hour";
const QUICK = "E2E from the mail: a quick call about SAST triage";
const GROUP = "E2E office hour: reminders for three";
type Row = { id: string; topic: string; startsAt: string; status: string };

test("booked from the match mail in Tokyo, cancelled through the confirmation's link; three seats of a group get each reminder once", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = { origin: baseURL! };
  const mentor = await asMember(browser, baseURL, DEMO.mentor);
  await mentor.goto("/profile");
  await expect(mentor.getByRole("heading", { name: "Session types", exact: true })).toBeVisible();
  await mentor.getByLabel("Meeting link (https://…) or place, used for new sessions").fill(JOIN);
  await mentor.getByRole("button", { name: "Save booking rules" }).click();
  await expect(mentor.getByText("Booking rules saved")).toBeVisible();
  await addType(mentor, "Quick call", "30");
  await addType(mentor, "Open office hour", "60", "3");
  // Room for one more mentee this month: the journeys before this one have proposed Maya up to her cap.
  const room = await mentor.request.put("/api/matching/settings", { headers: origin, data: { accepting: true, monthlyCap: 20 } });
  expect(room.status()).toBe(200);

  // The member (in Tokyo) applies; the team matches them with Maya: the match mail carries the booking link.
  await signInAs(page, DEMO.member);
  const applied = await page.request.post("/api/mentorship/applications", {
    headers: origin,
    multipart: {
      fullName: "Mia Member",
      email: DEMO.member,
      currentRole: "Backend developer",
      yearsExperience: "1-3",
      areaOfInterest: "application-security",
      goals: "E2E session journey: get my SAST findings triaged faster.",
      timezone: "Asia/Tokyo",
    },
  });
  expect(applied.status()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const admin = await asMember(browser, baseURL, DEMO.admin);
  const directory = (await (await admin.request.get("/api/mentors?q=Maya")).json()) as { mentors: { id: string; fullName: string }[] };
  const maya = directory.mentors.find((m) => m.fullName === "Maya Mentor")!;
  const matched = await admin.request.post(`/api/admin/matching/applications/${applicationId}/match`, {
    headers: origin,
    data: { mentorIds: [maya.id] },
  });
  expect(matched.status()).toBe(200);
  await admin.context().close();
  const intro = (await outbox(page, DEMO.member)).find((m) => m.subject === "Your mentorship match: Maya Mentor")!;
  const bookLink = new URL(/^Book a session: (\S+)$/m.exec(intro.text)![1]!);

  // From the mail's link: the 30-minute type, a half-hour slot in Tokyo time.
  const slots = await pickSlot(page, /Quick call/, { weekday: "Sunday", skip: 1 }, bookLink.pathname);
  const half = slots.filter({ hasText: /^\d{1,2}:30 [AP]M/ }).first();
  await expect(half).toContainText("(Asia/Tokyo)");
  await half.click();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "session-journey-booking-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await expect(page.getByTestId("booking-type")).toHaveText("Quick call · 30 minutes");
  await page.getByLabel("Topic").fill(QUICK);
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  await signOut(page);

  // The mentor confirms; the confirmation's own link cancels (the page asks first).
  await mentor.goto("/profile?tab=appointments");
  const mentorCard = mentor.locator("[data-testid^=session-]").filter({ hasText: QUICK }).first();
  await mentorCard.getByRole("button", { name: "Approve" }).click();
  await expect(mentor.getByText("Appointment approved successfully")).toBeVisible();
  const confirmed = (await outbox(page, DEMO.member)).find((m) => m.subject.includes("is confirmed") && m.text.includes(QUICK))!;
  expect(confirmed.text).toContain("Session: Quick call (30 minutes)");
  expect(confirmed.text).toContain(`Meeting link: ${JOIN}`);
  await page.goto(await manageLinkIn(page, DEMO.member, "is confirmed", QUICK));
  await expect(page.getByRole("heading", { name: "Your mentorship session" })).toBeVisible();
  await expect(page.getByTestId("session-when")).toContainText("(Asia/Tokyo)");
  await page.getByRole("button", { name: "Cancel the session" }).click();
  await page.getByLabel("Reason (optional)").fill("A release moved onto that day");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "session-journey-manage-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Yes, cancel the session" }).click();
  await expect(page.getByText(/The session is cancelled/)).toBeVisible();

  // Both sides: each gets the cancellation with a METHOD:CANCEL file; both lists say who cancelled.
  for (const to of [DEMO.mentor, DEMO.member]) {
    const mail = (await outbox(page, to)).find((m) => m.subject === "Mentorship session cancelled" && m.text.includes(QUICK))!;
    expect(mail.text).toContain("Reason: A release moved onto that day");
    expect(mail.attachments.map((a) => a.filename)).toEqual(["mentorship-session-cancelled.ics"]);
    const ics = await (await page.request.get(mail.attachments[0]!.url)).text();
    expect(ics).toMatch(/METHOD:CANCEL\r\n/);
    expect(ics).toMatch(/STATUS:CANCELLED\r\n/);
  }
  await mentor.reload();
  await expect(mentorCard.getByText("cancelled", { exact: true })).toBeVisible();
  await expect(mentorCard.getByText(/^Cancelled by .+: A release moved onto that day$/)).toBeVisible();
  await signInAs(page, DEMO.member);
  await page.goto("/profile?tab=appointments");
  const memberCard = page.locator("[data-testid^=session-]").filter({ hasText: QUICK }).first();
  await expect(memberCard.getByText("Cancelled by you: A release moved onto that day")).toBeVisible();

  // Three members take the office hour's three seats.
  for (const email of [DEMO.supporter, DEMO.contractor, DEMO.recruiter]) {
    const member = await asMember(browser, baseURL, email);
    const group = await pickSlot(member, /Open office hour/, { weekday: "Sunday", skip: 2 });
    await group.first().click();
    await member.getByRole("button", { name: "Continue Booking" }).click();
    await expect(member.getByTestId("booking-type")).toHaveText("Open office hour · 60 minutes · group session");
    await member.getByLabel("Topic").fill(GROUP);
    await member.getByRole("button", { name: "Book a seat" }).click();
    await expect(member.getByText("Your seat is booked. The invitation is in your inbox.")).toBeVisible();
    await member.context().close();
  }

  // The reminder task, run by the dev trigger a day before and half an hour before (twice each): once each.
  const { asMentor } = (await (await mentor.request.get("/api/appointments")).json()) as { asMentor: Row[] };
  const seats = asMentor.filter((a) => a.topic === GROUP && a.status === "approved");
  expect(seats).toHaveLength(3);
  const startsAt = new Date(seats[0]!.startsAt).getTime();
  for (const before of [23 * 3_600_000, 23 * 3_600_000, 30 * 60_000, 30 * 60_000]) {
    const res = await page.request.post("/api/dev/mentorship/send-reminders", {
      headers: origin,
      data: { at: new Date(startsAt - before).toISOString(), appointmentIds: seats.map((s) => s.id) },
    });
    expect(res.status()).toBe(200);
  }
  for (const email of [DEMO.supporter, DEMO.contractor, DEMO.recruiter]) {
    const reminders = (await outbox(page, email)).filter(
      (m) => m.text.includes(GROUP) && (m.subject.startsWith("Reminder:") || m.subject.startsWith("Starting in 1 hour")),
    );
    expect(reminders.map((m) => m.subject.split(":")[0]).sort()).toEqual(["Reminder", "Starting in 1 hour"]);
    for (const m of reminders) {
      expect(m.text).toContain(`Meeting link: ${JOIN}`);
      expect(m.text).toContain("Session: Open office hour (group, 60 minutes)");
    }
  }
  await mentor.context().close();
});
