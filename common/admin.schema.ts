import { z } from "zod";
import { roleSchema, type Role } from "./profiles.schema";

export interface AdminStatsDto {
  totalUsers: number;
  activeJobs: number;
  mentors: number;
  pendingReviews: number;
  breakdown: { pendingJobs: number; pendingArticles: number; mentorApplicants: number; pendingContractorRequests: number };
}

export interface AdminUserDto {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  createdAt: string;
  avatarUrl: string | null;
}

export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const roleChangeSchema = z.object({ role: roleSchema });
export const ADMIN_USERS_PAGE_SIZE = 50;
