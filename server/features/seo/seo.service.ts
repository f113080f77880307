import { excerptOf } from "@common/blog.schema";
import { isPagePath, paths } from "@common/paths";
import type { JobDto } from "@common/jobs.schema";
import { salaryPeriodInfo } from "@common/salary";
import type { AppDeps } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { getBySlug } from "../blog/blog.service";
import { listUpcoming } from "../events/events.service";
import { EVENT_CANCELLED_NOTICE } from "@common/events.schema";
import { getApprovedJob } from "../jobs/jobs.service";
import { getSentIssue } from "../newsletter/issues.service";
import { getCompanyById, getCompanyBySlug } from "../companies/companies.service";
import type { CompanyDto } from "@common/companies.schema";
import { countryFromText, countryName } from "@common/countries";
import { publicMentor } from "../mentorship/mentorship.service";
import { PAGE_TITLES, SITE_DESCRIPTION, SITE_NAME } from "@common/page-titles";
import { breadcrumbList, clip, type PageHead } from "./seo.head";
import { eventHead, eventJsonLd } from "./event-head";

type Deps = Pick<AppDeps, "db" | "config" | "scheduler">;

/** Pages that need a session, or are forms and account flows: never indexed. */
const PRIVATE = [
  /^\/(login|join|forgot-password|reset-password|unlock-sign-in|settings|dev\/mail)\/?$/,
  /^\/(profile|admin|recruiter)(\/|$)/,
  /^\/mentorship\/(book|apply)(\/|$)/,
  /^\/(offerings|blog|jobs)\/submit\/?$/,
  /^\/jobs\/mine\/?$/,
  /^\/blog\/edit\//,
  /^\/newsletter\/(confirm|unsubscribe)\/?$/, // token links
];

