import { expect, type Page } from "@playwright/test";
import { cardWith, DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

/** The card (list item) of the submitter's jobs list that shows this status badge. */
const jobWithStatus = (page: Page, status: string) =>
  page
    .getByRole("list", { name: "Your submitted jobs" })
    .getByRole("listitem")
    .filter({ has: page.getByText(status, { exact: true }) });

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a recruiter sees the status of their jobs, the rejection reason, and renews an expired job", async ({ page }) => {
  await signInAs(page, DEMO.recruiter);
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await page.getByRole("menuitem", { name: "My jobs" }).click();
  await expect(page).toHaveURL(/\/jobs\/mine$/);
  await expect(page.getByRole("heading", { name: "My submitted jobs" })).toBeVisible();

  // The seeded demo recruiter has a job in every state.
  await expect(jobWithStatus(page, "Pending review").first()).toBeVisible();
  await expect(jobWithStatus(page, "Rejected").getByText(/careers page rather than a job aggregator/)).toBeVisible();
  await expect(page.getByText(/^Expires soon:/).first()).toBeVisible();
  const expired = jobWithStatus(page, "Expired").first();
  await expect(expired.getByText(/^Expired on .+ Renew it to put it back on the job board\.$/)).toBeVisible();
  await shot(page, "jobs-mine-1280");

  // The expiry-warning task mailed the near-expiry job's recruiter on start-up, with an absolute link.
  await expect
    .poll(async () => (await outbox(page, DEMO.recruiter)).find((m) => / expires on /.test(m.subject))?.text ?? "", { timeout: 20_000 })
    .toMatch(/Renew your job: http:\/\/localhost:\d+\/jobs\/mine/);

  const expiredTitle = (await expired.getByRole("heading").textContent())!;
  const expiredCount = await jobWithStatus(page, "Expired").count();
  await expired.getByRole("button", { name: /^Renew/ }).click();
  await expect(page.getByText(/^Job renewed\. It stays on the board until \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(jobWithStatus(page, "Expired")).toHaveCount(expiredCount - 1);
  await expect(jobWithStatus(page, "Approved").filter({ hasText: expiredTitle }).first()).toBeVisible();

  // The recruiter dashboard shows the same statuses.
  await page.goto("/recruiter/dashboard");
  await expect(page.getByRole("heading", { name: "Recruiter Dashboard" })).toBeVisible();
  await expect(page.getByText("Rejected", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Renew/ }).first()).toBeVisible();
  await shot(page, "jobs-expiry-recruiter-dashboard-1280");
});

test("an admin rejects a pending job with a reason, which the list then shows", async ({ page, baseURL }) => {
  // A pending job of its own, with a title no demo job has: the search below finds exactly it.
  const title = `Threat Hunter ${Date.now()}`;
  await signInAs(page, DEMO.member);
  const submitted = await page.request.post("/api/jobs", {
    headers: { origin: baseURL! },
    data: {
      title,
      company: "Initech",
      location: "Porto, Portugal",
      jobBoardUrl: "https://initech.example.com/jobs/hunter",
      description: "Hunt threats across our fleet and write the detections.",
      skills: ["Threat Hunting"],
    },
  });
  expect(submitted.status()).toBe(201);
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/jobs?view=pending");
  await expect(page.getByRole("tab", { name: "Pending review" })).toHaveAttribute("aria-selected", "true");
  await cardWith(page, title, { role: "button", name: "Reject" }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this job" });
  await dialog.getByLabel("Reason (optional)").fill("The posting link is broken; please fix it and submit again.");
  await shot(page, "admin-jobs-reject-1280");
  await dialog.getByRole("button", { name: "Reject job" }).click();
  await expect(page.getByText("Job rejected")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: "All listings" }).click();
  await page.getByLabel("Search jobs").fill(title);
  await expect(page.getByRole("heading", { level: 2, name: title })).toHaveCount(1);
  await expect(page.getByText("Reason: The posting link is broken; please fix it and submit again.")).toHaveCount(1);
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("my submitted jobs and renewing fit a phone", async ({ page }) => {
    await signInAs(page, DEMO.recruiter);
    await page.goto("/jobs/mine");
    await expect(page.getByRole("heading", { name: "My submitted jobs" })).toBeVisible();
    await expect(jobWithStatus(page, "Rejected").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, "jobs-mine-375");
    await page.screenshot({ path: "e2e/screenshots/jobs-mine-375-top.png" });
    await jobWithStatus(page, "Approved")
      .first()
      .getByRole("button", { name: /^Renew/ })
      .click();
    await expect(page.getByText(/^Job renewed\./)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goto("/recruiter/dashboard");
    await expect(page.getByRole("heading", { name: "Recruiter Dashboard" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, "jobs-expiry-recruiter-dashboard-375");
    await page.getByRole("heading", { name: "Your Job Postings" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/screenshots/jobs-expiry-recruiter-dashboard-375-cards.png" });
  });
});
