import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  COMPANIES_PAGE_SIZE,
  COMPANY_TEXTS,
  companyDetailDtoSchema,
  adminCompanyListDtoSchema,
  companyListDtoSchema,
  companyMembersDtoSchema,
  myCompaniesDtoSchema,
} from "@common/companies.schema";
import { companies, companyMembers, files, jobs, mailOutbox, staffActions } from "../../db/schema";
import { errorOf, signedIn, type TestUser } from "../../test/factories";
import { createJob } from "../../test/job-factory";
import { setupTestContext } from "../../test/setup";
import { isCompanyRecruiter } from "./company-members";

/** Companies and who recruits for them (docs/decisions/078-companies-and-job-postings.md). */
const ctx = setupTestContext();

const acme = { name: "Acme Security", slug: "acme-security", website: "https://acme.example.com", description: "We secure things." };
const job = {
  title: "Application Security Engineer",
  location: "Berlin, Germany",
  jobBoardUrl: "https://acme.example.com/jobs/1",
  description: "Own the secure development lifecycle for our product teams.",
  skills: ["OWASP"],
};

async function companyOf(owner: TestUser, body = acme) {
  const res = await owner.request("/api/companies", { json: body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { company: { id: string; slug: string } }).company;
}
const mailsTo = (to: string) =>
  ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const png = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
function logoForm(bytes: Buffer, name = "logo.png") {
  const form = new FormData();
  form.append("logo", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe("the directory's pages", () => {
  it("lists the companies by name a page at a time, with the total; past the end is empty; a bad page is a 400", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const n = COMPANIES_PAGE_SIZE + 2;
    await ctx.deps.db
      .insert(companies)
      .values(
        Array.from({ length: n }, (_, i) => ({ name: `Company ${String(i).padStart(2, "0")}`, slug: `company-${i}`, createdBy: owner.id })),
      );
    const page = async (q: string) => {
      const res = await ctx.request(`/api/companies${q}`);
      expect(res.status, q).toBe(200);
      return companyListDtoSchema.parse(await res.json());
    };
    const first = await page("");
    expect(first).toMatchObject({ total: n, page: 1, pageSize: COMPANIES_PAGE_SIZE });
    expect(first.companies).toHaveLength(COMPANIES_PAGE_SIZE);
    expect(first.companies[0]!.name).toBe("Company 00");
    const second = await page("?page=2");
    expect(second.companies.map((c) => c.name)).toEqual([`Company ${COMPANIES_PAGE_SIZE}`, `Company ${COMPANIES_PAGE_SIZE + 1}`]);
    expect((await page("?page=3")).companies).toEqual([]);
    for (const q of ["?page=0", "?page=x", "?page=1.5"]) {
      const res = await ctx.request(`/api/companies${q}`);
      expect(res.status, q).toBe(400);
      expect((await errorOf(res)).fields?.page, q).toMatch(/^Page must be/);
    }
  });
});

describe("creating a company", () => {
  it("a recruiter creates a company and becomes its approved owner", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    expect(company.slug).toBe("acme-security");
    expect(await isCompanyRecruiter(ctx.deps.db, owner.id, company.id)).toBe(true);
    const mine = myCompaniesDtoSchema.parse(await (await owner.request("/api/me/companies")).json());
    expect(mine.companies).toMatchObject([{ slug: "acme-security", role: "owner", status: "approved" }]);
    // Public: anyone reads it.
    const anon = companyDetailDtoSchema.parse(await (await ctx.request("/api/companies/acme-security")).json());
    expect(anon).toMatchObject({ company: { name: "Acme Security", website: "https://acme.example.com" }, membership: null });
    expect(((await (await ctx.request("/api/companies")).json()) as { companies: unknown[] }).companies).toHaveLength(1);
  });

  it("anonymous 401, a member without the recruiter role 403; nothing written", async () => {
    expect((await ctx.request("/api/companies", { json: acme })).status).toBe(401);
    const member = await signedIn(ctx, "user");
    expect((await member.request("/api/companies", { json: acme })).status).toBe(403);
    expect(await ctx.deps.db.select().from(companies)).toHaveLength(0);
  });

  it("a taken slug is a 409 with the field, and nothing half-written", async () => {
    const owner = await signedIn(ctx, "recruiter");
    await companyOf(owner);
    const other = await signedIn(ctx, "recruiter");
    const res = await other.request("/api/companies", { json: { ...acme, name: "Another Acme" } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: "CONFLICT",
      message: COMPANY_TEXTS.slugTaken,
      fields: { slug: COMPANY_TEXTS.slugTaken },
    });
    expect(await ctx.deps.db.select().from(companies)).toHaveLength(1);
    expect(await ctx.deps.db.select().from(companyMembers).where(eq(companyMembers.userId, other.id))).toHaveLength(0);
  });

  it("bad input: 400 with the field", async () => {
    const owner = await signedIn(ctx, "recruiter");
    for (const [body, field] of [
      [{ ...acme, slug: "Not A Slug" }, "slug"],
      [{ ...acme, name: "" }, "name"],
      [{ ...acme, website: "javascript:alert(1)" }, "website"],
    ] as const) {
      const res = await owner.request("/api/companies", { json: body });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toHaveProperty(field);
    }
    expect(await ctx.deps.db.select().from(companies)).toHaveLength(0);
  });
});

describe("the logo", () => {
  it("the owner uploads an image: re-encoded to WebP, served publicly, the old one replaced", async () => {
    const owner = await signedIn(ctx, "recruiter");
    await companyOf(owner);
    const res = await owner.request("/api/companies/acme-security/logo", { body: logoForm(await png()) });
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    const served = await ctx.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(256);
    await owner.request("/api/companies/acme-security/logo", { body: logoForm(await png()) });
    expect((await ctx.deps.db.select().from(files)).filter((f) => f.key.startsWith("public/logos/"))).toHaveLength(1);
  });

  it("not an image (whatever its name) is a 415; nothing stored", async () => {
    const owner = await signedIn(ctx, "recruiter");
    await companyOf(owner);
    const res = await owner.request("/api/companies/acme-security/logo", {
      body: logoForm(Buffer.from("<svg onload=alert(1)>"), "logo.png"),
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ message: COMPANY_TEXTS.notImage, fields: { logo: COMPANY_TEXTS.notImage } });
    expect(await ctx.deps.db.select().from(files)).toHaveLength(0);
  });

  it("another recruiter (even an approved one) may not change it; an admin may", async () => {
    const owner = await signedIn(ctx, "recruiter");
    await companyOf(owner);
    const stranger = await signedIn(ctx, "recruiter");
    expect((await stranger.request("/api/companies/acme-security/logo", { body: logoForm(await png()) })).status).toBe(403);
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request("/api/companies/acme-security/logo", { body: logoForm(await png()) })).status).toBe(200);
  });
});

