import { Hono } from "hono";
import { z } from "zod";
import {
  adminCompanyListDtoSchema,
  adminCompanyListQuerySchema,
  adminDeleteCompanyInputSchema,
  adminUpdateCompanyInputSchema,
  COMPANY_LOGO_MAX_BYTES,
  companyDetailDtoSchema,
  companyDtoSchema,
  companyListDtoSchema,
  companyListQuerySchema,
  companyMembershipSchema,
  companyMembersDtoSchema,
  companySlugParam,
  createCompanyInputSchema,
  myCompaniesDtoSchema,
} from "@common/companies.schema";
import type { AppEnv } from "../../lib/context";
import { multipartForm, readUpload } from "../../lib/http";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { writeLimit } from "../../lib/write-limits";
import { currentUser, requireAdmin, requireCapability, requireUser } from "../../middlewares/require-role";
import { companiesLimits } from "./companies.limits";
import {
  adminDeleteCompany,
  adminListCompanies,
  adminUpdateCompany,
  askToJoin,
  companyDetail,
  createCompany,
  decideJoin,
  listCompanies,
  listMembers,
  myCompanies,
  requireOwnerOrAdmin,
  uploadCompanyLogo,
} from "./companies.service";

const recruiterOrAdmin = requireCapability("recruiter", "admin");
const memberParam = z.object({ id: z.uuid({ error: "Request not found" }) });
const decisionSchema = z.object({ id: z.string(), status: z.enum(["approved", "declined"]) });

