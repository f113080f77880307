import { expect } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

test("an author saves a draft, submits, is rejected with a reason, edits, resubmits, is approved — each step mailed", async ({ page }) => {
  const title = `E2E draft journey ${Date.now()}`;
  await signInAs(page, DEMO.member, undefined, "/blog/submit");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Article content" }).click();
  await page.keyboard.type("First version of the text.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Draft saved. Submit it for review when it is ready.")).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/edit\//);
  const editUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("article-status")).toHaveText("Draft");
  expect((await outbox(page, "team@appsec.community")).some((m) => m.subject.includes(title))).toBe(false);

  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Article submitted for review")).toBeVisible();
  await expect
    .poll(async () => (await outbox(page, "team@appsec.community")).map((m) => m.subject))
    .toContain(`Article to review: ${title}`);
  await signOut(page);

  await signInAs(page, DEMO.admin, undefined, editUrl);
  await page.getByRole("button", { name: "Reject" }).click();
  await page.getByRole("button", { name: "Reject article" }).click();
  await expect(page.getByText("Please give a reason for the rejection")).toBeVisible();
  await page.getByLabel("Reason").fill("Please add a section on CSP reporting.");
  await shot(page, "blog-reject-dialog-1280");
  await page.getByRole("button", { name: "Reject article" }).click();
  await expect(page.getByText("Article rejected; the author was sent your reason")).toBeVisible();
  await signOut(page);

  const rejected = (await outbox(page, DEMO.member)).find((m) => m.subject === `Your article was not approved: ${title}`);
  expect(rejected?.text).toContain("Please add a section on CSP reporting.");
  expect(rejected?.text).toMatch(/http:\/\/[^\s]+\/blog\/edit\//);

  await signInAs(page, DEMO.member, undefined, editUrl);
  await expect(page.getByTestId("article-status")).toHaveText("Rejected");
  await expect(page.getByTestId("rejection-reason")).toContainText("Please add a section on CSP reporting.");
  await shot(page, "blog-rejected-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "blog-rejected-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("textbox", { name: "Article content" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Now with CSP reporting.");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Article submitted for review")).toBeVisible();
  await expect
    .poll(async () => (await outbox(page, "team@appsec.community")).map((m) => m.subject))
    .toContain(`Article resubmitted for review: ${title}`);
  await signOut(page);

  await signInAs(page, DEMO.admin, undefined, editUrl);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Article approved and published")).toBeVisible();
  await expect(page.locator(".prose-article")).toContainText("Now with CSP reporting.");

  // Every mail is readable in the dev outbox page.
  await page.goto(`/dev/mail?to=${encodeURIComponent(DEMO.member)}`);
  await expect(page.getByRole("heading", { name: `Your article was approved: ${title}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Your article was not approved: ${title}` })).toBeVisible();
});