describe("joining a company", () => {
  async function pendingRequest() {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const asker = await signedIn(ctx, "recruiter", { name: "Rita Recruiter" });
    const res = await asker.request("/api/companies/acme-security/join", { method: "POST" });
    expect(res.status).toBe(201);
    const members = companyMembersDtoSchema.parse(await (await owner.request("/api/companies/acme-security/members")).json()).members;
    const request = members.find((m) => m.userId === asker.id)!;
    expect(request).toMatchObject({ status: "pending", role: "recruiter", name: "Rita Recruiter" });
    return { owner, company, asker, request };
  }

  it("the owner approves: the asker may post as the company and is mailed", async () => {
    const { owner, company, asker, request } = await pendingRequest();
    expect(await isCompanyRecruiter(ctx.deps.db, asker.id, company.id)).toBe(false);
    const res = await owner.request(`/api/company-members/${request.id}/approve`, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await isCompanyRecruiter(ctx.deps.db, asker.id, company.id)).toBe(true);
    const [mail] = await mailsTo(asker.email);
    expect(mail!.subject).toBe("You can now post jobs as Acme Security");
    // Decided once: a second decision is a 409.
    expect((await owner.request(`/api/company-members/${request.id}/decline`, { method: "POST" })).status).toBe(409);
  });

  it("the owner declines: the request goes (they may ask again) and the asker is mailed", async () => {
    const { owner, asker, request } = await pendingRequest();
    expect((await owner.request(`/api/company-members/${request.id}/decline`, { method: "POST" })).status).toBe(200);
    expect(await ctx.deps.db.select().from(companyMembers).where(eq(companyMembers.userId, asker.id))).toHaveLength(0);
    expect((await mailsTo(asker.email))[0]!.subject).toBe("Your request to recruit for Acme Security was declined");
    expect((await asker.request("/api/companies/acme-security/join", { method: "POST" })).status).toBe(201);
  });

  it("asking twice is a 409; a member without the recruiter role 403; anonymous 401", async () => {
    const { asker } = await pendingRequest();
    const again = await asker.request("/api/companies/acme-security/join", { method: "POST" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(COMPANY_TEXTS.alreadyMember);
    expect((await (await signedIn(ctx, "user")).request("/api/companies/acme-security/join", { method: "POST" })).status).toBe(403);
    expect((await ctx.request("/api/companies/acme-security/join", { method: "POST" })).status).toBe(401);
  });

  it("only the owner or an admin sees the members and decides: a pending or approved recruiter gets 403", async () => {
    const { owner, asker, request } = await pendingRequest();
    expect((await asker.request("/api/companies/acme-security/members")).status).toBe(403);
    expect((await asker.request(`/api/company-members/${request.id}/approve`, { method: "POST" })).status).toBe(403);
    const stranger = await signedIn(ctx, "recruiter");
    expect((await stranger.request(`/api/company-members/${request.id}/approve`, { method: "POST" })).status).toBe(403);
    expect((await ctx.request("/api/companies/acme-security/members")).status).toBe(401);
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request(`/api/company-members/${request.id}/approve`, { method: "POST" })).status).toBe(200);
    // Approved, the recruiter still does not manage the company.
    expect((await asker.request("/api/companies/acme-security/members")).status).toBe(403);
    expect((await owner.request("/api/companies/acme-security/members")).status).toBe(200);
  });
});

