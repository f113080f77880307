import { expect, type Page } from "@playwright/test";
import { DEMO, shot, signInAs, signOut, test } from "./fixtures";

/** The defects a new user hits. */

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
    for (const path of [
      "/candidates",
      "/jobs",
      "/mentorship",
      "/blog",
      "/events",
      "/profile",
      "/profile?tab=edit",
      "/profile?tab=billing",
      "/settings",
    ]) {
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
    const card = list
      .getByRole("article")
      .filter({ has: page.getByRole("heading") })
      .nth(1);
    const title = (await card.getByRole("heading").textContent())!;
    await card.click();
    const heading = page.getByRole("region", { name: "Job details" }).getByRole("heading", { name: title, level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await shot(page, "defects-jobs-detail-375");
  });
});

test.describe("screenshots of the changed pages", () => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    test(`at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const w = viewport.width;
      await page.goto("/candidates");
      await page.waitForLoadState("networkidle");
      await shot(page, `defects-candidates-${w}`);

      await signInAs(page, DEMO.member);
      await page.goto("/profile?tab=billing");
      await page.getByRole("button", { name: "Switch to Recruiter" }).click();
      await expect(page.getByRole("alertdialog", { name: "Switch to the Recruiter plan?" })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/defects-plan-confirm-${w}.png` });
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.goto("/mentorship/apply");
      await page.getByLabel(/^Resume/).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
      await page.getByLabel(/^Resume/).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
      await expect(page.getByRole("alert").filter({ hasText: "Invalid file type" })).toBeVisible();
      await expect(page.getByText(/^Selected:/)).toHaveCount(0);
      await page.getByLabel(/^Resume/).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/defects-apply-resume-${w}.png` });

      await page.goto("/profile?tab=edit");
      await page.getByLabel("Years of experience").fill("-3");
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Years of experience must be between 0 and 80")).toBeVisible();
      await page.getByLabel("Years of experience").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/defects-profile-years-${w}.png` });

      await page.context().clearCookies();
      await signInAs(page, DEMO.mentor);
      // The old address of the mentors' job review leads to the one review queue (docs/decisions/042).
      await page.goto("/review/jobs");
      await expect(page).toHaveURL(/\/admin\/review\?kind=job$/);
      await expect(page.getByRole("heading", { name: "Review queue", level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await shot(page, `defects-review-jobs-${w}`);

      await page.context().clearCookies();
      await signInAs(page, DEMO.admin);
      await page.goto("/admin/jobs");
      await expect(page.getByText(/^Showing \d+ of \d+\+? job listings$/)).toBeVisible();
      const boxes = page.getByRole("checkbox", { name: /^Select / });
      await boxes.nth(0).click();
      await boxes.nth(1).click();
      await page.getByRole("button", { name: "Delete Selected" }).click();
      await expect(page.getByRole("alertdialog", { name: "Delete 2 jobs?" })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/defects-admin-bulk-delete-${w}.png` });
      await page.getByRole("button", { name: "Cancel" }).click();
      await shot(page, `defects-admin-jobs-${w}`);
    });
  }
});

test("a mentor approves a member's job from Review Jobs and it is on the board", async ({ page }) => {
  const title = `Cloud Security Engineer ${Date.now()}`;
  await signInAs(page, DEMO.member);
  await page.goto("/jobs/submit");
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Company").fill("Initech");
  await page.getByLabel("Location").fill("Lisbon, Portugal");
  await page.getByLabel("Job posting URL").fill("https://initech.example.com/jobs/1");
  await page.getByLabel("Description").fill("Secure our cloud platform with threat modeling and reviews.");
  await page.getByLabel("Skills", { exact: true }).fill("Cloud");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Submit Job" }).click();
  await expect(
    page.getByText("Job submitted successfully! It will be reviewed by our mentors and admins before being published."),
  ).toBeVisible();

  await signOut(page);
  await signInAs(page, DEMO.mentor);
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await page.getByRole("menuitem", { name: "Review Jobs" }).click();
  // Mentors review jobs in the one review queue (decision 034).
  await expect(page).toHaveURL(/\/admin\/review\?kind=job$/);
  await page.getByRole("button", { name: `Approve ${title} at Initech` }).click();
  await expect(page.getByText(`Approved "${title} at Initech"`)).toBeVisible();
  await page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  // Search is ranked and typo-tolerant (decision 019): titles that differ only in their timestamp match
  // too, so the approved job must be on the board as the best (first) result.
  await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: "Added" }).first().locator("h2")).toHaveText(title);
});
