import { expect, test, type Page } from "@playwright/test";
import { DEMO, shot, signInAs } from "./fixtures";

/** Issue 12: the defects a new user hits. */

const PHONE = { width: 375, height: 740 };

async function scrollWidth(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth);
}

test.describe("phone width (375 px)", () => {
  test.use({ viewport: PHONE });

  test("public pages do not scroll sideways", async ({ page }) => {
    for (const path of ["/candidates", "/jobs", "/mentorship", "/blog", "/events"]) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await scrollWidth(page), `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    }
    await page.goto("/candidates");
    await page.waitForLoadState("networkidle");
    await shot(page, "defects-candidates-375");
  });

  test("a member's pages do not scroll sideways", async ({ page }) => {
    await signInAs(page, DEMO.member);
    for (const path of ["/candidates", "/jobs", "/mentorship", "/blog", "/events", "/profile", "/profile?tab=edit", "/profile?tab=billing", "/settings"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("h1").first()).toBeVisible();
      expect(await scrollWidth(page), `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    }
  });

  test("tapping a job brings its details into view and focus", async ({ page }) => {
    await signInAs(page, DEMO.member);
    await page.goto("/jobs");
    const list = page.getByRole("region", { name: "Job list" });
    const card = list.getByRole("button").filter({ has: page.getByRole("heading") }).nth(1);
    const title = (await card.getByRole("heading").textContent())!;
    await card.click();
    const heading = page.getByRole("region", { name: "Job details" }).getByRole("heading", { name: title, level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await shot(page, "defects-jobs-detail-375");
  });
});