describe("posting jobs as a company", () => {
  it("an approved member posts as the company: company_id set, the company's name as company", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const res = await owner.request("/api/jobs", { json: { ...job, companyId: company.id } });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db.select().from(jobs);
    expect(row).toMatchObject({ companyId: company.id, company: "Acme Security" });
  });

  it("a pending member, a stranger or an unknown company: 403 with the message, nothing written", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const pending = await signedIn(ctx, "recruiter");
    await pending.request("/api/companies/acme-security/join", { method: "POST" });
    const stranger = await signedIn(ctx, "recruiter");
    for (const [who, companyId] of [
      [pending, company.id],
      [stranger, company.id],
      [owner, "00000000-0000-4000-8000-000000000000"],
    ] as const) {
      const res = await who.request("/api/jobs", { json: { ...job, companyId } });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "FORBIDDEN", message: COMPANY_TEXTS.notApproved });
    }
    expect(await ctx.deps.db.select().from(jobs)).toHaveLength(0);
  });

  it("editing one's job into a company one is not approved for is a 403 too; the job is unchanged", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const other = await signedIn(ctx, "recruiter");
    const mine = await createJob(ctx, { recruiterId: other.id, company: "Free text Ltd" });
    const res = await other.request(`/api/recruiter/jobs/${mine.id}`, {
      method: "PUT",
      json: { ...job, company: "x", companyId: company.id },
    });
    expect(res.status).toBe(403);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, mine.id));
    expect(row).toMatchObject({ companyId: null, company: "Free text Ltd" });
  });

  it("an unknown country is a 400; nothing written", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const res = await owner.request("/api/jobs", { json: { ...job, company: "Acme", country: "XX" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({ country: "Choose a country from the list" });
    const bad = await owner.request("/api/jobs", {
      json: { ...job, company: "Acme", workplaceType: "remote", applicantCountries: ["DE", "ZZ"] },
    });
    expect(bad.status).toBe(400);
    expect(await ctx.deps.db.select().from(jobs)).toHaveLength(0);
  });

  it("the company's page lists its open jobs; visitors only those whose details are public", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const open = await createJob(ctx, { companyId: company.id, publicDetails: true, title: "Public one" });
    await createJob(ctx, { companyId: company.id, publicDetails: false, title: "Members only" });
    await createJob(ctx, { companyId: company.id, publicDetails: true, isApproved: false, isAdminReviewed: false, title: "Pending" });
    await createJob(ctx, { companyId: company.id, publicDetails: true, expiresAt: new Date("2000-01-01T00:00:00Z"), title: "Expired" });
    const anon = (await (await ctx.request("/api/companies/acme-security/jobs")).json()) as { jobs: Array<{ id: string; title: string }> };
    expect(anon.jobs.map((j) => j.id)).toEqual([open.id]);
    const member = await signedIn(ctx, "user");
    const seen = (await (await member.request("/api/companies/acme-security/jobs")).json()) as { jobs: Array<{ title: string }> };
    expect(seen.jobs.map((j) => j.title).sort()).toEqual(["Members only", "Public one"]);
    expect((await ctx.request("/api/companies/nobody/jobs")).status).toBe(404);
  });
});

