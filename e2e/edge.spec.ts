import { expect, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, test } from "./fixtures";

/**
 * The edge: what a visitor without JavaScript (a slow phone before the script has run,
 * scripts blocked) can do to themselves. A form the browser submits on its own posts: nothing typed
 * ever lands in a URL (history, proxy and server logs).
 */
test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false, awaitHydration: false });

  /** Every URL the page went through (redirects included), to check none carries the password. */
  function urlsOf(page: Page) {
    const urls: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) urls.push(r.url());
    });
    page.on("framenavigated", (f) => urls.push(f.url()));
    return urls;
  }

  test("logging in before the app runs never puts the password in the URL", async ({ page }) => {
    const urls = urlsOf(page);
    await page.goto("/login?redirect=%2Fjobs");
    await page.getByLabel("Email", { exact: true }).fill(DEMO.member);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    const posts: number[] = [];
    page.on("response", (r) => {
      if (r.request().isNavigationRequest() && r.request().method() === "POST") posts.push(r.status());
    });
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForLoadState("load");
    for (const url of [...urls, page.url()]) {
      expect(url).not.toContain("password");
      expect(url).not.toContain(encodeURIComponent(DEMO.member));
      expect(url).not.toContain(DEMO_PASSWORD);
    }
    // Posted, and sent back to the login page as it was asked for.
    expect(posts).toEqual([303]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login?redirect=%2Fjobs");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  });

  test("every form of the public pages posts, and a post is sent back to its page", async ({ page }) => {
    for (const path of [
      "/",
      "/login",
      "/join",
      "/forgot-password",
      "/reset-password?token=x",
      "/contact",
      "/mentorship",
      "/candidates",
      "/jobs",
      "/jobs/submit",
      "/blog",
      "/events",
    ]) {
      await page.goto(path);
      const methods = await page.locator("form").evaluateAll((forms) => forms.map((f) => (f as HTMLFormElement).method));
      expect(methods.length, path).toBeGreaterThan(0);
      expect(methods, path).toEqual(methods.map(() => "post"));
    }
    const urls = urlsOf(page);
    await page.goto("/join");
    const join = page.locator("main form");
    await join.getByLabel("Email", { exact: true }).fill("someone-new@example.com");
    await join.getByLabel("Password", { exact: true }).fill("A-secret-passw0rd-1");
    await join.locator('button[type="submit"]').click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/join");
    for (const url of [...urls, page.url()]) expect(url).not.toContain("A-secret-passw0rd-1");
  });
});
