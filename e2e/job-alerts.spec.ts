import { expect, type Page } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

/** Job alerts (docs/decisions/032-job-alerts.md): save a search on the board, a match is approved, the digest arrives. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a member saves a search from the board; a matching job is approved; the digest mails it once", async ({ page, baseURL }) => {
  const term = `quokkasec${Date.now()}`;
  const name = `Quokka alerts ${Date.now()}`;
  await signInAs(page, DEMO.member);
  await page.goto("/jobs");
  await page.getByLabel("Search").fill(term);
  // The search waits for typing to pause, then goes into the URL.
  await expect(page).toHaveURL(new RegExp(`search=${term}`));
  await page.getByRole("button", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue(term);
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByRole("radio", { name: "Daily" })).toBeChecked();
  await shot(page, "job-alerts-save-dialog-1280");
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved. You will get a daily e-mail when new jobs match it.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await shot(page, "job-alerts-board-1280");

  // A matching job is submitted and approved.
  const title = `Senior ${term} Engineer`;
  const submitted = await page.request.post("/api/jobs", {
    headers: { origin: baseURL! },
    data: {
      title,
      company: "Quokka Security",
      location: "Perth, Australia",
      jobBoardUrl: "https://quokka.example.com/jobs/1",
      description: "Secure the quokka platform end to end.",
      skills: ["OWASP"],
    },
  });
  expect(submitted.status()).toBe(201);
  const jobId = ((await submitted.json()) as { job: { id: string } }).job.id;
  await signOut(page);
  await signInAs(page, DEMO.admin);
  expect((await page.request.post(`/api/admin/jobs/${jobId}/approve`, { headers: { origin: baseURL! } })).status()).toBe(200);

  // The digest task runs (as the scheduler would) twice: one mail.
  for (let i = 0; i < 2; i++)
    expect((await page.request.post("/api/dev/alerts/run-digests", { headers: { origin: baseURL! } })).status()).toBe(200);
  const mails = (await outbox(page, DEMO.member)).filter((m) => m.subject === `1 new job for "${name}"`);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.text).toContain(title);
  expect(mails[0]!.text).toContain(`${baseURL}/jobs/${jobId}`);
  const stop = /Stop this alert: (\S+)/.exec(mails[0]!.text)![1]!;

  // The member manages it in the settings.
  await signOut(page);
  await signInAs(page, DEMO.member);
  await page.goto("/settings?tab=notifications");
  await expect(page.getByRole("heading", { name: "Job alerts" })).toBeVisible();
  const list = page.getByRole("list", { name: "Saved searches" });
  await expect(list.getByText(name)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Job alerts for my saved searches" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Account and security" })).toBeDisabled();
  await shot(page, "job-alerts-settings-1280");

  // The mail's link turns the alert off without signing in.
  await signOut(page);
  await page.goto(stop.replace(baseURL!, ""));
  await page.getByRole("button", { name: "Turn it off" }).click();
  await expect(page.getByRole("status").filter({ hasText: `The job alert "${name}" is turned off.` })).toBeVisible();
  await shot(page, "job-alerts-unsubscribed-1280");
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the save control and the notification settings fit a phone", async ({ page }) => {
    await signInAs(page, DEMO.member);
    await page.goto("/jobs?search=appsec");
    await page.getByRole("button", { name: "Show Filters" }).click();
    await expect(page.getByRole("button", { name: "Save this search" })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: "e2e/screenshots/job-alerts-board-375.png" });
    await page.getByRole("button", { name: "Save this search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save this search" });
    await dialog.getByRole("radio", { name: "Weekly" }).check();
    await page.screenshot({ path: "e2e/screenshots/job-alerts-save-dialog-375.png" });
    await dialog.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Search saved. You will get a weekly e-mail when new jobs match it.")).toBeVisible();
    await page.goto("/settings?tab=notifications");
    await expect(page.getByRole("list", { name: "Saved searches" }).getByText("appsec").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, "job-alerts-settings-375");
  });
});