describe("admin edits and deletes", () => {
  it("an admin edits with a reason: logged, the owner mailed; without a reason 400 and unchanged", async () => {
    const owner = await signedIn(ctx, "recruiter");
    await companyOf(owner);
    const admin = await signedIn(ctx, "admin");
    const noReason = await admin.request("/api/admin/companies/acme-security", { method: "PUT", json: { ...acme, name: "Renamed" } });
    expect(noReason.status).toBe(400);
    expect((await ctx.deps.db.select().from(companies))[0]!.name).toBe("Acme Security");
    const res = await admin.request("/api/admin/companies/acme-security", {
      method: "PUT",
      json: { name: "Acme Sec", website: null, description: "Edited", reason: "Misleading name" },
    });
    expect(res.status).toBe(200);
    expect((await ctx.deps.db.select().from(companies))[0]).toMatchObject({ name: "Acme Sec", website: null, description: "Edited" });
    const [log] = await ctx.deps.db.select().from(staffActions).where(eq(staffActions.action, "company.edit"));
    expect(log).toMatchObject({ actorId: admin.id, reason: "Misleading name", targetType: "company" });
    expect((await mailsTo(owner.email)).map((m) => m.subject)).toContain('A moderator edited your company page "Acme Security"');
    // Not for the owner.
    expect((await owner.request("/api/admin/companies/acme-security", { method: "PUT", json: { ...acme, reason: "x" } })).status).toBe(403);
  });

  it("an admin deletes with a reason: the jobs stay without the company; logged", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const j = await createJob(ctx, { companyId: company.id, company: "Acme Security" });
    const admin = await signedIn(ctx, "admin");
    expect((await admin.request("/api/admin/companies/acme-security", { method: "DELETE", json: {} })).status).toBe(400);
    expect((await owner.request("/api/admin/companies/acme-security", { method: "DELETE", json: { reason: "x" } })).status).toBe(403);
    const res = await admin.request("/api/admin/companies/acme-security", { method: "DELETE", json: { reason: "Not a real company" } });
    expect(res.status).toBe(200);
    expect(await ctx.deps.db.select().from(companies)).toHaveLength(0);
    expect(await ctx.deps.db.select().from(companyMembers)).toHaveLength(0);
    const [row] = await ctx.deps.db.select().from(jobs).where(eq(jobs.id, j.id));
    expect(row).toMatchObject({ companyId: null, company: "Acme Security" });
    expect(
      await ctx.deps.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.action, "company.delete"), eq(staffActions.targetId, company.id))),
    ).toHaveLength(1);
  });
});

