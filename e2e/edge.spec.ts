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

  test("search forms GET with the term in the URL, and the server-rendered page answers it", async ({ page }) => {
    const cases = [
      { path: "/mentorship", box: "Search mentors", term: "Terraform", param: "q", found: "Jonas Berg", gone: "Bea Schmidt" },
      { path: "/candidates", box: "Search candidates", term: "Lukas", param: "q", found: "Lukas Meyer", gone: "Priya Raman" },
      {
        path: "/jobs",
        box: "Search",
        term: "Threat Modeling",
        param: "search",
        found: "Threat Modeling Specialist",
        gone: "Penetration Tester",
      },
    ];
    for (const c of cases) {
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.isNavigationRequest() && r.method() === "POST") posts.push(r.url());
      });
      await page.goto(c.path);
      await expect(page.getByText(c.gone).first(), c.path).toBeVisible();
      const box = page.getByRole("search").getByLabel(c.box, { exact: true });
      await box.fill(c.term);
      await box.press("Enter");
      await page.waitForURL((url) => url.searchParams.get(c.param) === c.term);
      expect(posts, c.path).toEqual([]);
      await expect(page.getByRole("search").getByLabel(c.box, { exact: true }), c.path).toHaveValue(c.term);
      await expect(page.getByText(c.found).first(), c.path).toBeVisible();
      await expect(page.getByText(c.gone), c.path).toHaveCount(0);
    }
  });

  test("every form of the public pages but the searches posts, and a post is sent back to its page", async ({ page }) => {
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
      const forms = await page
        .locator("form")
        .evaluateAll((all) => all.map((f) => ({ method: (f as HTMLFormElement).method, search: f.getAttribute("role") === "search" })));
      expect(forms.length, path).toBeGreaterThan(0);
      // Searches carry no secret: GET, so the term is in the URL and the server renders the answer.
      expect(forms, path).toEqual(forms.map((f) => ({ ...f, method: f.search ? "get" : "post" })));
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
