import { expect, request as apiRequest, type Browser, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, outbox, shot, signInAs, test, waitForHydration } from "./fixtures";

/**
 * Careers (docs/decisions/078, 080, 082): a recruiter creates a company with a logo, a second recruiter asks
 * to join and is approved, the second one posts a remote public job with a salary as that company, and once
 * an admin approves it the job page carries Google for Jobs' JobPosting fields. A recruiter's saved
 * candidate search mails exactly one alert when a matching member fills their candidate profile.
 */

// A real 1×1 PNG: the server sniffs and re-encodes it (sharp), so a fake file would be refused.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

/** The JobPosting fields this journey reads (schema.org, as Google for Jobs documents them). */
type JobPostingLd = {
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  hiringOrganization: { "@type": string; name: string; logo?: string };
  jobLocationType?: string;
  applicantLocationRequirements: { "@type": string; name: string } | { "@type": string; name: string }[];
  baseSalary: { "@type": string; currency: string; value: { minValue: number; maxValue: number; unitText: string } };
};

async function apiAs(baseURL: string, email: string, password = DEMO_PASSWORD) {
  const ctx = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": `10.9.9.${email.length % 250}` },
  });
  expect((await ctx.post("/api/auth/sign-in/email", { data: { email, password } })).status()).toBe(200);
  return ctx;
}