describe("the admins' companies screen", () => {
  it("searches by a part of the name or address, a page at a time, with the counts and the pending requests", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    await companyOf(owner, { ...acme, name: "Globex", slug: "globex-corp" });
    const asker = await signedIn(ctx, "recruiter", { name: "Rita Recruiter" });
    expect((await asker.request("/api/companies/acme-security/join", { method: "POST" })).status).toBe(201);
    const approved = await signedIn(ctx, "recruiter");
    await ctx.deps.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: approved.id, role: "recruiter", status: "approved", decidedAt: new Date() });
    const now = ctx.deps.scheduler.now();
    await createJob(ctx, { companyId: company.id, company: "Acme Security" });
    // Not counted: waiting for review, and expired.
    await createJob(ctx, { companyId: company.id, company: "Acme Security", isApproved: false });
    await createJob(ctx, { companyId: company.id, company: "Acme Security", expiresAt: new Date(now.getTime() - 1000) });
    const admin = await signedIn(ctx, "admin");
    const list = async (q: string) => {
      const res = await admin.request(`/api/admin/companies${q}`);
      expect(res.status, q).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      return adminCompanyListDtoSchema.parse(await res.json());
    };
    const all = await list("");
    expect(all.total).toBe(2);
    expect(all.companies.map((c) => c.name)).toEqual(["Acme Security", "Globex"]);
    const acmeRow = all.companies[0]!;
    expect(acmeRow).toMatchObject({ slug: "acme-security", website: acme.website, recruiters: 2, openJobs: 1 });
    expect(acmeRow.pendingRequests).toEqual([expect.objectContaining({ userId: asker.id, name: "Rita Recruiter", status: "pending" })]);
    expect(all.companies[1]).toMatchObject({ recruiters: 1, openJobs: 0, pendingRequests: [] });
    // By a part of the name (any case) or of the address; LIKE's wildcards are plain characters.
    expect((await list("?q=GLOB")).companies.map((c) => c.slug)).toEqual(["globex-corp"]);
    expect((await list("?q=corp")).companies.map((c) => c.slug)).toEqual(["globex-corp"]);
    expect(await list("?q=%25")).toMatchObject({ total: 0, companies: [] });
    expect((await list("?q=acme&page=2")).companies).toEqual([]);
    expect((await admin.request(`/api/admin/companies?q=${"x".repeat(101)}`)).status).toBe(400);
    // The request decided from the screen leaves it.
    expect((await admin.request(`/api/company-members/${acmeRow.pendingRequests[0]!.id}/approve`, { method: "POST" })).status).toBe(200);
    expect((await list("?q=acme")).companies[0]).toMatchObject({ recruiters: 3, pendingRequests: [] });
  });

  it("admins only: anonymous 401, a member 403, the company's own recruiter and owner 403", async () => {
    const owner = await signedIn(ctx, "recruiter");
    const company = await companyOf(owner);
    const recruiter = await signedIn(ctx, "recruiter");
    await ctx.deps.db
      .insert(companyMembers)
      .values({ companyId: company.id, userId: recruiter.id, role: "recruiter", status: "approved", decidedAt: new Date() });
    expect((await ctx.request("/api/admin/companies")).status).toBe(401);
    expect((await (await signedIn(ctx, "user")).request("/api/admin/companies")).status).toBe(403);
    expect((await recruiter.request("/api/admin/companies")).status).toBe(403);
    expect((await owner.request("/api/admin/companies")).status).toBe(403);
    expect((await (await signedIn(ctx, "admin")).request("/api/admin/companies")).status).toBe(200);
  });
});
