import { expect, type Page } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

/**
 * A direct staff action through the one flow (docs/decisions/057): an admin hides a member's comment
 * from the article page, giving a reason in a dialog; the author is mailed the reason and the staff log
 * names the comment with a link to its article.
 */
const stamp = Date.now().toString(36);
const commentText = `Buy followers now ${stamp}`;

async function api(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { Origin: new URL(page.url()).origin } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test("an admin hides a comment with a reason; the author is mailed and the staff log names it", async ({ page }) => {
  await signInAs(page, DEMO.member);
  const posts = (await (await page.request.get("/api/blog/posts")).json()) as { articles: { id: string; slug: string }[] };
  const article = posts.articles.find((a) => a.slug !== "appsec-career-roadmap") ?? posts.articles[0]!;
  await api(page, `/api/blog/articles/${article.id}/comments`, { content: commentText });
  await signOut(page);

  await signInAs(page, DEMO.admin);
  await page.goto(`/blog/${article.slug}`);
  const loadMore = page.getByRole("button", { name: "Load more comments" });
  await page.getByRole("heading", { name: /^Comments/ }).waitFor();
  while ((await page.getByText(commentText).count()) === 0 && (await loadMore.count()) > 0) await loadMore.click();
  const item = page.locator("li").filter({ hasText: commentText });
  await item.getByRole("button", { name: /^Hide the comment by/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^Hide the comment by/ })).toBeVisible();
  // No reason: the form says so and sends nothing.
  await dialog.getByRole("button", { name: "Hide comment" }).click();
  await expect(dialog.getByText("Give a reason")).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill("Advertising is not allowed in comments");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "staff-hide-comment-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "staff-hide-comment-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Hide comment" }).click();
  await expect(page.getByText("Comment hidden", { exact: true })).toBeVisible();
  await expect(item.getByText("Hidden by a moderator")).toBeVisible();

  const mail = (await outbox(page, DEMO.member)).find((m) => m.subject === "A moderator hid your comment")!;
  expect(mail.text).toContain("Advertising is not allowed in comments");

  await page.goto("/admin/log");
  const log = page.getByRole("list", { name: "Staff actions" });
  const row = log.getByRole("listitem").filter({ hasText: "Advertising is not allowed in comments" });
  await expect(row.getByText("Comment hidden")).toBeVisible();
  await expect(row.getByRole("link", { name: new RegExp(`Buy followers now ${stamp}`) })).toHaveAttribute("href", `/blog/${article.slug}`);
  await shot(page, "staff-log-named-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "staff-log-named-375");
});
