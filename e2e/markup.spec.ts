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
