import { expect, type Browser, type Page } from "@playwright/test";
import { cardWith, DEMO, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

/**
 * Session types (docs/decisions/084-session-types.md): the mentor offers a 30-minute type and a group
 * office hour; a member in Tokyo books the 30-minute type; three members book the group session, the
 * third joins its waitlist.
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

/** The mentor's page, the type chosen, a day of next month (the same day for every booker) and its first time. */
async function pickSlot(page: Page, type: RegExp, day: number) {
  await page.goto("/mentorship");
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Session type" }).getByRole("radio", { name: type }).click();
  await page.getByRole("button", { name: /Go to the Next Month/i }).click();
  await page.locator("[role=grid] button:not([disabled])").nth(day).click();
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
  const slots = await pickSlot(page, /Quick question/, 3);
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
    const group = await pickSlot(member, /Office hours/, 5);
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
