import { expect } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, signOut, test } from "./fixtures";

test("a visitor signs up, lands on / signed in with initials, finds the verification mail, and logs out", async ({ page }) => {
  const email = `newbie-${Date.now()}@example.test`;
  await page.goto("/join");
  await expect(page.getByRole("heading", { name: "Join the community" })).toBeVisible();
  await page.getByLabel("Full name").fill("Nina Newbie");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password-1");
  await page.getByLabel("Confirm password").fill("a-strong-password-1");
  await page.getByLabel("Title (optional)").fill("QA Engineer");
  await page.getByRole("checkbox").click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration successful! Please check your email for verification.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole("button", { name: "Account menu" });
  await expect(menu).toHaveText(email.slice(0, 2).toUpperCase());

  const mails = await outbox(page, email);
  expect(mails[0]?.subject).toMatch(/verify/i);
  expect(mails[0]?.text).toContain("/api/auth/verify-email?token=");

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});

test("a visitor opening /profile signs in and comes back to /profile", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await page.getByLabel("Email", { exact: true }).fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill("Demo-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("a wrong password shows the error and stays on /login", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(DEMO.member);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a member opening /admin is sent to /", async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You do not have permission to access this page")).toBeVisible();
});

test("an admin sees the Admin submenu with its six links", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Admin" }).click();
  for (const name of ["Dashboard", "Mentor Applications", "Events", "Jobs", "Contractor Requests", "Users"]) {
    await expect(page.getByRole("menuitem", { name, exact: true })).toBeVisible();
  }
  // Keyboard choice (also checks the submenu is keyboard-usable).
  await page.getByRole("menuitem", { name: "Users", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 - Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page.getByRole("heading", { name: "Break Into AppSec. Grow With Us." })).toBeVisible();
});

test("/membership and /pricing go to /", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/membership");
  await expect(page).toHaveURL(/\/$/);
});

test("the footer newsletter form: double opt-in, duplicates, one-click unsubscribe page", async ({ page }) => {
  const email = `reader-${Date.now()}@example.test`;
  await page.goto("/about");
  const footer = page.locator("footer");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thank you for subscribing! Please check your inbox and confirm your subscription.")).toBeVisible();
  // Toasts appear below the sticky header, never over its menus (a toast over "Account menu" kept the
  // pointer from it while hovering held the toast open).
  const clearOfHeader = async () => {
    const headerBox = (await page.locator("header").first().boundingBox())!;
    // Where the toast comes to rest (it slides in).
    await expect
      .poll(async () => (await page.locator("[data-sonner-toast]").first().boundingBox())?.y ?? -1, { timeout: 3000 })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  };
  await clearOfHeader();
  const [confirmMail] = await outbox(page, email);
  expect(confirmMail!.subject).toBe("Confirm your AppSec Community newsletter subscription");
  const confirmLink = new URL(confirmMail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("status")).toContainText(`You're subscribed as ${email}`);
  await shot(page, "newsletter-confirmed-1280");

  await page.setViewportSize({ width: 375, height: 800 });
  await footer.getByLabel("Email address").fill(email.toUpperCase());
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You're already subscribed to our newsletter!")).toBeVisible();
  await clearOfHeader();
  await shot(page, "toast-below-header-375");

  const welcome = (await outbox(page, email)).find((m) => m.subject === "You're subscribed to the AppSec Community newsletter")!;
  const leaveLink = new URL(welcome.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)![0]);
  await page.goto(leaveLink.pathname + leaveLink.search);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toContainText("You have been unsubscribed");
  await shot(page, "newsletter-unsubscribed-375");
});

test("admin: inbox with CSV export and offering review", async ({ page }) => {
  await signInAs(page, DEMO.admin, undefined, "/admin/inbox");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await page.getByRole("tab", { name: "Newsletter" }).click();
  await expect(page.getByText(/subscribers \(\d+ confirmed\)/)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  await shot(page, "admin-inbox-1280");
  await page.goto("/admin/offerings");
  await page.getByRole("tab", { name: "Approved" }).click();
  // An offering is decided once (decision 034): approved ones have no decision buttons; flags take them down.
  await expect(page.getByRole("tab", { name: "Approved", selected: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Hide|Reject) / })).toHaveCount(0);
  await shot(page, "admin-offerings-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/inbox");
  await shot(page, "admin-inbox-375");
});

test("screenshots: landing, login, join at 1280 px", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Break Into AppSec. Grow With Us." })).toBeVisible();
  await shot(page, "foundation-landing-1280");
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await shot(page, "foundation-login-1280");
  await page.goto("/join");
  await expect(page.getByRole("heading", { name: "Join the community" })).toBeVisible();
  await shot(page, "foundation-join-1280");
});

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a tap on Open menu as soon as the page is interactive opens the drawer, even when the menus load slowly", async ({ page }) => {
    // A slow phone: the menus' chunks arrive well after the entry (held here until the test lets them go).
    // The page must not turn interactive (html[data-hydrated]) with the server-rendered menu buttons still
    // inert (web/src/main.tsx hydrates only once they are there).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/assets\/(header-menus|account-menu)-[^/]*\.js$/, async (route) => {
      held++;
      await released;
      await route.continue();
    });
    const loading = page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expect.poll(() => held, { message: "the menus' chunks were asked for" }).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await loading;
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Menu" })).toBeVisible();
  });

  test("the drawer opens with Menu and the navigation, and closes after choosing", async ({ page }) => {
    await page.goto("/");
    await shot(page, "foundation-landing-375");
    // goto waits for html[data-hydrated], set only once the header's menus are React's (web/src/main.tsx).
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("heading", { name: "Menu" })).toBeVisible();
    await expect(drawer.getByText("Explore the AppSec Community")).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Join Now" })).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/foundation-drawer-375.png" });
    await drawer.getByRole("link", { name: "Job Board" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/login");
    await shot(page, "foundation-login-375");
    await page.goto("/join");
    await shot(page, "foundation-join-375");
  });
});