/** Companies and who recruits for them (docs/decisions/078-companies-and-job-postings.md). */
export const companiesRoutes = new Hono<AppEnv>()
  .get(
    "/companies",
    doc({
      summary: "The companies by name, a page at a time",
      tag: "companies",
      auth: "public",
      responses: { 200: companyListDtoSchema },
      errors: [400],
    }),
    input("query", companyListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "public, no-cache");
      return c.json(await listCompanies(c.get("deps").db, c.req.valid("query").page));
    },
  )
  .get(
    "/me/companies",
    requireUser,
    doc({
      summary: "My companies: those I own or recruit for, and my pending requests",
      tag: "companies",
      auth: "user",
      responses: { 200: myCompaniesDtoSchema },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myCompanies(c.get("deps").db, currentUser(c)));
    },
  )
  .post(
    "/companies",
    recruiterOrAdmin,
    writeLimit(companiesLimits.create),
    doc({
      summary: "Create a company (I become its owner)",
      description: "Recruiters and admins. A taken address (slug) answers 409 with the field.",
      tag: "companies",
      auth: "recruiter",
      responses: { 201: z.object({ company: companyDtoSchema }) },
      errors: [409, 429],
    }),
    input("json", createCompanyInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const row = await createCompany(deps.db, currentUser(c), c.req.valid("json"), deps.scheduler.now());
      return c.json({ company: (await companyDetail(deps.db, null, row.slug)).company }, 201);
    },
  )
  .get(
    "/companies/:slug",
    doc({
      summary: "One company, with my membership when signed in",
      tag: "companies",
      auth: "public",
      responses: { 200: companyDetailDtoSchema },
      errors: [404],
    }),
    input("param", companySlugParam),
    async (c) => {
      const user = c.get("user");
      c.header("Cache-Control", user ? "private, no-store" : "public, no-cache");
      c.header("Vary", "Cookie");
      return c.json(await companyDetail(c.get("deps").db, user, c.req.valid("param").slug));
    },
  )
  .post(
    "/companies/:slug/logo",
    recruiterOrAdmin,
    writeLimit(companiesLimits.logo),
    doc({
      summary: "Upload the company's logo (checked by content, resized, metadata stripped)",
      description: "The company's owner or an admin. Not an image: 415.",
      tag: "companies",
      auth: "owner",
      responses: { 200: z.object({ logoUrl: z.string() }) },
      errors: [403, 404, 413, 415],
      multipart: { fields: z.object({}), files: ["logo"] },
    }),
    input("param", companySlugParam),
    multipartForm<{ logo: File }>(),
    async (c) => {
      // Who may, before the body is read: a stranger learns nothing from the upload's errors.
      const company = await requireOwnerOrAdmin(c.get("deps").db, currentUser(c), c.req.valid("param").slug);
      const { buffer, file } = await readUpload(c, "logo", COMPANY_LOGO_MAX_BYTES, "The logo must be smaller than 2MB");
      const logoUrl = await uploadCompanyLogo(c.get("deps"), currentUser(c), company, buffer, file.name);
      return c.json({ logoUrl });
    },
  )
  .post(
    "/companies/:slug/join",
    recruiterOrAdmin,
    writeLimit(companiesLimits.join),
    doc({
      summary: "Ask to recruit for a company (its owner decides)",
      description: "Asking again, or as a member already, answers 409.",
      tag: "companies",
      auth: "recruiter",
      responses: { 201: z.object({ membership: companyMembershipSchema }) },
      errors: [404, 409, 429],
    }),
    input("param", companySlugParam),
    async (c) => {
      const deps = c.get("deps");
      const membership = await askToJoin(deps.db, currentUser(c), c.req.valid("param").slug, deps.scheduler.now());
      return c.json({ membership }, 201);
    },
  )
  .get(
    "/companies/:slug/members",
    requireUser,
    doc({
      summary: "The company's members and pending requests (its owner or an admin)",
      tag: "companies",
      auth: "owner",
      responses: { 200: companyMembersDtoSchema },
      errors: [403, 404],
    }),
    input("param", companySlugParam),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json({ members: await listMembers(c.get("deps").db, currentUser(c), c.req.valid("param").slug) });
    },
  )
  .post(
    "/company-members/:id/approve",
    requireUser,
    writeLimit(companiesLimits.decide),
    doc({
      summary: "Approve a request to recruit for the company (the asker is mailed)",
      tag: "companies",
      auth: "owner",
      responses: { 200: decisionSchema },
      errors: [403, 404, 409],
    }),
    input("param", memberParam),
    async (c) => {
      return c.json(await decideJoin(c.get("deps"), currentUser(c), c.req.valid("param").id, true));
    },
  )
  .post(
    "/company-members/:id/decline",
    requireUser,
    writeLimit(companiesLimits.decide),
    doc({
      summary: "Decline a request to recruit for the company (the asker is mailed; they may ask again)",
      tag: "companies",
      auth: "owner",
      responses: { 200: decisionSchema },
      errors: [403, 404, 409],
    }),
    input("param", memberParam),
    async (c) => {
      return c.json(await decideJoin(c.get("deps"), currentUser(c), c.req.valid("param").id, false));
    },
  )
  // ---- admin ----
  .get(
    "/admin/companies",
    requireAdmin,
    doc({
      summary: "The companies for the admins' screen: searched by a part of the name or address, a page at a time",
      description: "Each with its approved members, its jobs on the board and its pending requests to join.",
      tag: "companies",
      auth: "admin",
      responses: { 200: adminCompanyListDtoSchema },
      errors: [400, 403],
    }),
    input("query", adminCompanyListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const deps = c.get("deps");
      return c.json(await adminListCompanies(deps.db, c.req.valid("query"), deps.scheduler.now()));
    },
  )
  .put(
    "/admin/companies/:slug",
    requireAdmin,
    writeLimit(companiesLimits.review),
    doc({
      summary: "Edit a company (with a reason, in the staff log; the owner is mailed)",
      tag: "companies",
      auth: "admin",
      responses: { 200: z.object({ company: companyDtoSchema }) },
      errors: [403, 404],
    }),
    input("param", companySlugParam),
    input("json", adminUpdateCompanyInputSchema),
    async (c) => {
      const company = await adminUpdateCompany(c.get("deps"), currentUser(c), c.req.valid("param").slug, c.req.valid("json"));
      return c.json({ company });
    },
  )
  .delete(
    "/admin/companies/:slug",
    requireAdmin,
    writeLimit(companiesLimits.review),
    doc({
      summary: "Delete a company (with a reason, in the staff log); its jobs stay, without the company",
      tag: "companies",
      auth: "admin",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [403, 404],
    }),
    input("param", companySlugParam),
    emptyBodyAsJson,
    input("json", adminDeleteCompanyInputSchema),
    async (c) => {
      await adminDeleteCompany(c.get("deps"), currentUser(c), c.req.valid("param").slug, c.req.valid("json").reason);
      return c.json({ deleted: true as const });
    },
  );
