import { expect, type Page } from "@playwright/test";
import { DEMO, hydrated, shot, signInAs, test } from "./fixtures";

/**
 * Public pages come server-rendered for visitors (docs/decisions/024): readable without JavaScript
 * (crawlers, link previews, a slow phone before the script has run), then hydrated into the app.
 */
type Json = Record<string, unknown>;
const getJson = async (page: Page, path: string) => (await (await page.request.get(path)).json()) as Json;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, awaitHydration: false });

  test("the landing page, the job board, the mentors and an article are all there", async ({ page }) => {
    const jobs = (await getJson(page, "/api/jobs")).jobs as { title: string }[];
    const mentors = (await getJson(page, "/api/mentors")).mentors as { id: string; fullName: string }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(mentors.length).toBeGreaterThan(0);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Break Into AppSec. Grow With Us." })).toBeVisible();
    // The header's menus need the script: without it, every section is a plain link.
    const sections = page.getByRole("navigation", { name: "Sections" });
    for (const name of ["Blog", "Mentorship", "Job Board", "Events", "Sponsors & Supporters", "Log in", "Join"])
      await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "ssr-home-no-js-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 2, name: jobs[0]!.title }).first()).toBeVisible();
    await expect(page.getByText("Login to view company/location").first()).toBeVisible();
    await expect(page.getByText(/\d+ jobs? found/)).toBeVisible();
    await shot(page, "ssr-jobs-no-js-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "ssr-jobs-no-js-375");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto("/mentorship");
    await expect(page.getByText(mentors[0]!.fullName).first()).toBeVisible();
    await page.goto(`/mentors/${mentors[0]!.id}`);
    await expect(page.getByRole("heading", { name: mentors[0]!.fullName }).first()).toBeAttached();
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();

    await page.goto("/blog/appsec-career-roadmap");
    const { article } = (await getJson(page, "/api/blog/posts/appsec-career-roadmap")) as { article: { title: string } };
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await shot(page, "ssr-article-no-js-1280");
  });

  test("a visitor's rendered board shows what the API shows a visitor: no company, no location", async ({ page }) => {
    const jobs = (await getJson(page, "/api/jobs")).jobs as Json[];
    expect(jobs[0]).not.toHaveProperty("company");
    const res = await page.goto("/jobs");
    const html = (await res!.text()) as string;
    // The demo companies are in the database; none reaches a visitor's HTML.
    for (const company of ["Northwind Bank", "Contoso"]) expect(html).not.toContain(company);
  });
});

test("the rendered page hydrates without a mismatch or a console error, and then works as the app", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  const requests: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) requests.push(new URL(r.url()).pathname);
  });

  for (const path of [
    "/",
    "/jobs",
    "/mentorship",
    "/blog",
    "/blog/appsec-career-roadmap",
    "/events",
    "/offerings",
    "/candidates",
    "/login",
  ])
    await page.goto(path);
  expect(problems).toEqual([]);
  await expect(page.getByRole("navigation", { name: "Sections" })).toHaveCount(0);
  // The board, the mentors, the blog, an article and its comments, events, offerings and candidates came with their data: none was fetched again.
  const listed = ["/api/jobs", "/api/jobs/filters", "/api/mentors", "/api/blog/posts", "/api/events", "/api/offerings", "/api/candidates"];
  expect(requests.filter((p) => listed.includes(p) || p.startsWith("/api/blog/") || p.startsWith("/api/session"))).toEqual([]);

  // A mentor's page (its booking calendar is drawn after hydration: it depends on the reader's clock).
  const mentors = (await getJson(page, "/api/mentors")).mentors as { id: string; fullName: string }[];
  requests.length = 0;
  await page.goto(`/mentors/${mentors[0]!.id}`);
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  expect(requests.filter((p) => p.startsWith("/api/mentors"))).toEqual([]);
  expect(problems).toEqual([]);

  // The hydrated board filters as the app does.
  await page.goto("/jobs");
  const first = ((await getJson(page, "/api/jobs")).jobs as { title: string }[])[0]!.title;
  await page.getByLabel("Search").fill(first);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("heading", { level: 2, name: first }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("before hydration", () => {
  test.use({ awaitHydration: false });

  test("a form submitted before the app has taken over is held, not sent as a GET with its fields in the URL", async ({ page }) => {
    // The app's script never arrives: the page stays as the server rendered it.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Email address").first().fill("held@example.com");
    // Records how the submission ended once the page's own (capturing) listener has seen it.
    await page.evaluate(() =>
      document.addEventListener("submit", (e) =>
        document.documentElement.setAttribute("data-e2e-submit", e.defaultPrevented ? "held" : "sent"),
      ),
    );
    await page.getByRole("button", { name: "Subscribe" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("data-e2e-submit", "held");
    expect(page.url()).not.toContain("held%40example.com");
    expect(new URL(page.url()).search).toBe("");
  });
});

test("a signed-in member's pages are not server-rendered: no visitor page or state is sent to them", async ({ page }) => {
  await signInAs(page, DEMO.member);
  const html = await (await page.request.get("/jobs")).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain("ssr-state");
  await page.goto("/jobs");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Account menu" }).first()).toBeVisible();
});

test.describe("a reader in another time zone than the server", () => {
  // Far enough from UTC that a job posted late in the UTC day shows another date there.
  test.use({ timezoneId: "Pacific/Kiritimati" });

  test("dates are rendered in UTC on the server and in the reader's zone after hydration, with no mismatch", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    page.on("pageerror", (e) => problems.push(e.message));
    for (const path of ["/jobs", "/blog", "/blog/appsec-career-roadmap"]) await page.goto(path);
    expect(problems).toEqual([]);
    // The roadmap was published on 1 January 2026 at 00:00 UTC: 14:00 the same day in Kiritimati (UTC+14).
    await expect(page.getByText(/By .+ · January 1, 2026/)).toBeVisible();
    // After hydration the board shows its dates in the reader's zone (UTC+14).
    const [job] = (await getJson(page, "/api/jobs")).jobs as { datePosted: string }[];
    const there = new Intl.DateTimeFormat("en-US", { timeZone: "Pacific/Kiritimati", month: "short", day: "numeric", year: "numeric" });
    await page.goto("/jobs");
    await expect(page.getByText(`Added ${there.format(new Date(job!.datePosted))}`).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
