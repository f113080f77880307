import { expect } from "@playwright/test";
import { outbox, shot, test, waitForHydration } from "./fixtures";

/**
 * Sign-in protection (docs/decisions/055), in a real browser: after 20 failed sign-ins an account
 * refuses new clients only; the sign-in page says when to retry; the owner's browser still gets in,
 * and the mailed link lifts the pause from anywhere.
 */
test("a paused account: a new client is told when to retry, the owner's browser gets in, the mail's link lifts it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `paused-${Date.now()}@example.test`;
  const password = "Paused-account-pass-9";
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { name: "Paused Member", email, password } });
  expect(signUp.status()).toBe(200);

  // The owner signs in once from this browser: its address and device cookie become known.
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" }).first()).toBeVisible();
  await page.context().clearCookies({ name: /session/ });

  // 20 wrong guesses, each from its own address, form-encoded as a script would send them.
  for (let i = 0; i < 20; i++) {
    const res = await page.request.post("/api/auth/sign-in/email", {
      form: { email, password: "not-the-password" },
      // A script sets any Origin it likes; the same-origin guard only stops other sites' pages.
      headers: { "X-Forwarded-For": `10.250.1.${i + 1}`, Origin: baseURL! },
    });
    expect(res.status()).toBe(401);
  }

  // Someone else, new address and no cookie, with the right password: told when to retry.
  const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.251.0.7" } });
  const other = await stranger.newPage();
  waitForHydration(other);
  await other.goto("/login");
  await other.getByLabel("Email", { exact: true }).fill(email);
  await other.getByLabel("Password", { exact: true }).fill(password);
  await other.getByRole("button", { name: "Log in" }).click();
  const alert = other.getByRole("alert").filter({ hasText: "Too many sign-in attempts" });
  await expect(alert).toContainText(/Try again in 1[45] minutes \(at /);
  await expect(alert).toContainText("A device you signed in with before can still sign in.");
  await shot(other, "sign-in-paused-1280");
  await other.setViewportSize({ width: 375, height: 800 });
  await shot(other, "sign-in-paused-375");

  // The owner's browser still gets in.
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: "Account menu" }).first()).toBeVisible();

  // The mail's link, opened on the stranger's browser: the page asks first, the button lifts the pause.
  const [mail] = (await outbox(page, email)).filter((m) => m.subject === "Sign-in to your AppSec Community account paused");
  expect(mail?.text).toContain("Signing in from a device or network you used before still works");
  const link = /https?:\/\/\S+\/unlock-sign-in\?token=\S+/.exec(mail!.text)![0];
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(other.getByRole("heading", { name: "Resume signing in" })).toBeVisible();
  await expect(other).toHaveTitle("Resume signing in · AppSec Community");
  await shot(other, "unlock-sign-in-375");
  await other.setViewportSize({ width: 1280, height: 800 });
  await shot(other, "unlock-sign-in-1280");
  await other.getByRole("button", { name: "Resume signing in" }).click();
  await expect(other.getByRole("status")).toHaveText("Signing in works again.");
  await shot(other, "unlock-sign-in-done-1280");

  await other.getByRole("link", { name: "Log in" }).click();
  await other.getByLabel("Email", { exact: true }).fill(email);
  await other.getByLabel("Password", { exact: true }).fill(password);
  await other.getByRole("button", { name: "Log in" }).click();
  await expect(other.getByRole("button", { name: "Account menu" }).first()).toBeVisible();
  await stranger.close();
});
