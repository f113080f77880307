import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { DEMO, signInAs, test } from "./fixtures";

/**
 * Markup that browsers, crawlers and assistive technology can rely on (decision 037):
 * - the server-rendered HTML of every public page type validates with html-validate (0 errors; the
 *   style-only rules it turns off are listed and explained in .htmlvalidate.json's neighbour,
 *   docs/decisions/037-public-job-pages-and-valid-markup.md);
 * - axe finds no critical or serious WCAG 2.1 A/AA violation on 20 pages at 1280 and 375 px.
 */
type Json = Record<string, unknown>;
const getJson = async (page: Page, path: string) => (await (await page.request.get(path)).json()) as Json;

/** One URL of each public page type, the entities taken from the seeded demo data. */
async function publicPages(page: Page): Promise<string[]> {
  const jobs = (await getJson(page, "/api/jobs")).jobs as { id: string }[];
  const mentors = (await getJson(page, "/api/mentors")).mentors as { id: string }[];
  const articles = (await getJson(page, "/api/blog/posts")).articles as { slug: string }[];
  return [
    "/",
    "/jobs",
    `/jobs/${jobs[0]!.id}`,
    "/mentorship",
    `/mentors/${mentors[0]!.id}`,
    "/mentorship/apply",
    "/blog",
    `/blog/${articles[0]!.slug}`,
    "/events",
    "/offerings",
    "/candidates",
    "/sponsors",
    "/about",
    "/contact",
    "/login",
    "/join",
    "/privacy",
    "/terms",
    "/resources",
    "/membership",
  ];
}

test("every public page type is valid HTML as the server sends it", async ({ page }) => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  const urls = await publicPages(page);
  for (const url of urls) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    const report = await validator.validateString(await res.text(), `${url}.html`);
    for (const m of report.results.flatMap((r) => r.messages))
      problems.push(`${url} ${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`);
  }
  expect(urls.length).toBeGreaterThanOrEqual(20);
  expect(problems).toEqual([]);
});

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${page.url()} [${v.impact}] ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const width of [1280, 375]) {
  test(`axe: no critical or serious violations on 20 pages at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    const visitorPages = (await publicPages(page)).slice(0, 14);
    for (const url of visitorPages) {
      await page.goto(url);
      found.push(...(await seriousViolations(page)));
    }
    // Signed-in pages: a member's and an admin's.
    await signInAs(page, DEMO.admin);
    for (const url of ["/profile", "/settings", "/jobs/submit", "/admin", "/admin/jobs", "/admin/users"]) {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      found.push(...(await seriousViolations(page)));
    }
    expect(visitorPages.length + 6).toBe(20);
    expect(found).toEqual([]);
  });
}

/** The BreadcrumbList a page's server-rendered head carries, read as a crawler reads it. */
async function breadcrumbs(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) =>
    [JSON.parse(m[1]!)].flat(),
  );
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const lists = blocks.filter((b: Json) => b["@type"] === "BreadcrumbList") as Json[];
  expect(lists, path).toHaveLength(1);
  expect(lists[0]!["@context"]).toBe("https://schema.org");
  const items = lists[0]!.itemListElement as { "@type": string; position: number; name: string; item: string }[];
  expect(items.map((i) => i["@type"])).toEqual(items.map(() => "ListItem"));
  expect(items.map((i) => i.position)).toEqual(items.map((_, n) => n + 1));
  for (const i of items) {
    expect(i.name.trim().length, path).toBeGreaterThan(0);
    expect(new URL(i.item).origin, path).toBe(new URL(canonical!).origin);
  }
  expect(items.at(-1)!.item, path).toBe(canonical);
  return items.map((i) => [i.name, new URL(i.item).pathname]);
}

test("articles and events carry BreadcrumbList JSON-LD (section, then the page), like jobs and mentors (decision 044)", async ({
  page,
}) => {
  await page.goto("/");
  const article = ((await getJson(page, "/api/blog/posts")).articles as { slug: string; title: string }[])[0]!;
  const event = ((await getJson(page, "/api/events")).events as { id: string; title: string }[])[0]!;
  const job = ((await getJson(page, "/api/jobs")).jobs as { id: string; title: string }[])[0]!;
  expect(await breadcrumbs(page, `/blog/${article.slug}`)).toEqual([
    ["Blog", "/blog"],
    [article.title, `/blog/${article.slug}`],
  ]);
  expect(await breadcrumbs(page, `/events/${event.id}`)).toEqual([
    ["Events", "/events"],
    [event.title, `/events/${event.id}`],
  ]);
  expect(await breadcrumbs(page, `/jobs/${job.id}`)).toEqual([
    ["Jobs", "/jobs"],
    [job.title, `/jobs/${job.id}`],
  ]);
});

/** Visits each path and reads the title the app gives it (set after the route matched). */
async function titlesOf(page: Page, expected: Record<string, string>) {
  for (const [path, title] of Object.entries(expected)) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${title} · AppSec Community`);
  }
  expect(new Set(Object.values(expected)).size).toBe(Object.keys(expected).length);
}

test("every signed-in page has a title of its own, a member's and an admin's (WCAG page titled, decision 044)", async ({ page }) => {
  await signInAs(page, DEMO.member);
  await titlesOf(page, {
    "/profile": "Your profile",
    "/settings": "Billing · Settings",
    "/settings?tab=notifications": "Notifications · Settings",
    "/settings?tab=security": "Security · Settings",
    "/jobs/mine": "My jobs · Jobs",
    "/jobs/submit": "Submit a job · Jobs",
    "/blog/submit": "Write an article · Blog",
    "/offerings/submit": "Submit an offering · Offerings",
    "/mentorship/apply": "Apply to mentor · Mentorship",
  });
  // A tab changed in place retitles the page.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page).toHaveTitle("Calendar · Settings · AppSec Community");
  await page.screenshot({ path: "/tmp/shots/pages/settings-member-1280.png" });

  await page.context().clearCookies();
  await signInAs(page, DEMO.admin);
  await titlesOf(page, {
    "/admin": "Dashboard · Admin",
    "/admin/users": "Users · Admin",
    "/admin/jobs": "Job listings · Admin",
    "/admin/events": "Events · Admin",
    "/admin/mentor-applications": "Mentor applications · Admin",
    "/admin/contractor-requests": "Contractor requests · Admin",
    "/admin/vendors": "Vendors · Admin",
    "/admin/companies": "Companies · Admin",
    "/admin/offerings": "Offerings · Admin",
    "/admin/inbox": "Inbox · Admin",
    "/admin/review": "Review queue · Admin",
    "/admin/log": "Staff log · Admin",
    "/recruiter/dashboard": "Dashboard · Recruiter",
  });
  // Client navigation retitles too: from the admin dashboard to the users page through a link.
  await page.goto("/admin");
  await page.getByRole("link", { name: /users/i }).first().click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page).toHaveTitle("Users · Admin · AppSec Community");
  await page.screenshot({ path: "/tmp/shots/pages/admin-users-1280.png" });
});
