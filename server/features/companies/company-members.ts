import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companyMembers } from "../../db/schema";

/**
 * Whether the user is an approved member (owner or recruiter) of the company: who may post jobs as it,
 * and whom other features (the jobs, an applicant pipeline) let act for it. One indexed read
 * (company_members_user_company_uq).
 */
export async function isCompanyRecruiter(db: Db, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId), eq(companyMembers.status, "approved")))
    .limit(1);
  return Boolean(row);
}
