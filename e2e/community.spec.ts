import { expect } from "@playwright/test";
import { cardWith, DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

test("a member writes a formatted article; the admin approves; it shows first after the roadmap; comments work", async ({ page }) => {
  const title = `E2E secure headers ${Date.now()}`;
  await signInAs(page, DEMO.member);
  await page.goto("/blog/submit");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Please fill in all required fields").first()).toBeVisible();
  await page.getByLabel("Title").fill(title);
  const editor = page.getByRole("textbox", { name: "Article content" });
  await editor.click();
  await page.keyboard.type("Why ");
  const bold = page.getByRole("button", { name: "Bold" });
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("CSP");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" matters<script>alert(1)</script>");
  await shot(page, "blog-editor-1280");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByText("Article submitted successfully! It will be reviewed by an admin.")).toBeVisible();
  await page.getByRole("tab", { name: "My Articles" }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await signOut(page);

  await signInAs(page, DEMO.admin);
  await page.goto("/blog");
  await page.getByRole("tab", { name: "Pending Review" }).click();
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("link", { name: "Edit Article" }).click();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Article approved and published")).toBeVisible();
  await signOut(page);

  await page.goto("/blog");
  const titles = page.locator("main h3");
  await expect(titles.nth(0)).toHaveText(/AppSec Career Roadmap/);
  await expect(titles.nth(1)).toHaveText(title);
  await shot(page, "blog-1280");
  await page.getByRole("link", { name: title }).click();
  await expect(page.locator(".prose-article strong")).toHaveText("CSP");
  await expect(page.locator(".prose-article script")).toHaveCount(0);

  await signInAs(page, DEMO.supporter, undefined, page.url().replace(/^https?:\/\/[^/]+/, ""));
  await expect(page.getByRole("button", { name: "Post Comment" })).toBeDisabled();
  await page.getByLabel("Write a comment").fill("Nice article!");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Comment added successfully")).toBeVisible();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Edit comment").fill("Nice article, thanks!");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Comment updated successfully")).toBeVisible();
  await expect(page.getByText("Nice article, thanks!")).toBeVisible();
  await shot(page, "article-1280");
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("Comment deleted successfully")).toBeVisible();
});

test("a member registers for an event, finds it under My Events, and cancels", async ({ page }) => {
  await page.goto("/events");
  await cardWith(page, "Secure Code Review Dojo", { role: "button", name: "Register" }).click();
  await expect(page.getByText("Please sign in to register for events")).toBeVisible();
  await signInAs(page, DEMO.member);
  await page.goto("/events");
  await cardWith(page, "Secure Code Review Dojo", { role: "button", name: "Register" }).click();
  await expect(page.getByText("You've successfully registered for this event!")).toBeVisible();
  await page.getByRole("tab", { name: "My Events" }).click();
  await expect(page.getByRole("heading", { name: "Secure Code Review Dojo" })).toBeVisible();
  await shot(page, "events-1280");
  await cardWith(page, "Secure Code Review Dojo", { role: "button", name: "Cancel Registration" }).click();
  await expect(page.getByText("You've unregistered from this event")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Secure Code Review Dojo" })).toHaveCount(0);
});

test("a member submits an offering", async ({ page }) => {
  await page.goto("/offerings");
  await expect(page.getByRole("link", { name: "Sign in to Submit" })).toHaveAttribute("href", "/login?redirect=%2Fofferings%2Fsubmit");
  await signInAs(page, DEMO.member, undefined, "/offerings/submit");
  await expect(page).toHaveURL(/\/offerings\/submit$/);
  await page.getByLabel("Title").fill("OWASP study group");
  await page.getByLabel("Description").fill("Weekly study group walking through the OWASP Cheat Sheets.");
  await page.getByRole("button", { name: "Submit Offering" }).click();
  await expect(page.getByText("Please select a valid category")).toBeVisible();
  await page.getByLabel("Category").click();
  await page.getByRole("option", { name: "Resources" }).click();
  await page.getByRole("button", { name: "Submit Offering" }).click();
  await expect(page.getByText("Your offering has been submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/offerings$/);
  await expect(page.getByRole("heading", { name: "OWASP study group" })).toBeVisible();
  await shot(page, "offerings-1280");
});

test("contact and sponsor forms end in the outbox", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Subject must be at least 5 characters")).toBeVisible();
  await page.getByLabel("Name").fill("Casey Contact");
  await page.getByLabel("Email", { exact: true }).fill("casey@example.test");
  await page.getByLabel("Subject").fill("Speaking at an event");
  await page.getByLabel("Message").fill("I would love to give a talk on SSRF.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message has been sent! We'll be in touch soon.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");

  await page.goto("/sponsors");
  await shot(page, "sponsors-1280");
  await page.getByRole("button", { name: "Become a Sponsor" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await dialog.getByLabel("First name").fill("Sam");
  await dialog.getByLabel("Last name").fill("Sponsor");
  await dialog.getByLabel("Company name").fill("SecureCo");
  await dialog.getByLabel("Email").fill("sam@secureco.example");
  await dialog.getByLabel("Phone").fill("+1 555 0100");
  await dialog.getByLabel("Sponsorship tier").click();
  await page.getByRole("option", { name: "Gold Strategic Partners" }).click();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Sponsorship Interest Submitted")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const subjects = (await outbox(page)).map((m) => m.subject);
  expect(subjects).toContain("[Contact] Speaking at an event");
  expect(subjects).toContain("Sponsorship interest: SecureCo (gold)");
});

test("screenshots: about at 1280 px and the community pages at 375 px", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Join Our Community" })).toBeVisible();
  await shot(page, "about-1280");
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, heading, name] of [
    ["/blog", "Blog", "blog-375"],
    ["/blog/appsec-career-roadmap", "The AppSec Career Roadmap: From Zero to Your First Security Role", "article-375"],
    ["/events", "Events", "events-375"],
    ["/offerings", "Community Offerings", "offerings-375"],
    ["/sponsors", "Community Sponsors", "sponsors-375"],
    ["/about", "About Us", "about-375"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    await shot(page, name);
  }
  await signInAs(page, DEMO.member, undefined, "/blog/submit");
  await expect(page.getByRole("heading", { name: "Write an Article" })).toBeVisible();
  await shot(page, "blog-editor-375");
});