/** A new member made a recruiter by an admin (with a reason, the staff flow); returns their sign-in. */
async function newRecruiter(baseURL: string, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}.${Date.now()}@example.test`;
  const password = "Recruit-me-pass-42";
  const anon = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "X-Forwarded-For": "10.9.8.1" } });
  const signUp = await anon.post("/api/auth/sign-up/email", { data: { name, email, password } });
  expect(signUp.status()).toBe(200);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  await anon.dispose();
  const admin = await apiAs(baseURL, DEMO.admin);
  const changed = await admin.put(`/api/admin/users/${userId}/role`, {
    data: { role: "recruiter", reason: "Recruits for a partner company" },
  });
  expect(changed.status()).toBe(200);
  await admin.dispose();
  return { email, password, name };
}

async function pageOf(browser: Browser, baseURL: string, client: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": client } });
  const page = await ctx.newPage();
  waitForHydration(page);
  return page;
}

test("a recruiter creates a company with a logo, a second recruiter joins and posts a remote salaried job: its JobPosting is complete", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const companyName = `Careers Corp ${stamp}`;
  const slug = `careers-corp-${stamp}`;
  const title = `E2E Remote AppSec Engineer ${stamp}`;

  // 1. The demo recruiter creates the company with its logo, through the form.
  await signInAs(page, DEMO.recruiter);
  await page.goto("/recruiter/companies");
  const form = page.getByRole("form", { name: "Create a company" });
  await form.getByLabel("Company name").fill(companyName);
  // Leaving the name fills the page address from it.
  await form.getByLabel("Website (optional)").click();
  await expect(form.getByLabel("Page address")).toHaveValue(slug);
  await form.getByLabel("Website (optional)").fill("https://careers-corp.example.com");
  await form.getByLabel("Description (optional)").fill("We build secure payment software and hire remote AppSec people.");
  await form.getByLabel("Logo (optional)").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: "Create company" }).click();
  await expect(page.getByText(`${companyName} was created. You can now post jobs as ${companyName}.`)).toBeVisible();
  const mine = page.getByRole("list", { name: "My companies" }).getByRole("listitem").filter({ hasText: companyName });
  await expect(mine.getByText("Owner", { exact: true })).toBeVisible();

  // The company page shows the logo (a stored, re-encoded image that loads).
  await page.goto(`/companies/${slug}`);
  await expect(page.getByRole("heading", { name: companyName, level: 1 })).toBeVisible();
  const logo = page.locator("main img").first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // 2. A second recruiter asks to join; the owner approves through the UI.
  const second = await newRecruiter(baseURL!, `Rita Recruiter ${stamp % 100000}`);
  const rpage = await pageOf(browser, baseURL!, "10.9.7.7");
  await signInAs(rpage, second.email, second.password);
  await rpage.goto(`/companies/${slug}`);
  await rpage.getByRole("button", { name: `Ask to recruit for ${companyName}` }).click();
  await expect(rpage.getByText(`You asked to recruit for ${companyName}. The owner will decide.`)).toBeVisible();
  await expect(rpage.getByText(`Your request to recruit for ${companyName} is waiting for the owner.`)).toBeVisible();

  await page.goto("/recruiter/companies");
  await page.getByRole("button", { name: `Approve ${second.name}` }).click();
  await expect(page.getByText("Request approved")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Members and requests" }).getByRole("listitem").filter({ hasText: second.name }),
  ).toContainText("(recruiter)");
  expect((await outbox(page, second.email)).length).toBeGreaterThan(0);

  // 3. The second recruiter posts a remote public job with a salary, as the company.
  await rpage.goto("/jobs/submit");
  await rpage.getByLabel("Job title").fill(title);
  await rpage.getByRole("combobox", { name: "Post as" }).click();
  await rpage.getByRole("option", { name: companyName }).click();
  await rpage.getByLabel("Location").fill("Remote");
  await rpage.getByLabel("Job posting URL").fill("https://careers-corp.example.com/jobs/appsec");
  await rpage.getByRole("combobox", { name: "Workplace type" }).click();
  await rpage.getByRole("option", { name: "Remote" }).click();
  await rpage.getByLabel("Countries applicants may live in").selectOption(["DE", "FR"]);
  await rpage.getByLabel("Description").fill("Own threat modelling and secure code review for our payment platform, fully remote.");
  await rpage.getByLabel("Skills", { exact: true }).fill("Threat Modeling");
  await rpage.keyboard.press("Enter");
  await rpage.getByLabel("Minimum salary").fill("70000");
  await rpage.getByLabel("Maximum salary").fill("90000");
  await rpage.getByRole("combobox", { name: "Salary currency" }).click();
  await rpage.getByRole("option", { name: "EUR", exact: true }).click();
  await rpage.getByRole("combobox", { name: "Salary period" }).click();
  await rpage.getByRole("option", { name: "per year" }).click();
  await rpage.getByLabel("Show all details to visitors").click();
  const posted = rpage.waitForResponse((r) => r.url().endsWith("/api/jobs") && r.request().method() === "POST");
  await rpage.getByRole("button", { name: "Submit Job" }).click();
  const res = await posted;
  expect(res.status()).toBe(201);
  const jobId = ((await res.json()) as { job: { id: string } }).job.id;
  await expect(rpage.getByText(/Job submitted successfully!/)).toBeVisible();
  await rpage.context().close();

  // 4. An admin approves it (the admin's review screen is covered by jobs.spec.ts).
  const admin = await apiAs(baseURL!, DEMO.admin);
  expect((await admin.post(`/api/admin/jobs/${jobId}/approve`, { data: {} })).status()).toBe(200);
  await admin.dispose();

  // 5. A visitor's job page: JobPosting with Google for Jobs' required fields, and those for a remote job.
  const visitor = await pageOf(browser, baseURL!, "10.9.6.6");
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.flatMap((b) => [JSON.parse(b)].flat() as Record<string, unknown>[]).find((x) => x["@type"] === "JobPosting") as
    JobPostingLd | undefined;
  if (!posting) throw new Error("the job page has no JobPosting");
  expect(posting.title).toBe(title);
  expect(posting.description).toContain("threat modelling");
  expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
  expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: companyName });
  expect(posting.hiringOrganization.logo).toMatch(/^https?:\/\/\S+$/);
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  const countries = [posting.applicantLocationRequirements].flat();
  expect(countries.every((c) => c["@type"] === "Country")).toBe(true);
  expect(countries.map((c) => c.name).sort()).toEqual(["France", "Germany"]);
  expect(posting.baseSalary).toMatchObject({ "@type": "MonetaryAmount", currency: "EUR" });
  expect(posting.baseSalary.value).toMatchObject({ minValue: 70000, maxValue: 90000, unitText: "YEAR" });
  // validThrough when the product sets an expiry; never an invalid date.
  if (posting.validThrough !== undefined) expect(Number.isNaN(Date.parse(posting.validThrough))).toBe(false);

  // The company page lists the open job; screenshots at desktop and phone width.
  await visitor.goto(`/companies/${slug}`);
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await shot(visitor, "careers-company-1280");
  await visitor.setViewportSize({ width: 375, height: 800 });
  await visitor.reload();
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await shot(visitor, "careers-company-375");
  await visitor.context().close();
});

test("a recruiter saves a candidate search with a filter; a matching member fills their profile; one alert mail arrives", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const place = `Reykjavik ${stamp}`;
  const recruiter = await newRecruiter(baseURL!, `Ada Alerts ${stamp % 100000}`);
  const alertName = `Iceland AppSec ${stamp % 100000}`;

  // The recruiter filters the directory by a location and saves the search.
  await signInAs(page, recruiter.email, recruiter.password);
  await page.goto(`/candidates?location=${encodeURIComponent(place)}`);
  await expect(page.getByLabel("Location", { exact: true })).toHaveValue(place);
  // A filter applies as soon as it is chosen (docs/decisions/082: when the candidate can start).
  await page.getByLabel("Available to start").selectOption("immediately");
  await expect(page).toHaveURL(/availability=immediately/);
  await expect(page.getByLabel("Available to start")).toHaveValue("immediately");
  await page.getByLabel("Alert name").fill(alertName);
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page.getByText("Search saved. We will mail you new matching candidates.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved candidate searches" })).toContainText(alertName);

  // Screenshots of the directory with filters (a location chosen; an experience band).
  await page.goto("/candidates?experience=3-5");
  await expect(page.getByLabel("Years of experience")).toHaveValue("3-5");
  await shot(page, "careers-candidates-1280");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await shot(page, "careers-candidates-375");
  await page.setViewportSize({ width: 1280, height: 800 });

  // A member signs up and fills their candidate profile in that place, open to work.
  const member = await pageOf(browser, baseURL!, "10.9.5.5");
  const memberEmail = `iris.iceland.${stamp}@example.test`;
  await member.goto("/join");
  await member.getByLabel("Full name").fill("Iris Iceland");
  await member.getByLabel("Email", { exact: true }).fill(memberEmail);
  await member.getByLabel("Password", { exact: true }).fill("a-strong-password-1");
  await member.getByLabel("Confirm password").fill("a-strong-password-1");
  await member.getByRole("checkbox").click();
  await member.getByRole("button", { name: "Create Account" }).click();
  await expect(member.getByRole("button", { name: "Account menu" }).first()).toBeVisible();
  await member.goto("/profile?tab=edit");
  await member.getByLabel("Title").fill("Application Security Engineer");
  await member.getByLabel("Location").fill(place);
  await member.getByLabel("Years of experience").fill("4");
  await member.getByLabel("Available to start").selectOption({ label: "Immediately" });
  await member.getByLabel("Open to work (listed in the candidates directory)").click();
  await member.getByRole("button", { name: "Save Profile" }).click();
  await expect(member.getByText("Profile updated successfully")).toBeVisible();
  await member.context().close();

  // The hourly task, run now by its dev trigger (twice: the second run sends nothing more).
  const run = async () =>
    (await page.request.post("/api/dev/candidates/run-alerts", { headers: { origin: baseURL! } })).json() as Promise<{ alerts: number }>;
  expect((await run()).alerts).toBeGreaterThanOrEqual(1);
  await run();
  const alerts = (await outbox(page, recruiter.email)).filter((m) => m.subject.includes(alertName));
  expect(alerts).toHaveLength(1);
  expect(alerts[0]!.subject).toBe(`1 new candidate for "${alertName}"`);
  expect(alerts[0]!.text).toContain("Iris Iceland");
  expect(alerts[0]!.text).toContain(`in ${place.toLowerCase()}, available immediately`);
});
