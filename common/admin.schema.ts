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

export const INBOX_KINDS = ["contact", "sponsors", "newsletter"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_PAGE_SIZE = 25;
export const inboxKindSchema = z.enum(INBOX_KINDS, { error: "Not found" });
export const inboxQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});

export interface ContactMessageDto {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}
export interface SponsorInquiryDto {
  id: string;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  tier: string;
  comments: string | null;
  createdAt: string;
}
export interface SubscriberDto {
  id: string;
  email: string;
  confirmed: boolean;
  source: string | null;
  createdAt: string;
  confirmedAt: string | null;
}
export type InboxPage =
  | { kind: "contact"; items: ContactMessageDto[]; total: number; page: number; pageSize: number }
  | { kind: "sponsors"; items: SponsorInquiryDto[]; total: number; page: number; pageSize: number }
  | { kind: "newsletter"; items: SubscriberDto[]; total: number; page: number; pageSize: number; confirmedTotal: number };
