import { expect, request as apiRequest } from "@playwright/test";
import sharp from "sharp";
import { DEMO, DEMO_PASSWORD, outbox, shot, signInAs, signOut, test } from "./fixtures";

// docs/decisions/035 and 041: a published article stays live while its edit waits; images through the editor; paged comments.

test("author edits a published article: visitors keep the old text until an admin approves; an image goes in through the editor dialog", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `E2E revision ${Date.now()}`;
  // The member writes and submits; the admin publishes.
  await signInAs(page, DEMO.member, undefined, "/blog/submit");
  await page.getByLabel("Title").fill(title);
  await page.getByRole("textbox", { name: "Article content" }).click();
  await page.keyboard.type("The published text about threat modeling.");

  // Image button → dialog; alt text is required, then the image is uploaded to our storage and inserted.
  await page.getByRole("button", { name: "Image", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await expect(dialog).toBeVisible();
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Image file").setInputFiles({ name: "diagram.png", mimeType: "image/png", buffer: png });
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog.getByText("Please describe the image")).toBeVisible();
  await shot(page, "blog-image-dialog-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "blog-image-dialog-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel("Description (alt text)").fill("Data-flow diagram of the login service");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  const inserted = page.locator(".prose-article img");
  await expect(inserted).toHaveAttribute("src", /^\/api\/files\/public\/articles\/[0-9a-f]{32}\.webp$/);
  await expect(inserted).toHaveAttribute("alt", "Data-flow diagram of the login service");
  await shot(page, "blog-editor-with-image-1280");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Article submitted successfully! It will be reviewed by an admin.")).toBeVisible();
  await signOut(page);

  await signInAs(page, DEMO.admin, undefined, "/blog");
  const pending = (await (await page.request.get("/api/blog/pending")).json()) as {
    articles: { id: string; slug: string; title: string }[];
  };
  const article = pending.articles.find((a) => a.title === title)!;
  await page.goto(`/blog/edit/${article.id}`);
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Article approved and published")).toBeVisible();
  await signOut(page);

  // The image is served from our storage, as a re-encoded WebP.
  const visitor = await browser.newContext({ baseURL });
  const vpage = await visitor.newPage();
  await vpage.goto(`/blog/${article.slug}`);
  await expect(vpage.getByRole("img", { name: "Data-flow diagram of the login service" })).toBeVisible();
  const src = await vpage.getByRole("img", { name: "Data-flow diagram of the login service" }).getAttribute("src");
  const img = await vpage.request.get(src!);
  expect(img.headers()["content-type"]).toBe("image/webp");

  // The author edits the published article: "Edit pending review", the visitor still reads the published text.
  await signInAs(page, DEMO.member, undefined, `/blog/edit/${article.id}`);
  await page.getByLabel("Title").fill(`${title} (revised)`);
  await page.getByRole("textbox", { name: "Article content" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Revised paragraph on STRIDE.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Edit saved; the published version stays online until it is approved")).toBeVisible();
  await expect(page.getByTestId("edit-pending")).toContainText("Edit pending review");
  await expect(page.getByTestId("article-status")).toHaveText("Published");
  await shot(page, "blog-edit-pending-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "blog-edit-pending-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);

  const res = await vpage.goto(`/blog/${article.slug}`);
  expect(res!.status()).toBe(200);
  await expect(vpage.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(vpage.locator(".prose-article")).toContainText("The published text about threat modeling.");
  await expect(vpage.locator(".prose-article")).not.toContainText("Revised paragraph");
  const feed = await vpage.request.get("/rss.xml");
  expect(await feed.text()).not.toContain("(revised)");

  // The admin approves the edit from the edit page; the visitor now reads the new text.
  await signInAs(page, DEMO.admin, undefined, `/blog/edit/${article.id}`);
  await expect(page.getByTestId("edit-pending")).toBeVisible();
  await page.getByRole("button", { name: "Approve edit" }).click();
  await expect(page.getByText("Edit approved: readers now see the new version")).toBeVisible();
  await vpage.goto(`/blog/${article.slug}`);
  await expect(vpage.getByRole("heading", { level: 1 })).toHaveText(`${title} (revised)`);
  await expect(vpage.locator(".prose-article")).toContainText("Revised paragraph on STRIDE.");

  // A second edit waits in the one review queue (docs/decisions/041) as an "Article edits" item with its
  // diff; the admin rejects it there with a reason: the published version stays, the author is mailed.
  await signOut(page);
  await signInAs(page, DEMO.member, undefined, `/blog/edit/${article.id}`);
  await page.getByLabel("Title").fill(`${title} (clickbait)`);
  await page.getByRole("textbox", { name: "Article content" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Buy our scanner now.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Edit saved; the published version stays online until it is approved")).toBeVisible();
  await signOut(page);
  await signInAs(page, DEMO.admin, undefined, "/admin/review");
  await page
    .getByRole("navigation", { name: "Filter by kind" })
    .getByRole("button", { name: /^Article edits/ })
    .click();
  await expect(page).toHaveURL(/kind=article_revision/);
  const itemTitle = `Edit: ${title} (clickbait)`;
  const item = page.getByRole("list", { name: "Pending items" }).getByRole("listitem").filter({ hasText: itemTitle }).first();
  const diff = item.getByTestId("revision-diff");
  await expect(diff.locator("del").first()).toHaveText(`${title} (revised)`);
  await expect(diff.locator("ins").first()).toHaveText(`${title} (clickbait)`);
  await expect(diff.getByRole("list", { name: "Changes to the text" })).toContainText("Buy our scanner now.");
  await expect(item.getByRole("link", { name: `Open ${itemTitle}` })).toHaveAttribute("href", `/blog/edit/${article.id}`);
  await shot(page, "review-article-edit-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "review-article-edit-375");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: `Reject ${itemTitle}` }).click();
  const reject = page.getByRole("dialog");
  await reject.getByLabel("Reason (required)").fill("Keep the title factual; no sales pitch.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText(`Rejected "${itemTitle}"`)).toBeVisible();
  await vpage.goto(`/blog/${article.slug}`);
  await expect(vpage.getByRole("heading", { level: 1 })).toHaveText(`${title} (revised)`);
  const mail = (await outbox(page, DEMO.member)).find((m) => m.subject === `Your edit was not approved: ${title} (clickbait)`);
  expect(mail?.text).toContain("Keep the title factual; no sales pitch.");
  // Both decisions on the edits are in the staff log.
  await page.goto("/admin/log");
  await expect(page.getByRole("list", { name: "Staff actions" }).getByText("Keep the title factual; no sales pitch.")).toBeVisible();

  // A long thread: the first 50 comments, then "Load more".
  for (const email of [DEMO.mentor, DEMO.recruiter, DEMO.supporter]) {
    const api = await apiRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL!, "X-Forwarded-For": `10.9.9.${email.length}` },
    });
    expect((await api.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
    for (let i = 0; i < 18; i++) {
      const r = await api.post(`/api/blog/articles/${article.id}/comments`, {
        data: { content: `Comment ${i + 1} from ${email.split("@")[0]}` },
      });
      expect(r.status()).toBe(201);
    }
    await api.dispose();
  }
  await vpage.goto(`/blog/${article.slug}`);
  const comments = vpage.locator("#comments li");
  await expect(comments).toHaveCount(50);
  await expect(vpage.getByRole("heading", { name: "Comments (50+)" })).toBeVisible();
  await vpage.getByRole("button", { name: "Load more comments" }).scrollIntoViewIfNeeded();
  await shot(vpage, "blog-comments-paged-1280");
  await vpage.setViewportSize({ width: 375, height: 800 });
  await shot(vpage, "blog-comments-paged-375");
  await vpage.setViewportSize({ width: 1280, height: 800 });
  await vpage.getByRole("button", { name: "Load more comments" }).click();
  await expect(comments).toHaveCount(54);
  await expect(vpage.getByRole("button", { name: "Load more comments" })).toHaveCount(0);
  await visitor.close();
});
