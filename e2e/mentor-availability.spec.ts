import { expect } from "@playwright/test";
import { cardWith, DEMO, pickBookingDay, shot, signInAs, signOut, test } from "./fixtures";

const DEFAULT_SLOTS = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"];

test("a mentor offers Saturday evenings only; visitors can book just that hour on Saturdays", async ({ page }) => {
  await signInAs(page, DEMO.mentor);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Weekly availability" })).toBeVisible();
  for (const t of DEFAULT_SLOTS) await page.getByRole("button", { name: `Saturday ${t}`, exact: true }).click();
  await page.getByRole("button", { name: "Saturday 7:00 PM", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saturday 7:00 PM", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Your availability was saved")).toBeVisible();
  await shot(page, "availability-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("heading", { name: "Weekly availability" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, "availability-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);

  await page.goto("/mentorship");
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  // Not the first Saturday or Tuesday, whose early hours may be inside the mentor's notice; not the Tuesday
  // the matching spec books.
  await pickBookingDay(page, "Saturday", 1);
  const slots = page.getByRole("group", { name: "Time slots" }).getByRole("button");
  await expect(slots).toHaveCount(1);
  await expect(slots.first()).toContainText("7:00 PM");
  // A weekday still offers the default slots.
  await pickBookingDay(page, "Tuesday", 2);
  await expect(slots).toHaveCount(DEFAULT_SLOTS.length);
});
