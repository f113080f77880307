import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import sharp from "sharp";
import type { z } from "zod";
import {
  ADMIN_COMPANIES_PAGE_SIZE,
  type AdminCompanyListDto,
  COMPANIES_PAGE_SIZE,
  COMPANY_TEXTS,
  type adminUpdateCompanyInputSchema,
  type CompanyDetailDto,
  type CompanyDto,
  type CompanyListDto,
  type CompanyMemberDto,
  type createCompanyInputSchema,
  type MyCompaniesDto,
} from "@common/companies.schema";
import { paths } from "@common/paths";
import type { Db } from "../../db/client";
import { companies, companyMembers, files, jobs, user } from "../../db/schema";
import type { AppDeps, SessionUser } from "../../lib/context";
import { isAdmin } from "../../lib/authz";
import { AppError, forbidden, isUniqueViolation, notFound } from "../../lib/errors";
import { detectFileType, IMAGE_TYPES } from "../../lib/file-type";
import { likeContains } from "../../lib/sql";
import { renderMail } from "../../lib/mail-layout";
import { deleteStoredObjects, publicUrl, storeAndReference } from "../files/files.service";
import { recordStaffChange, requireStaffReason } from "../moderation/staff-action";

type Deps = Pick<AppDeps, "db" | "mailer" | "config">;

/** The most companies the directory lists (by name); the directory is small next to the board. */

const companyColumns = {
  id: companies.id,
  slug: companies.slug,
  name: companies.name,
  website: companies.website,
  description: companies.description,
  logoKey: files.key,
};
type CompanyRow = { id: string; slug: string; name: string; website: string | null; description: string; logoKey: string | null };

const toDto = (r: CompanyRow): CompanyDto => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  website: r.website,
  description: r.description,
  logoUrl: r.logoKey ? publicUrl(r.logoKey) : null,
});

const selectCompanies = (db: Db) => db.select(companyColumns).from(companies).leftJoin(files, eq(files.id, companies.logoFileId));

/** One page of the companies by name (the /companies page), with how many there are. */
export async function listCompanies(db: Db, page: number): Promise<CompanyListDto> {
  const [rows, [total]] = await Promise.all([
    selectCompanies(db)
      .orderBy(sql`lower(${companies.name})`, asc(companies.id))
      .limit(COMPANIES_PAGE_SIZE)
      .offset((page - 1) * COMPANIES_PAGE_SIZE),
    db.select({ n: count() }).from(companies),
  ]);
  return { companies: rows.map(toDto), total: total?.n ?? 0, page, pageSize: COMPANIES_PAGE_SIZE };
}

/**
 * The admins' screen: a page of companies by name, those whose name or address contains `q` (the trigram
 * indexes companies_name_trgm_idx / companies_slug_trgm_idx), each with its approved members, its jobs on
 * the board at `now` and its pending requests to join.
 */
