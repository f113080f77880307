import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobInputSchema } from "@common/jobs.schema";
import { formatSalary } from "@common/salary";
import { createApp } from "../../app";
import { jobs } from "../../db/schema";
import { errorOf, signedIn } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";

/** Salary ranges on jobs (docs/decisions/073-salary-ranges.md). */
const ctx = setupTestContext();

const validJob = {
  title: "Product Security Engineer",
  company: "Globex",
  location: "London, UK",
  jobBoardUrl: "https://globex.example.com/careers/1",
  description: "Help our engineers ship secure code with reviews and tooling.",
  skills: ["SAST", "Go"],
};
const salary = { salaryMin: 70_000, salaryMax: 90_000, salaryCurrency: "EUR", salaryPeriod: "year" };

/** Bad ranges: the field named and the spec-style message. */
const invalid: [Record<string, unknown>, string, string][] = [
  [{ ...salary, salaryMin: 95_000 }, "salaryMin", "Minimum salary must not exceed the maximum"],
  [{ ...salary, salaryCurrency: null }, "salaryCurrency", "Choose the currency of the salary"],
  [{ ...salary, salaryCurrency: "XYZ" }, "salaryCurrency", "Choose a currency from the list"],
  [{ ...salary, salaryPeriod: null }, "salaryPeriod", "Choose whether the salary is per hour, month or year"],
  [{ ...salary, salaryPeriod: "week" }, "salaryPeriod", "Choose hour, month or year"],
  [{ ...salary, salaryMin: 0 }, "salaryMin", "Minimum salary must be greater than zero"],
  [{ ...salary, salaryMax: -5 }, "salaryMax", "Maximum salary must be greater than zero"],
  [{ ...salary, salaryMin: 70_000.5 }, "salaryMin", "Minimum salary must be a whole number"],
  [{ ...salary, salaryMax: "lots" }, "salaryMax", "Maximum salary must be a number"],
  [{ ...salary, salaryMax: 20_000_000 }, "salaryMax", "Maximum salary must be at most 10,000,000 EUR a year"],
  // Scaled per period: 10,000,000 a year is 4,807 an hour.
  [{ salaryMin: 5_000, salaryCurrency: "USD", salaryPeriod: "hour" }, "salaryMin", "Minimum salary must be at most 4,807 USD an hour"],
];

describe("salary on submit and edit", () => {
  it("a submitted range is stored, with its yearly minimum", async () => {
    const m = await signedIn(ctx);
    const res = await m.request("/api/jobs", { json: { ...validJob, ...salary } });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(jobs);
    expect(row).toMatchObject({ ...salary, salaryYearlyMin: 70_000 });
    const hourly = await m.request("/api/jobs", { json: { ...validJob, salaryMin: 40, salaryCurrency: "USD", salaryPeriod: "hour" } });
    expect(hourly.status).toBe(201);
    const [h] = await ctx.deps.db.select().from(jobs).where(eq(jobs.salaryCurrency, "USD"));
    expect(h).toMatchObject({ salaryMin: 40, salaryMax: null, salaryYearlyMin: 83_200 });
    // A high-denomination currency has its own ceiling: 12,000,000 yen a year is an ordinary salary.
    expect(
      (await m.request("/api/jobs", { json: { ...validJob, salaryMin: 12_000_000, salaryCurrency: "JPY", salaryPeriod: "year" } })).status,
    ).toBe(201);
  });

  it("a bad range on submit: 400 with the field and its message, nothing written", async () => {
    const m = await signedIn(ctx);
    for (const [patch, field, message] of invalid) {
      const res = await m.request("/api/jobs", { json: { ...validJob, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await errorOf(res)).fields?.[field], JSON.stringify(patch)).toBe(message);
    }
    expect(await ctx.deps.db.select().from(jobs)).toHaveLength(0);
  });

  it("an edit sets, changes or clears the range; a bad one is a 400 that leaves the job as it was", async () => {
    const recruiter = await signedIn(ctx, "recruiter");
    const job = await createJob(ctx, { recruiterId: recruiter.id, ...salary, salaryCurrency: "GBP" });
    const edit = (body: Record<string, unknown>) => recruiter.request(`/api/recruiter/jobs/${job.id}`, { method: "PUT", json: body });
    expect((await edit({ ...validJob, ...salary, salaryMin: 3_000, salaryMax: 4_000, salaryPeriod: "month" })).status).toBe(200);
    const read = async () => (await ctx.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!;
    expect(await read()).toMatchObject({
      salaryMin: 3_000,
      salaryMax: 4_000,
      salaryCurrency: "EUR",
      salaryPeriod: "month",
      salaryYearlyMin: 36_000,
    });
    const before = await read();
    for (const [patch, field, message] of invalid) {
      const res = await edit({ ...validJob, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await errorOf(res)).fields?.[field], JSON.stringify(patch)).toBe(message);
    }
    expect(await read()).toEqual(before);
    expect((await edit(validJob)).status).toBe(200);
    expect(await read()).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: null,
      salaryPeriod: null,
      salaryYearlyMin: null,
    });
  });

  it("the database refuses a reversed range even past the API", async () => {
    await expect(createJob(ctx, { salaryMin: 10, salaryMax: 5, salaryCurrency: "EUR", salaryPeriod: "year" })).rejects.toThrow();
  });
});

