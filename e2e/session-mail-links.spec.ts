import { expect, type Page } from "@playwright/test";
import { cardWith, DEMO, manageLinkIn, outbox, pickBookingDay, shot, signInAs, signOut, test } from "./fixtures";

/**
 * A session mail's reschedule/cancel link (docs/decisions/085-mail-links-and-public-ratings.md): a member
 * in Tokyo books, opens the booked mail's link without being signed in, proposes a new time; once the
 * mentor accepts it the old link no longer acts, and the new mail's link cancels. The mentor's mail
 * carries the METHOD:CANCEL file.
 */
test.use({ timezoneId: "Asia/Tokyo" });

const TOPIC = "E2E mail links: threat modeling";

const linkIn = (page: Page, to: string, subject: string) => manageLinkIn(page, to, subject, TOPIC);

test("book in Tokyo, reschedule and cancel through the mails' links; the mentor gets a CANCEL", async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto("/mentorship");
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await pickBookingDay(page, "Friday");
  await page.getByRole("group", { name: "Time slots" }).getByRole("button", { disabled: false }).first().click();
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await page.getByLabel("Topic").fill(TOPIC);
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  const booked = await linkIn(page, DEMO.member, "was sent");
  await signOut(page);

  // The mentor confirms it.
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile?tab=appointments");
  const card = page.locator("[data-testid^=session-]").filter({ hasText: TOPIC }).first();
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Appointment approved successfully")).toBeVisible();
  await signOut(page);

  // Not signed in: the booked mail's link shows the session in Tokyo time and asks before acting.
  await page.goto(booked);
  await expect(page.getByRole("heading", { name: "Your mentorship session" })).toBeVisible();
  await expect(page.getByTestId("session-when")).toContainText("(Asia/Tokyo)");
  await expect(page.getByText("confirmed", { exact: true })).toBeVisible();
  await shot(page, "session-link-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "session-link-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Choose another time" }).click();
  await page.getByLabel("New date").selectOption({ index: 2 });
  await page.getByLabel("New time").selectOption({ index: 1 });
  await expect(page.getByLabel("New time").locator("option").nth(1)).toContainText("(Asia/Tokyo)");
  await shot(page, "session-link-reschedule-1280");
  await page.getByRole("button", { name: "Propose this time" }).click();
  await expect(page.getByText(/New time proposed/)).toBeVisible();

  // The mentor accepts the new time: SEQUENCE + 1, so the booked mail's link no longer acts.
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile?tab=appointments");
  await card.getByRole("button", { name: "Accept new time" }).click();
  await expect(page.getByText("The session was moved")).toBeVisible();
  await signOut(page);

  await page.goto(booked);
  await page.getByRole("button", { name: "Cancel the session" }).click();
  await page.getByRole("button", { name: "Yes, cancel the session" }).click();
  await expect(page.getByText(/This session has changed since this mail was sent/).first()).toBeVisible();

  // The moved mail's link cancels, with a reason.
  await page.goto(await linkIn(page, DEMO.member, "moved to"));
  await page.getByRole("button", { name: "Cancel the session" }).click();
  await page.getByLabel("Reason (optional)").fill("My flight was moved");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "session-link-cancel-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Yes, cancel the session" }).click();
  await expect(page.getByText(/The session is cancelled/)).toBeVisible();
  await shot(page, "session-link-cancelled-1280");

  const cancelled = (await outbox(page, DEMO.mentor)).find((m) => m.subject === "Mentorship session cancelled" && m.text.includes(TOPIC))!;
  expect(cancelled.text).toContain("Reason: My flight was moved");
  expect(cancelled.attachments.map((a) => a.filename)).toEqual(["mentorship-session-cancelled.ics"]);
  const ics = await (await page.request.get(cancelled.attachments[0]!.url)).text();
  expect(ics).toMatch(/METHOD:CANCEL\r\n/);
  expect(ics).toMatch(/STATUS:CANCELLED\r\n/);
  expect(ics).toMatch(/SEQUENCE:2\r\n/);
});