export async function adminListCompanies(db: Db, query: { q?: string; page: number }, now: Date): Promise<AdminCompanyListDto> {
  const q = query.q?.trim();
  const where = q ? or(ilike(companies.name, likeContains(q)), ilike(companies.slug, likeContains(q))) : undefined;
  // Counted per company of the page (company_members_company_idx, jobs_company_idx). "On the board" as the
  // jobs feature's liveAt says: approved and not expired (companies may not import jobs, decision 063).
  const recruiters = sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = ${companies.id} and m.status = 'approved')`;
  const openJobs = sql<number>`(select count(*)::int from ${jobs} j where j.company_id = ${companies.id} and j.is_approved
    and (j.expires_at is null or j.expires_at > ${now.toISOString()}::timestamptz))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...companyColumns, recruiters, openJobs })
      .from(companies)
      .leftJoin(files, eq(files.id, companies.logoFileId))
      .where(where)
      .orderBy(sql`lower(${companies.name})`, asc(companies.id))
      .limit(ADMIN_COMPANIES_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_COMPANIES_PAGE_SIZE),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const pending = rows.length
    ? await db
        .select({
          id: companyMembers.id,
          companyId: companyMembers.companyId,
          userId: companyMembers.userId,
          name: user.name,
          role: companyMembers.role,
          createdAt: companyMembers.createdAt,
        })
        .from(companyMembers)
        .innerJoin(user, eq(user.id, companyMembers.userId))
        .where(
          and(
            inArray(
              companyMembers.companyId,
              rows.map((r) => r.id),
            ),
            eq(companyMembers.status, "pending"),
          ),
        )
        .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id))
    : [];
  return {
    companies: rows.map((r) => ({
      ...toDto(r),
      recruiters: Number(r.recruiters),
      openJobs: Number(r.openJobs),
      pendingRequests: pending
        .filter((p) => p.companyId === r.id)
        .map((p) => ({
          id: p.id,
          userId: p.userId,
          name: p.name,
          role: p.role as "owner" | "recruiter",
          status: "pending" as const,
          createdAt: p.createdAt.toISOString(),
        })),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_COMPANIES_PAGE_SIZE,
  };
}

export async function getCompanyBySlug(db: Db, slug: string): Promise<CompanyDto> {
  const [row] = await selectCompanies(db).where(eq(companies.slug, slug)).limit(1);
  if (!row) throw notFound("Company not found");
  return toDto(row);
}

/** A company by id (a job's hiringOrganization), or null. */
export async function getCompanyById(db: Db, id: string): Promise<CompanyDto | null> {
  const [row] = await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  return row ? toDto(row) : null;
}

async function membershipOf(db: Db, userId: string, companyId: string) {
  const [row] = await db
    .select({ id: companyMembers.id, role: companyMembers.role, status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return row ? { id: row.id, role: row.role as "owner" | "recruiter", status: row.status as "pending" | "approved" } : null;
}

export async function companyDetail(db: Db, viewer: SessionUser | null, slug: string): Promise<CompanyDetailDto> {
  const company = await getCompanyBySlug(db, slug);
  const m = viewer ? await membershipOf(db, viewer.id, company.id) : null;
  return { company, membership: m ? { role: m.role, status: m.status } : null };
}

/** The viewer's companies: those they own or recruit for, and their pending requests. */
export async function myCompanies(db: Db, viewer: SessionUser): Promise<MyCompaniesDto> {
  const rows = await db
    .select({ ...companyColumns, role: companyMembers.role, status: companyMembers.status })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(files, eq(files.id, companies.logoFileId))
    .where(eq(companyMembers.userId, viewer.id))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
  return {
    companies: rows.map((r) => ({
      ...toDto(r),
      role: r.role as "owner" | "recruiter",
      status: r.status as "pending" | "approved",
    })),
  };
}

/** A recruiter creates a company and becomes its approved owner, in one transaction. A taken slug is a 409. */
export async function createCompany(db: Db, viewer: SessionUser, input: z.output<typeof createCompanyInputSchema>, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({ ...input, createdBy: viewer.id, createdAt: now, updatedAt: now })
        .returning({ id: companies.id, slug: companies.slug });
      await tx
        .insert(companyMembers)
        .values({ companyId: row!.id, userId: viewer.id, role: "owner", status: "approved", createdAt: now, decidedAt: now });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", COMPANY_TEXTS.slugTaken, { slug: COMPANY_TEXTS.slugTaken });
    throw err;
  }
}

/** The company's owner or an admin; anyone else gets 403 (the company is public, so no need to hide it). */
export async function requireOwnerOrAdmin(db: Db, viewer: SessionUser, slug: string) {
  return ownerOrAdminOf(db, viewer, await getCompanyBySlug(db, slug));
}

async function ownerOrAdminOf(db: Db, viewer: SessionUser, company: CompanyDto) {
  if (isAdmin(viewer)) return company;
  const m = await membershipOf(db, viewer.id, company.id);
  if (m?.role !== "owner" || m.status !== "approved") throw forbidden("Only the company's owner or an admin may do this");
  return company;
}

/** Checks the bytes are an image, strips metadata, fits it in 256 px as WebP and stores it publicly. */
export async function uploadCompanyLogo(
  deps: Pick<AppDeps, "db" | "storage" | "scheduler">,
  viewer: SessionUser,
  company: CompanyDto,
  buffer: Buffer,
  filename: string,
) {
  const type = await detectFileType(buffer);
  if (!type || !IMAGE_TYPES.includes(type)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", COMPANY_TEXTS.notImage, { logo: COMPANY_TEXTS.notImage });
  }
  let processed: Buffer;
  try {
    // Re-encoding drops metadata and anything that is not pixels (sharp keeps none unless asked).
    processed = await sharp(buffer, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(256, 256, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError("VALIDATION_FAILED", "Failed to process the logo image", { logo: "Failed to process the logo image" });
  }
  const now = deps.scheduler.now();
  const { url, oldKey } = await storeAndReference(
    deps,
    {
      ownerId: viewer.id,
      visibility: "public",
      buffer: processed,
      contentType: "image/webp",
      filename,
      ext: "webp",
      folder: "logos",
      name: `${company.id}-${now.getTime()}`,
    },
    async (tx, stored) => {
      const [old] = await tx
        .select({ id: files.id, key: files.key })
        .from(companies)
        .innerJoin(files, eq(files.id, companies.logoFileId))
        .where(eq(companies.id, company.id));
      await tx.update(companies).set({ logoFileId: stored.id, updatedAt: now }).where(eq(companies.id, company.id));
      if (old) await tx.delete(files).where(eq(files.id, old.id));
      return { url: stored.url!, oldKey: old?.key ?? null };
    },
  );
  if (oldKey) await deleteStoredObjects(deps, [oldKey]);
  return url;
}

/** A recruiter asks to join; the owner decides. Asking twice (or as a member) is a 409. */
export async function askToJoin(db: Db, viewer: SessionUser, slug: string, now: Date) {
  const company = await getCompanyBySlug(db, slug);
  const [row] = await db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: viewer.id, role: "recruiter", status: "pending", createdAt: now })
    .onConflictDoNothing()
    .returning({ id: companyMembers.id });
  if (!row) throw new AppError("CONFLICT", COMPANY_TEXTS.alreadyMember);
  return { role: "recruiter" as const, status: "pending" as const };
}

export async function listMembers(db: Db, viewer: SessionUser, slug: string): Promise<CompanyMemberDto[]> {
  const company = await requireOwnerOrAdmin(db, viewer, slug);
  const rows = await db
    .select({
      id: companyMembers.id,
      userId: companyMembers.userId,
      name: user.name,
      role: companyMembers.role,
      status: companyMembers.status,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(user, eq(user.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(asc(companyMembers.status), asc(companyMembers.createdAt), asc(companyMembers.id));
  return rows.map((r) => ({
    ...r,
    role: r.role as "owner" | "recruiter",
    status: r.status as "pending" | "approved",
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The owner (or an admin) approves or declines a pending request; the asker is mailed in the same
 * transaction. Approving makes the row approved; declining deletes it (they may ask again). One guarded
 * statement: a request already decided is a 409, not decided twice.
 */
export async function decideJoin(deps: Deps & Pick<AppDeps, "scheduler">, viewer: SessionUser, memberId: string, approve: boolean) {
  const [request] = await deps.db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.id, memberId))
    .limit(1);
  const found = request ? await getCompanyById(deps.db, request.companyId) : null;
  if (!found) throw notFound("Request not found");
  const company = await ownerOrAdminOf(deps.db, viewer, found);
  const now = deps.scheduler.now();
  return deps.db.transaction(async (tx) => {
    const guard = and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, company.id), eq(companyMembers.status, "pending"));
    const [row] = approve
      ? await tx
          .update(companyMembers)
          .set({ status: "approved", decidedAt: now })
          .where(guard)
          .returning({ userId: companyMembers.userId })
      : await tx.delete(companyMembers).where(guard).returning({ userId: companyMembers.userId });
    if (!row) {
      const [exists] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .where(and(eq(companyMembers.id, memberId), eq(companyMembers.companyId, company.id)));
      if (!exists) throw notFound("Request not found");
      throw new AppError("CONFLICT", "This request was already decided");
    }
    const [asker] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, row.userId));
    if (asker) {
      await deps.mailer.send(
        {
          to: asker.email,
          ...renderMail(deps.config.baseUrl, {
            subject: approve ? `You can now post jobs as ${company.name}` : `Your request to recruit for ${company.name} was declined`,
            paragraphs: [
              `Hello ${asker.name},`,
              approve
                ? `Your request to recruit for ${company.name} on AppSec Community was approved. You can now choose ${company.name} when you post a job.`
                : `Your request to recruit for ${company.name} on AppSec Community was declined. If you think this is a mistake, contact the company.`,
            ],
            action: { label: `${company.name} on AppSec Community`, path: paths.company(company.slug) },
            footer: "You receive this because you asked to recruit for a company on AppSec Community.",
          }),
        },
        tx,
      );
    }
    return { id: memberId, status: approve ? ("approved" as const) : ("declined" as const) };
  });
}

/** An admin edits a company, with a reason, logged (docs/decisions/057); the owner is mailed. */
export async function adminUpdateCompany(
  deps: Deps & Pick<AppDeps, "scheduler">,
  viewer: SessionUser,
  slug: string,
  input: z.output<typeof adminUpdateCompanyInputSchema>,
) {
  const company = await getCompanyBySlug(deps.db, slug);
  const { reason, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ ...fields, updatedAt: deps.scheduler.now() })
      .where(eq(companies.id, company.id));
    await recordStaffChange(deps, tx, {
      actor: viewer,
      action: "company.edit",
      targetType: "company",
      targetId: company.id,
      targetName: fields.name,
      targetLink: paths.company(company.slug),
      before: { name: company.name, website: company.website, description: company.description },
      after: fields,
      reason: requireStaffReason(reason),
      memberId: await ownerOf(tx, company.id),
      mail: {
        subject: `A moderator edited your company page "${company.name}"`,
        paragraphs: [`A moderator edited the page of ${company.name}.`],
        action: { label: "The company page", path: paths.company(company.slug) },
      },
    });
  });
  return getCompanyBySlug(deps.db, slug);
}

/** An admin deletes a company, with a reason, logged; its jobs stay, without the company (company_id set null). */
export async function adminDeleteCompany(deps: Deps & Pick<AppDeps, "storage">, viewer: SessionUser, slug: string, reason: string) {
  const company = await getCompanyBySlug(deps.db, slug);
  const logoKey = await deps.db.transaction(async (tx) => {
    await recordStaffChange(deps, tx, {
      actor: viewer,
      action: "company.delete",
      targetType: "company",
      targetId: company.id,
      targetName: company.name,
      targetLink: null,
      before: { name: company.name, slug: company.slug, website: company.website },
      after: null,
      reason: requireStaffReason(reason),
      memberId: await ownerOf(tx, company.id),
      mail: {
        subject: `A moderator deleted your company page "${company.name}"`,
        paragraphs: [`A moderator deleted the page of ${company.name}.`],
      },
    });
    const [logo] = await tx
      .select({ id: files.id, key: files.key })
      .from(companies)
      .innerJoin(files, eq(files.id, companies.logoFileId))
      .where(eq(companies.id, company.id));
    await tx.delete(companies).where(eq(companies.id, company.id));
    if (logo) await tx.delete(files).where(eq(files.id, logo.id));
    return logo?.key ?? null;
  });
  if (logoKey) await deleteStoredObjects(deps, [logoKey]);
}

async function ownerOf(db: Db, companyId: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")))
    .limit(1);
  return row?.userId ?? null;
}

/** The sitemap: every company page, by slug (companies_slug_uq), with when it last changed. */
export async function companySlugs(db: Db, offset: number, limit: number) {
  return db
    .select({ slug: companies.slug, updatedAt: companies.updatedAt })
    .from(companies)
    .orderBy(asc(companies.slug))
    .offset(offset)
    .limit(limit);
}

export async function countCompanies(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return row?.n ?? 0;
}
