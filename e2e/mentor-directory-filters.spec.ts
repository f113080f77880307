import { expect } from "@playwright/test";
import { shot, test } from "./fixtures";

/** The mentor directory's expertise facets and zone-overlap filter (docs/decisions/085-mail-links-and-public-ratings.md). */
test.use({ timezoneId: "Europe/Berlin" });

test("a visitor narrows the mentors by expertise (with counts) and by working-hours overlap", async ({ page }) => {
  await page.goto("/mentorship");
  const facets = page.getByRole("group", { name: "Filter by expertise" });
  await expect(facets.getByRole("button").first()).toBeVisible();
  const first = facets.getByRole("button").first();
  const label = (await first.textContent())!;
  const count = Number(/\((\d+)\)/.exec(label)![1]);
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/expertise=/);
  await expect(page.getByRole("link", { name: "View Profile" })).toHaveCount(count);
  await shot(page, "mentor-directory-facets-1280");
  // The box follows the URL (a controlled input): click, then wait for the navigation to tick it.
  const overlap = page.getByLabel(/Only mentors whose working hours overlap mine \(Europe\/Berlin\)/);
  await overlap.click();
  await expect(page).toHaveURL(/overlap=Europe%2FBerlin/);
  await expect(overlap).toBeChecked();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "mentor-directory-facets-375");
});
