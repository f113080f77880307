import type { Role } from "./profiles.schema";

// Role rules without zod, so that the web app's entry (route loaders) can use them without
// pulling the schemas into `/`'s initial JS (bundle budget, scripts/bundle-budget.mjs). Re-exported by profiles.schema.

/**
 * Who may do what is three things apart (docs/decisions/026): a set of capabilities, one plan, and
 * the state of a mentor application. The spec's single `role` is derived from them for display.
 */
export const CAPABILITIES = ["mentor", "recruiter", "admin"] as const;
export type Capability = (typeof CAPABILITIES)[number];
export const MEMBER_PLANS = ["free", "supporter", "contractor"] as const;
export type MemberPlan = (typeof MEMBER_PLANS)[number];
export const MENTOR_APPLICATION_STATES = ["pending", "approved", "rejected"] as const;
export type MentorApplicationState = (typeof MENTOR_APPLICATION_STATES)[number];

export interface Standing {
  capabilities: readonly Capability[];
  plan: MemberPlan;
  mentorApplication: MentorApplicationState | null;
}

// The one role shown for a member (admin > mentor > mentor_applicant while pending with no capability >
// recruiter > contractor > supporter > user) has one definition: the database computes the stored
// `user.role` (trigger `user_derive_role`, migration 0014) and the app reads it (docs/decisions/064).

/** What a stored role meant before capabilities and plans were apart (backfill and old session cookies). */
export function standingOfRole(role: Role | string | null | undefined): Standing {
  const capabilities: Capability[] = role === "mentor" || role === "recruiter" || role === "admin" ? [role] : [];
  const plan: MemberPlan = role === "supporter" || role === "contractor" ? role : "free";
  return { capabilities, plan, mentorApplication: role === "mentor_applicant" ? "pending" : null };
}

export const hasCapability = (who: { capabilities: readonly Capability[] } | null | undefined, ...any: Capability[]) =>
  Boolean(who && any.some((c) => who.capabilities.includes(c)));

/** Mentor = role mentor or admin (a display role: mentor outranks every role but admin; DESIGN §3.1). */
export const isMentorRole = (role: Role | null | undefined) => role === "mentor" || role === "admin";
/** Verified contractor = the flag on the profile or the contractor plan. */
export const isVerifiedContractor = (p: { plan: MemberPlan; isVerifiedContractor: boolean }) =>
  p.isVerifiedContractor || p.plan === "contractor";