const absolute = (base: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`;
const notFoundHead = (base: string, pathname: string): PageHead => ({
  title: `Page not found · ${SITE_NAME}`,
  description: SITE_DESCRIPTION,
  canonical: `${base}${pathname}`,
  type: "website",
  noindex: true,
  status: 404,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isNotFound = (err: unknown) => err instanceof AppError && (err.code === "NOT_FOUND" || err.code === "VALIDATION_FAILED");

/**
 * The head of the page at `url`, as a visitor sees it: one indexed query at most, and never a field a
 * visitor may not see (a job's company, location and description stay out).
 */
export async function pageHead(deps: Deps, url: URL): Promise<PageHead> {
  const base = deps.config.baseUrl;
  const { pathname } = url;
  if (!isPagePath(pathname)) return notFoundHead(base, pathname);
  const canonical = `${base}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`;
  try {
    const article = /^\/blog\/([^/]+)\/?$/.exec(pathname);
    if (article && !["submit", "edit"].includes(article[1]!)) {
      const a = await getBySlug(deps.db, null, decodeURIComponent(article[1]!));
      const description = clip(excerptOf(a.content, 400)) || SITE_DESCRIPTION;
      return {
        title: `${a.title} · ${SITE_NAME}`,
        description,
        canonical,
        type: "article",
        image: absolute(base, a.imageUrl),
        status: 200,
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "Article",
            headline: clip(a.title, 110),
            description,
            datePublished: a.publishedAt ?? a.createdAt,
            dateModified: a.updatedAt,
            author: { "@type": "Person", name: a.author.fullName },
            publisher: { "@type": "Organization", name: SITE_NAME },
            mainEntityOfPage: canonical,
            ...(a.imageUrl ? { image: absolute(base, a.imageUrl) } : {}),
          },
          breadcrumbList(base, [
            ["Blog", paths.blog],
            [a.title, paths.blogPost(a.slug)],
          ]),
        ],
      };
    }
    const issue = /^\/newsletter\/([^/]+)\/?$/.exec(pathname);
    if (issue && !["confirm", "unsubscribe"].includes(issue[1]!)) {
      const i = await getSentIssue(deps.db, decodeURIComponent(issue[1]!));
      const description = clip(excerptOf(i.content, 400)) || SITE_DESCRIPTION;
      return {
        title: `${i.title} · Newsletter · ${SITE_NAME}`,
        description,
        canonical,
        type: "article",
        status: 200,
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "Article",
            headline: clip(i.title, 110),
            description,
            datePublished: i.sentAt,
            publisher: { "@type": "Organization", name: SITE_NAME },
            mainEntityOfPage: canonical,
          },
          breadcrumbList(base, [
            ["Newsletter", paths.newsletter],
            [i.title, paths.newsletterIssue(i.slug)],
          ]),
        ],
      };
    }
    const mentor = /^\/mentors\/([^/]+)\/?$/.exec(pathname);
    if (mentor) {
      const m = await publicMentor(deps.db, decodeURIComponent(mentor[1]!));
      const role = [m.title, m.company].filter(Boolean).join(" at ");
      const description = clip(m.bio || `${m.fullName} mentors on AppSec Community${role ? `: ${role}` : ""}.`);
      // Titles stay within 70 characters (what search results show): the role goes first when too long.
      const full = `${m.fullName}${role ? `, ${role}` : ""} · Mentor · ${SITE_NAME}`;
      return {
        title: full.length <= 70 ? full : `${m.fullName} · Mentor · ${SITE_NAME}`,
        description,
        canonical,
        type: "profile",
        image: absolute(base, m.avatarUrl),
        status: 200,
        // No AggregateRating although the page shows the mentor's rating: Google shows review snippets only for
        // a list of item types that does not include Person or ProfilePage (docs/decisions/085).
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "ProfilePage",
            url: canonical,
            mainEntity: {
              "@type": "Person",
              name: m.fullName,
              ...(m.title ? { jobTitle: m.title } : {}),
              ...(m.company ? { worksFor: { "@type": "Organization", name: m.company } } : {}),
              description,
              knowsAbout: m.expertise,
              url: canonical,
              ...(m.avatarUrl ? { image: absolute(base, m.avatarUrl) } : {}),
            },
          },
          breadcrumbList(base, [
            ["Mentorship", paths.mentorship],
            [m.fullName, paths.mentor(m.id)],
          ]),
        ],
      };
    }
    const jobPage = /^\/jobs\/([^/]+)\/?$/.exec(pathname);
    const jobId =
      pathname === paths.jobs
        ? url.searchParams.get("job")
        : jobPage && !["submit", "mine"].includes(jobPage[1]!)
          ? decodeURIComponent(jobPage[1]!)
          : null;
    if (jobId !== null && !UUID.test(jobId)) return notFoundHead(base, pathname);
    if (jobId) return await jobHead(deps, jobId);
    const companyPage = /^\/companies\/([^/]+)\/?$/.exec(pathname);
    if (companyPage) return await companyHead(deps, decodeURIComponent(companyPage[1]!));
    const eventPage = /^\/events\/([^/]+)\/?$/.exec(pathname);
    if (eventPage) {
      const id = decodeURIComponent(eventPage[1]!);
      return UUID.test(id) ? await eventHead(deps, id) : notFoundHead(base, pathname);
    }
    if (pathname === paths.events) {
      const events = (await listUpcoming(deps.db, null, "all")).events.slice(0, 20);
      // The notice a deleted event's mail links to (docs/decisions/072-event-itip.md): not indexed.
      const notice = url.searchParams.get("cancelled") === "1";
      return {
        ...PAGE_TITLES[paths.events]!,
        ...(notice ? { title: `Event cancelled · Events · ${SITE_NAME}`, description: EVENT_CANCELLED_NOTICE, noindex: true } : {}),
        canonical,
        type: "website",
        status: 200,
        // Each event's own page is its URL (docs/decisions/031-event-times-and-pages.md).
        jsonLd: events.map((e) => eventJsonLd(base, e)),
      };
    }
  } catch (err) {
    if (isNotFound(err)) return notFoundHead(base, pathname);
    throw err;
  }
  return plainHead(deps, url);
}

/**
 * The JobPosting's baseSalary (docs/decisions/073-salary-ranges.md): a MonetaryAmount in the job's currency
 * whose QuantitativeValue has the bounds given and the period as unitText (HOUR, MONTH, YEAR); none without a salary.
 */
export function jobBaseSalary(j: Pick<JobDto, "salaryMin" | "salaryMax" | "salaryCurrency" | "salaryPeriod">) {
  if ((j.salaryMin == null && j.salaryMax == null) || !j.salaryCurrency || !j.salaryPeriod) return {};
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: j.salaryCurrency,
      value: {
        "@type": "QuantitativeValue",
        ...(j.salaryMin != null ? { minValue: j.salaryMin } : {}),
        ...(j.salaryMax != null ? { maxValue: j.salaryMax } : {}),
        unitText: salaryPeriodInfo(j.salaryPeriod).unitText,
      },
    },
  };
}

/**
 * A job's page (`/jobs/:id`; the board's `?job=` points there as its canonical). Complete JobPosting
 * markup only when the recruiter made the company, location and description public (decision 037):
 * Google refuses a JobPosting without hiringOrganization, jobLocation and the full description, so a
 * job whose details are for members gets none rather than an invalid one.
 */
async function jobHead(deps: Deps, id: string): Promise<PageHead> {
  const base = deps.config.baseUrl;
  const j = await getApprovedJob(deps.db, null, id, deps.scheduler.now());
  const jobUrl = `${base}${paths.job(j.id)}`;
  const skills = j.skills.join(", ");
  const open = Boolean(j.publicDetails && j.company && j.description);
  const description = open
    ? clip(`${j.title} at ${j.company} (${j.location}). ${j.description}`)
    : clip(`${j.title}${skills ? ` — ${skills}` : ""}. Sign in to AppSec Community to see the company, location and full description.`);
  const breadcrumbs = breadcrumbList(base, [
    ["Jobs", paths.jobs],
    [j.title, paths.job(j.id)],
  ]);
  // The company is read only for complete markup (its hiringOrganization): one more indexed read.
  const company = open && j.companyId ? await getCompanyById(deps.db, j.companyId) : null;
  return {
    title: open ? `${j.title} at ${j.company} · Jobs · ${SITE_NAME}` : `${j.title} · Jobs · ${SITE_NAME}`,
    description,
    canonical: jobUrl,
    type: "website",
    status: 200,
    jsonLd: open ? [jobPostingJsonLd(base, j, company), breadcrumbs] : [breadcrumbs],
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A job's description as the HTML Google's JobPosting asks for: the plain text the recruiter wrote, every
 * character escaped (so nothing of it is markup), paragraphs on blank lines and line breaks kept.
 */
export function descriptionHtml(text: string) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * The JobPosting of a job whose details are public (docs/decisions/037, 073, 078): a structured address with
 * addressCountry on every location, TELECOMMUTE and the countries applicants may live in for remote jobs,
 * the hiring company with its logo and website, the salary, the description as HTML.
 */
export function jobPostingJsonLd(base: string, j: JobDto, company: CompanyDto | null) {
  const jobUrl = `${base}${paths.job(j.id)}`;
  const remote = j.workplaceType ? j.workplaceType === "remote" : Boolean(j.isRemote);
  // Jobs posted before the structured location: the country named at the end of the free text, if any.
  const country = j.country ?? countryFromText(j.location ?? "");
  const locality = j.city ?? (j.country ? null : j.location?.split(",")[0]?.trim() || null);
  // A remote job without an office named gets no jobLocation (Google: applicantLocationRequirements instead).
  const place = !remote || j.country || (!j.workplaceType && j.location);
  const applicantCountries = j.applicantCountries ?? [];
  const validThrough = j.expiresAt ?? undefined;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: j.title,
    description: descriptionHtml(j.description ?? ""),
    datePosted: j.datePosted,
    // When it leaves the board: its expires_at (approval and renewal set it). A job with none stays until taken
    // down, so its markup names no expiry: a date made up from datePosted would call a listed job expired.
    ...(validThrough ? { validThrough } : {}),
    identifier: { "@type": "PropertyValue", name: SITE_NAME, value: j.id },
    hiringOrganization: company
      ? {
          "@type": "Organization",
          name: company.name,
          ...(company.website ? { sameAs: company.website } : {}),
          url: `${base}${paths.company(company.slug)}`,
          ...(company.logoUrl ? { logo: absolute(base, company.logoUrl) } : {}),
        }
      : { "@type": "Organization", name: j.company },
    ...(place
      ? {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              ...(locality ? { addressLocality: locality } : {}),
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }
      : {}),
    ...(remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(remote && applicantCountries.length
      ? { applicantLocationRequirements: applicantCountries.map((c) => ({ "@type": "Country", name: countryName(c) })) }
      : {}),
    ...(j.employmentType ? { employmentType: j.employmentType } : j.isContractorRequest ? { employmentType: "CONTRACTOR" } : {}),
    ...(j.skills.length ? { skills: j.skills.join(", ") } : {}),
    ...jobBaseSalary(j),
    directApply: false,
    url: jobUrl,
  };
}

/** A company's page (docs/decisions/078): its Organization markup and breadcrumbs. */
async function companyHead(deps: Deps, slug: string): Promise<PageHead> {
  const base = deps.config.baseUrl;
  const c = await getCompanyBySlug(deps.db, slug);
  const url = `${base}${paths.company(c.slug)}`;
  const description = clip(c.description || `Application security jobs at ${c.name} on ${SITE_NAME}.`);
  const logo = absolute(base, c.logoUrl);
  return {
    title: `${c.name} · Companies · ${SITE_NAME}`,
    description,
    canonical: url,
    type: "website",
    image: logo,
    status: 200,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: c.name,
        url,
        description,
        ...(c.website ? { sameAs: [c.website] } : {}),
        ...(logo ? { logo } : {}),
      },
      breadcrumbList(base, [
        ["Companies", paths.companies],
        [c.name, paths.company(c.slug)],
      ]),
    ],
  };
}

/**
 * The page's head without its entity (no query): what a page whose own head took too long is sent
 * with (not cached), and every page that has no entity of its own.
 */
export function plainHead(deps: Pick<Deps, "config">, url: URL): PageHead {
  const base = deps.config.baseUrl;
  const { pathname } = url;
  if (!isPagePath(pathname)) return notFoundHead(base, pathname);
  const known = PAGE_TITLES[pathname.replace(/(.)\/$/, "$1")];
  return {
    title: known?.title ?? SITE_NAME,
    description: known?.description ?? SITE_DESCRIPTION,
    canonical: `${base}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`,
    type: "website",
    noindex: PRIVATE.some((r) => r.test(pathname)),
    status: 200,
  };
}
