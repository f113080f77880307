import { expect } from "@playwright/test";
import { DEMO, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

/**
 * Silence and suspend (docs/decisions/061), in a real browser: an admin suspends a member from
 * /admin/users; the member's open page fails closed at its next request, the sign-in page says until
 * when and why, and the member is mailed.
 */
test("an admin suspends a member; the member's open page fails closed and sign-in says why", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const email = `suspended-${Date.now()}@example.test`;
  const name = `Suspended Member ${Date.now() % 100000}`;
  const password = "Suspend-me-pass-42";
  expect((await page.request.post("/api/auth/sign-up/email", { data: { name, email, password } })).status()).toBe(200);

  // The member, signed in on a page of their own.
  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.252.0.9" } });
  const member = await memberContext.newPage();
  waitForHydration(member);
  await signInAs(member, email, password);
  await member.goto("/profile?tab=edit");
  await expect(member.getByRole("button", { name: "Save Profile" })).toBeVisible();
  await expect(member.getByRole("button", { name: "Account menu" }).first()).toBeVisible();

  // The admin suspends them for a week with a reason.
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/users");
  await page.getByRole("textbox", { name: "Search users" }).fill(email);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Suspend ${name}?` });
  await dialog.getByLabel("Duration").selectOption({ label: "1 week" });
  await dialog.getByLabel(/Reason/).fill("Harassment of another member");
  await shot(page, "restrictions-dialog-1280");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText(`${name} is suspended`)).toBeVisible();
  await expect(page.getByText(/^Suspended until /)).toBeVisible();
  await expect(page.getByRole("button", { name: `Lift: ${name} is suspended` })).toBeVisible();
  await shot(page, "restrictions-admin-users-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "restrictions-admin-users-375");

  // The member's open page (not reloaded): its next request is refused and the page goes to the login page.
  await member.getByRole("button", { name: "Save Profile" }).click();
  await expect(member).toHaveURL(/\/login/);
  expect((await member.request.get("/api/me")).status()).toBe(401);

  // Signing in again with the right password: refused, with until when and why.
  await member.getByLabel("Email", { exact: true }).fill(email);
  await member.getByLabel("Password", { exact: true }).fill(password);
  await member.getByRole("button", { name: "Log in" }).click();
  const alert = member.getByRole("alert").filter({ hasText: "Your account is suspended until" });
  await expect(alert).toContainText("Harassment of another member");
  await shot(member, "restrictions-sign-in-1280");
  await member.setViewportSize({ width: 375, height: 800 });
  await shot(member, "restrictions-sign-in-375");

  const mails = await outbox(page, email);
  expect(mails.some((m) => /suspended until/.test(m.subject) && m.text.includes("Harassment of another member"))).toBe(true);
  await memberContext.close();
});

test("a silenced member sees on their pages until when and why", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = `silenced-${Date.now()}@example.test`;
  const password = "Silence-me-pass-42";
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { name: "Silenced Member", email, password } });
  expect(signUp.status()).toBe(200);
  const { user } = (await signUp.json()) as { user: { id: string } };

  await signInAs(page, DEMO.admin);
  const res = await page.request.post(`/api/admin/users/${user.id}/restrictions`, {
    data: { kind: "silence", duration: "3d", reason: "Off-topic promotion in comments" },
    // A script's request: the same-origin rule asks for the Origin a browser would send.
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);

  const memberContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.252.0.10" } });
  const member = await memberContext.newPage();
  waitForHydration(member);
  await signInAs(member, email, password);
  const banner = member.getByRole("status").filter({ hasText: "Your account is silenced until" });
  await expect(banner).toContainText("Off-topic promotion in comments");
  await expect(banner).toContainText("You can read, but not post, comment, flag, book or apply.");
  await shot(member, "restrictions-silenced-banner-1280");
  await member.setViewportSize({ width: 375, height: 800 });
  await shot(member, "restrictions-silenced-banner-375");
  await memberContext.close();
});
