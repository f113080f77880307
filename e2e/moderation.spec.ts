import { expect, type Page } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

/**
 * The moderation journey (docs/decisions/034): submissions of two kinds reach one queue; an admin
 * approves a job and rejects an offering with a reason (both submitters mailed); a member flags a
 * comment; the staff log lists the decisions.
 */
const stamp = Date.now().toString(36);
const jobTitle = `Product Security Engineer ${stamp}`;
const offeringTitle = `Secure SDLC workshop ${stamp}`;
const commentText = `Cheap watches here ${stamp}`;

async function api(page: Page, path: string, data: unknown) {
  // Same-origin like the app's own requests (the server refuses cross-origin writes).
  const res = await page.request.post(path, { data, headers: { Origin: new URL(page.url()).origin } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test("admin works the review queue, a member flags a comment, the staff log shows the decisions", async ({ page }) => {
  // A recruiter submits a job and comments on an article; a member offers a workshop.
  await signInAs(page, DEMO.recruiter);
  await api(page, "/api/jobs", {
    title: jobTitle,
    company: "Acme Security",
    location: "Remote",
    jobBoardUrl: "https://jobs.example.com/product-security",
    description: "Own product security reviews and threat models for our platform teams.",
    skills: ["Threat Modeling"],
  });
  const posts = (await (await page.request.get("/api/blog/posts")).json()) as { articles: { id: string; slug: string }[] };
  const article = posts.articles.find((a) => a.slug !== "appsec-career-roadmap") ?? posts.articles[0]!;
  await api(page, `/api/blog/articles/${article.id}/comments`, { content: commentText });
  await signOut(page);
  await signInAs(page, DEMO.member);
  await api(page, "/api/offerings", {
    title: offeringTitle,
    description: "A hands-on day on building security into the development lifecycle.",
    category: "Training",
    contactInfo: "workshops@example.test",
  });

  // The member flags the recruiter's comment from the article page.
  await page.goto(`/blog/${article.slug}`);
  await page
    .getByRole("button", { name: /Flag comment by/ })
    .first()
    .waitFor();
  // The thread is paged by 50 (docs/decisions/035): another journey may have filled the first page.
  const loadMore = page.getByRole("button", { name: "Load more comments" });
  while ((await page.getByText(commentText).count()) === 0 && (await loadMore.count()) > 0) await loadMore.click();
  const flagButton = page.locator("li").filter({ hasText: commentText }).getByRole("button", { name: /^Flag/ });
  await flagButton.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Spam").check();
  await dialog.getByLabel(/What is wrong/).fill("Advertising, not about security");
  await dialog.getByRole("button", { name: "Send flag" }).click();
  await expect(page.getByText("Thank you. A moderator will review it.")).toBeVisible();
  await signOut(page);

  // The admin's queue: both submissions, filterable by kind, counted on the menu.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/review");
  await expect(page.getByRole("heading", { name: "Review queue" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Review\s*\d+ waiting/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "moderation-review-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "moderation-review-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Every kind an admin reviews has its filter, edits of published articles included (docs/decisions/041).
  for (const label of [/^Jobs/, /^Offerings/, /^Articles/, /^Article edits/, /^Flagged comments/])
    await expect(page.getByRole("navigation", { name: "Filter by kind" }).getByRole("button", { name: label })).toBeVisible();
  await page.getByRole("navigation", { name: "Filter by kind" }).getByRole("button", { name: /^Jobs/ }).click();
  await expect(page).toHaveURL(/kind=job/);
  await page.getByRole("button", { name: `Approve ${jobTitle} at Acme Security` }).click();
  await expect(page.getByText(`Approved "${jobTitle} at Acme Security"`)).toBeVisible();

  await page
    .getByRole("navigation", { name: "Filter by kind" })
    .getByRole("button", { name: /^Offerings/ })
    .click();
  await page.getByRole("button", { name: `Reject ${offeringTitle}` }).click();
  const reject = page.getByRole("dialog");
  await reject.getByLabel("Reason (required)").fill("Please add the date, price and trainer's background");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText(`Rejected "${offeringTitle}"`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Reject ${offeringTitle}` })).toHaveCount(0);

  // Both submitters are mailed, the offering's author with the reason.
  const memberMail = (await outbox(page, DEMO.member)).find((m) => m.subject.includes(offeringTitle))!;
  expect(memberMail.text).toContain("Please add the date, price and trainer's background");
  expect((await outbox(page, DEMO.recruiter)).some((m) => m.subject === `Your job "${jobTitle}" is live`)).toBe(true);

  // The staff log lists both decisions; the CSV export is offered.
  await page.goto("/admin/log");
  const log = page.getByRole("list", { name: "Staff actions" });
  await expect(log.getByText("Please add the date, price and trainer's background")).toBeVisible();
  await expect(log.getByText("Approved").first()).toBeVisible();
  await page.locator("#log-action").selectOption("moderation.reject");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(log.getByText("Approved")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "CSV" })).toHaveAttribute("href", /action=moderation.reject/);
  await page.locator("#log-action").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  await shot(page, "moderation-log-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "moderation-log-375");
});