describe("salary on the board", () => {
  it("visitors see the range (pay transparency) while company and location stay hidden", async () => {
    await createJob(ctx, { company: "SecretCorp", ...salary });
    const body = await (await ctx.request("/api/jobs")).json();
    expect(body.redacted).toBe(true);
    expect(body.jobs[0]).toMatchObject(salary);
    expect(body.jobs[0]).not.toHaveProperty("company");
    const detail = await (await ctx.request(`/api/jobs/${body.jobs[0].id}`)).json();
    expect(detail.job).toMatchObject(salary);
  });

  it("'Salary at least' compares the yearly minimum in the chosen currency (EUR by default)", async () => {
    const yearly = await createJob(ctx, { title: "Yearly", ...salary });
    const monthly = await createJob(ctx, { title: "Monthly", salaryMin: 8_000, salaryCurrency: "EUR", salaryPeriod: "month" }); // 96,000 a year
    const hourly = await createJob(ctx, { title: "Hourly", salaryMin: 30, salaryCurrency: "EUR", salaryPeriod: "hour" }); // 62,400 a year
    const dollars = await createJob(ctx, { title: "Dollars", salaryMin: 150_000, salaryCurrency: "USD", salaryPeriod: "year" });
    await createJob(ctx, { title: "No salary" });
    await createJob(ctx, { title: "Pending", ...salary, isApproved: false, isAdminReviewed: false });
    const ids = async (qs: string, viewer = ctx.request.bind(ctx)) => {
      const body = (await (await viewer(`/api/jobs?${qs}`)).json()) as { total: number; jobs: { id: string }[] };
      expect(body.total).toBe(body.jobs.length);
      return body.jobs.map((j) => j.id).sort();
    };
    expect(await ids("salaryAtLeast=65000")).toEqual([yearly.id, monthly.id].sort());
    expect(await ids("salaryAtLeast=60000&salaryCurrency=EUR")).toEqual([yearly.id, monthly.id, hourly.id].sort());
    expect(await ids("salaryAtLeast=90000")).toEqual([monthly.id]);
    expect(await ids("salaryAtLeast=100000&salaryCurrency=USD")).toEqual([dollars.id]);
    const member = await signedIn(ctx);
    expect(await ids("salaryAtLeast=90000&skill=OWASP", member.request)).toEqual([monthly.id]);
    expect((await ctx.request("/api/jobs?salaryAtLeast=-1")).status).toBe(400);
    expect((await ctx.request("/api/jobs?salaryAtLeast=1000&salaryCurrency=XYZ")).status).toBe(400);
  });

  it("the jobs feed says the salary", async () => {
    await createJob(ctx, { title: "Feed job", ...salary });
    const rss = await (await ctx.request("/jobs/rss.xml")).text();
    expect(rss).toContain("Salary: €70,000–90,000 a year");
  });
});

describe("salary in the job page's JobPosting", () => {
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), "appsec-web-"));
    writeFileSync(join(dist, "index.html"), readFileSync(new URL("../../../web/index.html", import.meta.url), "utf8"));
    app = createApp(ctx.deps, { webDist: dist });
  });
  const posting = async (id: string) => {
    const html = await (await app.request(`/jobs/${id}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat());
    return ld.find((x: { "@type": string }) => x["@type"] === "JobPosting");
  };

  it("baseSalary is a MonetaryAmount with the bounds and the period as unitText", async () => {
    const job = await createJob(ctx, { publicDetails: true, ...salary });
    expect((await posting(job.id)).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 70_000, maxValue: 90_000, unitText: "YEAR" },
    });
    const hourly = await createJob(ctx, { publicDetails: true, salaryMax: 60, salaryCurrency: "USD", salaryPeriod: "hour" });
    expect((await posting(hourly.id)).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", maxValue: 60, unitText: "HOUR" },
    });
    const none = await createJob(ctx, { publicDetails: true });
    expect(await posting(none.id)).not.toHaveProperty("baseSalary");
  });
});

describe("formatSalary and the schema", () => {
  it("formats ranges, single bounds and periods", () => {
    expect(formatSalary(salary)).toBe("€70,000–90,000 a year");
    expect(formatSalary({ salaryMin: 40, salaryCurrency: "USD", salaryPeriod: "hour" })).toBe("From $40 an hour");
    expect(formatSalary({ salaryMax: 5_000, salaryCurrency: "GBP", salaryPeriod: "month" })).toBe("Up to £5,000 a month");
    expect(formatSalary({ salaryCurrency: "EUR", salaryPeriod: "year" })).toBeNull();
  });

  it("no salary at all is valid and stored as nulls", () => {
    const parsed = jobInputSchema.parse(validJob);
    expect(parsed).toMatchObject({ salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null });
  });
});
