import { z } from "zod";

/**
 * Companies (docs/decisions/078-companies-and-job-postings.md): a public page per company at /companies/:slug,
 * its owner and the recruiters it approved, who may post jobs as the company.
 */

export const COMPANY_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const COMPANY_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_ROLES = ["owner", "recruiter"] as const;
export const COMPANY_MEMBER_STATUSES = ["pending", "approved"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export type CompanyMemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];

/** "Acme Security, Inc." → "acme-security-inc": the form's suggestion for the address. */
export const slugify = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");

const website = z
  .string({ error: "Please enter a valid URL" })
  .trim()
  .max(2000)
  .optional()
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), "Please enter a valid URL starting with https://");

const companyFields = {
  name: z
    .string({ error: "Company name is required" })
    .trim()
    .min(1, "Company name is required")
    .max(120, "Keep the name under 120 characters"),
  website,
  description: z
    .string({ error: "The description must be text" })
    .trim()
    .max(5000, "Keep the description under 5000 characters")
    .optional()
    .nullable()
    .transform((v) => v ?? ""),
};

export const createCompanyInputSchema = z.object({
  ...companyFields,
  slug: z
    .string({ error: "Choose the company's address" })
    .trim()
    .min(2, "The address needs at least 2 characters")
    .max(60, "Keep the address under 60 characters")
    .regex(COMPANY_SLUG_PATTERN, "Use lowercase letters, digits and single hyphens"),
});
export type CreateCompanyInput = z.input<typeof createCompanyInputSchema>;

/** An admin's edit: the fields and the reason (logged in the staff log). */
export const adminUpdateCompanyInputSchema = z.object({
  ...companyFields,
  reason: z.string({ error: "Give a reason" }).trim().min(1, "Give a reason").max(1000),
});
export const adminDeleteCompanyInputSchema = z.object({
  reason: z.string({ error: "Give a reason" }).trim().min(1, "Give a reason").max(1000),
});

export const companySlugParam = z.object({
  slug: z.string().min(1, "Company not found").max(60, "Company not found").regex(COMPANY_SLUG_PATTERN, "Company not found"),
});

export const companyDtoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanyDto = z.infer<typeof companyDtoSchema>;

/** Companies per page of the directory (/companies?page=n, by name). */
export const COMPANIES_PAGE_SIZE = 24;
export const companyListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number from 1" })
    .int({ error: "Page must be a whole number from 1" })
    .min(1, { error: "Page must be a whole number from 1" })
    .max(10000, { error: "Page must be at most 10000" })
    .default(1),
});
export const companyListDtoSchema = z.object({
  companies: z.array(companyDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CompanyListDto = z.infer<typeof companyListDtoSchema>;

/** The viewer's relation to the company (null when none or signed out). */
export const companyMembershipSchema = z.object({
  role: z.enum(COMPANY_ROLES),
  status: z.enum(COMPANY_MEMBER_STATUSES),
});
export const companyDetailDtoSchema = z.object({
  company: companyDtoSchema,
  membership: companyMembershipSchema.nullable(),
});
export type CompanyDetailDto = z.infer<typeof companyDetailDtoSchema>;

/** The signed-in member's companies: theirs, those they joined and their pending requests. */
export const myCompaniesDtoSchema = z.object({
  companies: z.array(companyDtoSchema.extend(companyMembershipSchema.shape)),
});
export type MyCompaniesDto = z.infer<typeof myCompaniesDtoSchema>;

export const companyMemberDtoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(COMPANY_MEMBER_STATUSES),
  createdAt: z.string(),
});
export const companyMembersDtoSchema = z.object({ members: z.array(companyMemberDtoSchema) });
export type CompanyMemberDto = z.infer<typeof companyMemberDtoSchema>;

export const COMPANY_TEXTS = {
  notApproved: "You are not an approved recruiter of this company",
  slugTaken: "This company address is already taken",
  alreadyMember: "You are already a member of this company or have asked to join",
  notImage: "Please upload an image file",
} as const;

/** The admins' companies screen (/admin/companies): a page of companies, searched by a part of the name or address. */
export const ADMIN_COMPANIES_PAGE_SIZE = 20;
export const adminCompanyListQuerySchema = companyListQuerySchema.extend({
  q: z.string().trim().max(100, "Keep the search under 100 characters").optional(),
});
export const adminCompanyDtoSchema = companyDtoSchema.extend({
  /** Approved members: the owner and the recruiters. */
  recruiters: z.number(),
  /** Jobs on the board now (approved, not expired). */
  openJobs: z.number(),
  /** Requests to join waiting for a decision, oldest first. */
  pendingRequests: z.array(companyMemberDtoSchema),
});
export type AdminCompanyDto = z.infer<typeof adminCompanyDtoSchema>;
export const adminCompanyListDtoSchema = z.object({
  companies: z.array(adminCompanyDtoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminCompanyListDto = z.infer<typeof adminCompanyListDtoSchema>;
export type AdminUpdateCompanyInput = z.input<typeof adminUpdateCompanyInputSchema>;
