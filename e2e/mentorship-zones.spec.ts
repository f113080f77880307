import { expect } from "@playwright/test";
import { cardWith, DEMO, outbox, pickBookingDay, shot, signInAs, signOut, test } from "./fixtures";

/**
 * A mentee in Tokyo books a mentor in New York, proposes a new time that the mentor accepts, and cancels
 * with a reason; each page and mail shows the reader's own time (docs/decisions/030-calendar-grade-sessions.md).
 */
test.use({ timezoneId: "Asia/Tokyo" });

const TOPIC = "E2E zones: career in AppSec";

test("Tokyo mentee and New York mentor: book, reschedule, cancel with a reason", async ({ page }) => {
  // The demo mentor works from New York.
  await signInAs(page, DEMO.mentor);
  const status = await page.evaluate(async () => {
    const me = (await (await fetch("/api/me")).json()) as { profile: Record<string, unknown> };
    const res = await fetch("/api/profile", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...me.profile, timezone: "America/New_York" }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await signOut(page);

  await signInAs(page, DEMO.member);
  await page.goto("/mentorship");
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  await pickBookingDay(page, "Wednesday");
  // 9:00 AM New York is 23:00 in Tokyo (in winter) or 22:00 (in summer): the slot names the viewer's zone.
  const slot = page.getByRole("group", { name: "Time slots" }).getByRole("button", { name: /^9:00 AM/ });
  await expect(slot).toContainText("(Asia/Tokyo)");
  await slot.click();
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await expect(page.getByTestId("booking-local-time")).toContainText("(Asia/Tokyo)");
  await page.getByLabel("Topic").fill(TOPIC);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "zones-booking-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "zones-booking-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  const receipt = (await outbox(page, DEMO.member)).find((m) => m.subject.includes("was sent"))!;
  expect(receipt.text).toMatch(/\(Asia\/Tokyo\); for Maya Mentor: .*\(America\/New_York\)/);
  await signOut(page);

  // The mentor approves and proposes a new time.
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile?tab=appointments");
  const card = page.locator("[data-testid^=session-]").filter({ hasText: TOPIC }).first();
  await expect(card.getByTestId("session-time")).toContainText("(America/New_York)");
  await expect(card.getByTestId("session-other-time")).toContainText("(Asia/Tokyo)");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Appointment approved successfully")).toBeVisible();
  const request = (await outbox(page, DEMO.mentor)).find((m) => m.subject.includes("confirmed"))!;
  expect(request.text).toMatch(/09:00 \(America\/New_York\); for /);
  await card.getByRole("button", { name: "Propose a new time" }).click();
  await card.getByLabel("New date").selectOption({ index: 2 });
  await card.getByLabel("New time").selectOption({ index: 1 });
  await shot(page, "zones-reschedule-1280");
  await card.getByRole("button", { name: "Propose this time" }).click();
  await expect(card.getByText(/You proposed a new time/)).toBeVisible();
  await signOut(page);

  // The mentee accepts, then cancels with a reason.
  await signInAs(page, DEMO.member);
  await page.goto("/profile?tab=appointments");
  const mine = page.locator("[data-testid^=session-]").filter({ hasText: TOPIC }).first();
  await expect(mine.getByTestId("session-time")).toContainText("(Asia/Tokyo)");
  await expect(mine.getByText(/Maya Mentor proposed a new time/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "zones-session-proposal-375");
  await page.setViewportSize({ width: 1280, height: 900 });
  await mine.getByRole("button", { name: "Accept new time" }).click();
  await expect(page.getByText("The session was moved")).toBeVisible();
  const moved = (await outbox(page, DEMO.member)).find((m) => m.subject.includes("moved to"))!;
  expect(moved.text).toMatch(/New time: .*\(Asia\/Tokyo\)/);
  expect(moved.attachments.map((a) => a.filename)).toEqual(["mentorship-session.ics"]);
  const ics = await page.request.get(`/api/appointments/${(await mine.getAttribute("data-testid"))!.replace("session-", "")}/ics`);
  expect(await ics.text()).toMatch(/SEQUENCE:1\r\n/);
  await mine.getByRole("button", { name: "Cancel booking" }).click();
  await mine.getByLabel(/Reason/).fill("My flight was moved");
  await shot(page, "zones-session-1280");
  await mine.getByRole("button", { name: "Cancel this session" }).click();
  await expect(page.getByText("Appointment cancelled successfully")).toBeVisible();
  const cancelled = (await outbox(page, DEMO.mentor)).find((m) => m.subject === "Mentorship session cancelled")!;
  expect(cancelled.text).toContain("Reason: My flight was moved");
  expect(cancelled.attachments.map((a) => a.filename)).toEqual(["mentorship-session-cancelled.ics"]);
});
