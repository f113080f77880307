import { expect, type Page } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, test } from "./fixtures";

/**
 * An admin writes an issue in the blog's editor, inserts an article with the picker, mails a test to
 * themselves, and sends it: every confirmed subscriber gets it exactly once, with one-click unsubscribe;
 * an unconfirmed address gets nothing. The archive shows it without JavaScript (docs/decisions/075).
 */
const stamp = Date.now().toString(36);
const title = `Community digest ${stamp}`;
const readers = [1, 2, 3].map((i) => `reader${i}-${stamp}@example.test`);
const unconfirmed = `pending-${stamp}@example.test`;

async function subscribe(page: Page, baseURL: string, email: string, confirm: boolean) {
  const res = await page.request.post("/api/newsletter", { data: { email }, headers: { origin: baseURL } });
  expect(res.status()).toBe(201);
  if (!confirm) return;
  const mail = (await outbox(page, email)).find((m) => m.subject === "Confirm your AppSec Community newsletter subscription")!;
  const token = /confirm\?token=([^\s&]+)/.exec(mail.text)![1]!;
  const ok = await page.request.post("/api/newsletter/confirm", {
    data: { token: decodeURIComponent(token) },
    headers: { origin: baseURL },
  });
  expect(ok.status()).toBe(200);
}

test("an admin composes and sends an issue; every confirmed subscriber gets it exactly once", async ({ page, baseURL, browser }) => {
  // One long journey (three subscriptions, compose, test, send, the archive without JavaScript).
  test.setTimeout(180_000);
  for (const r of readers) await subscribe(page, baseURL!, r, true);
  await subscribe(page, baseURL!, unconfirmed, false);

  await signInAs(page, DEMO.admin);
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Newsletter" })).toBeVisible();
  await page.getByRole("link", { name: "New issue" }).click();
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`community-digest-${stamp}`);
  await page.getByRole("textbox", { name: "Issue content" }).click();
  await page.keyboard.type("This month in the community.");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Insert article, event or job" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert from the site" });
  const articles = dialog.getByRole("region", { name: "Recent articles" });
  const firstInsert = articles.getByRole("button", { name: /^Insert / }).first();
  const articleTitle = ((await firstInsert.getAttribute("aria-label")) ?? "").replace(/^Insert /, "");
  await firstInsert.click();
  await expect(page.getByRole("textbox", { name: "Issue content" }).getByRole("link", { name: articleTitle })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Edit issue" })).toBeVisible();

  // The preview as a mail and as the web page; a test to the admin only.
  await expect(page.getByTitle("Mail preview")).toBeVisible();
  await page.getByRole("tab", { name: "As web page" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "newsletter-compose-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText("Test sent to your address.")).toBeVisible();
  expect((await outbox(page, DEMO.admin)).filter((m) => m.subject === `[Test] ${title}`)).toHaveLength(1);
  for (const r of readers) expect((await outbox(page, r)).filter((m) => m.subject === title)).toHaveLength(0);

  await page.getByRole("button", { name: "Send to subscribers" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("confirmed subscribers, once");
  await confirm.getByRole("button", { name: "Send now" }).click();
  await expect(page.getByRole("heading", { name: "Sent issue" })).toBeVisible();
  await expect(page.getByRole("definition").first()).toBeVisible();
  await shot(page, "newsletter-sent-1280");

  // Exactly once each, with the subscriber's own one-click unsubscribe; nothing for the unconfirmed address.
  for (const r of readers) {
    const mails = (await outbox(page, r)).filter((m) => m.subject === title);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("This month in the community.");
    expect(mails[0]!.text).toContain(articleTitle);
    expect(mails[0]!.text).toMatch(/Unsubscribe: \S+\/newsletter\/unsubscribe\?token=/);
  }
  expect((await outbox(page, unconfirmed)).filter((m) => m.subject === title)).toHaveLength(0);

  // Sending again is refused.
  const list = (await (await page.request.get("/api/admin/newsletter/issues")).json()) as { issues: { id: string; title: string }[] };
  const id = list.issues.find((i) => i.title === title)!.id;
  const again = await page.request.post(`/api/admin/newsletter/issues/${id}/send`, { headers: { origin: baseURL! } });
  expect(again.status()).toBe(409);
  for (const r of readers) expect((await outbox(page, r)).filter((m) => m.subject === title)).toHaveLength(1);

  // The archive, server-rendered: readable without JavaScript.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const plain = await visitor.newPage();
  await plain.goto(`${baseURL}/newsletter`);
  await plain.getByRole("link", { name: title }).click();
  await expect(plain.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText("This month in the community.")).toBeVisible();
  await plain.setViewportSize({ width: 375, height: 800 });
  await shot(plain, "newsletter-issue-no-js-375");
  const feed = await plain.request.get(`${baseURL}/newsletter/rss.xml`);
  expect(await feed.text()).toContain(`/newsletter/community-digest-${stamp}`);
  await visitor.close();
});
