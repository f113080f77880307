import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { companies, companyMembers } from "../../db/schema";
import { signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { BASE_URL, setupTestContext } from "../../test/setup";
import { expectBreadcrumbs } from "./breadcrumbs.testing";
import { checkJobPosting } from "./job-posting.testing";

/**
 * Google for Jobs (docs/decisions/078-companies-and-job-postings.md): the JobPosting of a public-detail job's
 * page, parsed from the rendered page (JSON.parse of every ld+json script) and checked against Google's
 * required and recommended fields; the company pages' Organization markup, breadcrumbs and sitemap.
 */
const ctx = setupTestContext();
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
  writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
  app = createApp(ctx.deps, { webDist: dist });
});

const ldOf = async (path: string) => {
  const res = await app.request(path);
  const html = await res.text();
  return {
    status: res.status,
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    ld: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (m) => [JSON.parse(m[1]!)].flat() as Array<Record<string, unknown>>,
    ),
  };
};
const posting = async (path: string) => (await ldOf(path)).ld.find((x) => x["@type"] === "JobPosting");

async function acme() {
  const owner = await signedIn(ctx, "recruiter");
  const [c] = await ctx.deps.db
    .insert(companies)
    .values({ slug: "acme", name: "Acme Security", website: "https://acme.example.com", description: "We secure things." })
    .returning();
  await ctx.deps.db.insert(companyMembers).values({ companyId: c!.id, userId: owner.id, role: "owner", status: "approved" });
  return c!;
}

describe("JobPosting", () => {
  it("a remote public job of a company: passes the checker, with applicant countries, company, salary, HTML description", async () => {
    const company = await acme();
    const j = await createJob(ctx, {
      companyId: company.id,
      company: company.name,
      publicDetails: true,
      workplaceType: "remote",
      isRemote: true,
      country: "DE",
      city: "Berlin",
      applicantCountries: ["DE", "FR"],
      employmentType: "FULL_TIME",
      salaryMin: 70_000,
      salaryMax: 90_000,
      salaryCurrency: "EUR",
      salaryPeriod: "year",
      expiresAt: new Date("2099-01-01T00:00:00Z"),
      description: "Own the SDLC <script>alert(1)</script>.\n\nSecond & last paragraph.",
    });
    const p = (await posting(`/jobs/${j.id}`))!;
    expect(checkJobPosting(p)).toEqual({ missingRequired: [], missingRecommended: [] });
    expect(p).toMatchObject({
      hiringOrganization: {
        "@type": "Organization",
        name: "Acme Security",
        sameAs: "https://acme.example.com",
        url: `${BASE_URL}/companies/acme`,
      },
      jobLocation: { address: { addressCountry: "DE", addressLocality: "Berlin" } },
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "Germany" },
        { "@type": "Country", name: "France" },
      ],
      baseSalary: { currency: "EUR", value: { minValue: 70_000, maxValue: 90_000, unitText: "YEAR" } },
    });
    // Sanitized HTML: the recruiter's text escaped, in paragraphs.
    expect(p.description).toBe("<p>Own the SDLC &lt;script&gt;alert(1)&lt;/script&gt;.</p><p>Second &amp; last paragraph.</p>");
  });

  it("the company's logo is the hiringOrganization's logo (an absolute URL)", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const res = await owner.request("/api/companies", { json: { name: "Logo Co", slug: "logo-co" } });
    const { company } = (await res.json()) as { company: { id: string } };
    const sharp = (await import("sharp")).default;
    const form = new FormData();
    form.append(
      "logo",
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        ),
      ]),
      "l.png",
    );
    const { logoUrl } = (await (await owner.request("/api/companies/logo-co/logo", { body: form })).json()) as { logoUrl: string };
    const j = await createJob(ctx, { companyId: company.id, company: "Logo Co", publicDetails: true });
    expect((await posting(`/jobs/${j.id}`))!.hiringOrganization).toMatchObject({ name: "Logo Co", logo: `${BASE_URL}${logoUrl}` });
  });

  it("an old free-text job keeps working: the country read from its location, a valid posting", async () => {
    const j = await createJob(ctx, { publicDetails: true, location: "Munich, Germany", expiresAt: new Date("2099-01-01T00:00:00Z") });
    const p = (await posting(`/jobs/${j.id}`))!;
    expect(p.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Munich", addressCountry: "DE" },
    });
    expect(checkJobPosting(p).missingRequired).toEqual([]);
  });

  it("a fully remote job without an office: applicantLocationRequirements and TELECOMMUTE instead of jobLocation", async () => {
    const j = await createJob(ctx, {
      publicDetails: true,
      workplaceType: "remote",
      isRemote: true,
      location: "Remote",
      applicantCountries: ["US"],
    });
    const p = (await posting(`/jobs/${j.id}`))!;
    expect(p.jobLocation).toBeUndefined();
    expect(p).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [{ "@type": "Country", name: "United States" }],
    });
    expect(checkJobPosting(p).missingRequired).toEqual([]);
  });

  it("a job whose details are for members gets no JobPosting (decision 037 unchanged)", async () => {
    const company = await acme();
    const j = await createJob(ctx, { companyId: company.id, publicDetails: false });
    expect(await posting(`/jobs/${j.id}`)).toBeUndefined();
  });

  it("the checker itself refuses a posting without the required fields", () => {
    expect(checkJobPosting({ "@type": "JobPosting", title: "x" }).missingRequired).toEqual([
      "description",
      "datePosted",
      "hiringOrganization",
      "jobLocation or applicantLocationRequirements + jobLocationType",
    ]);
    expect(checkJobPosting({ "@type": "JobPosting", jobLocationType: "TELECOMMUTE" }).missingRequired).toContain(
      "jobLocation or applicantLocationRequirements + jobLocationType",
    );
  });
});

describe("company pages", () => {
  it("/companies/:slug: Organization markup and breadcrumbs; an unknown slug is a 404", async () => {
    await acme();
    const page = await ldOf("/companies/acme");
    expect(page.status).toBe(200);
    expect(page.title).toBe("Acme Security · Companies · AppSec Community");
    expect(page.ld.find((x) => x["@type"] === "Organization")).toMatchObject({
      name: "Acme Security",
      url: `${BASE_URL}/companies/acme`,
      sameAs: ["https://acme.example.com"],
      description: "We secure things.",
    });
    expectBreadcrumbs(page.ld, `${BASE_URL}/companies/acme`, [
      ["Companies", "/companies"],
      ["Acme Security", "/companies/acme"],
    ]);
    expect((await ldOf("/companies/nobody")).status).toBe(404);
  });

  it("the sitemap lists the companies' pages", async () => {
    await acme();
    const index = await (await app.request("/sitemap.xml")).text();
    expect(index).toContain(`${BASE_URL}/sitemaps/companies-1.xml`);
    const page = await (await app.request("/sitemaps/companies-1.xml")).text();
    expect(page).toContain(`<loc>${BASE_URL}/companies/acme</loc>`);
    expect(await (await app.request("/sitemaps/pages.xml")).text()).toContain(`<loc>${BASE_URL}/companies</loc>`);
    await ctx.deps.db.delete(companies).where(eq(companies.slug, "acme"));
  });
});
