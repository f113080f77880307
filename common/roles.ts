import type { Role } from "./profiles.schema";

// Role rules without zod, so that the web app's entry (route loaders) can use them without
// pulling the schemas into `/`'s initial JS (bundle budget, issue 9.5). Re-exported by profiles.schema.

/** Mentor = role mentor or admin; verified contractor = flag or role contractor (DESIGN §3.1). */
export const isMentorRole = (role: Role | null | undefined) => role === "mentor" || role === "admin";
export const isVerifiedContractor = (p: { role: Role; isVerifiedContractor: boolean }) => p.isVerifiedContractor || p.role === "contractor";
