/**
 * Trust levels (docs/decisions/054), derived from facts in the database by server/lib/trust.ts and
 * shown to admins. Plain data so that both sides use the same words.
 */
export const TRUST_LEVELS = ["new", "member", "trusted", "staff"] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** The thresholds between levels: account age and approved contributions. */
export const TRUST_RULES = {
  /** An account younger than this is new, whatever it has done. */
  newAccountDays: 3,
  /** Trusted needs an account at least this old … */
  trustedAccountDays: 30,
  /** … with at least this many approved contributions … */
  trustedContributions: 5,
  /** … and no upheld flag against the member's content. */
} as const;

export const TRUST_LEVEL_LABELS: Record<TrustLevel, string> = {
  new: "New",
  member: "Member",
  trusted: "Trusted",
  staff: "Staff",
};

export const TRUST_LEVEL_EXPLANATIONS: Record<TrustLevel, string> = {
  new: `Account younger than ${TRUST_RULES.newAccountDays} days or no approved contribution yet: lower posting limits, at most 2 links, no images in comments, flags count little.`,
  member: "Has an approved contribution and an account of a few days: ordinary limits.",
  trusted: `Account older than ${TRUST_RULES.trustedAccountDays} days, ${TRUST_RULES.trustedContributions}+ approved contributions and no upheld flags: higher limits, flags weigh more.`,
  staff: "Administrator: actions go through the staff log; content is never hidden by flags.",
};

/** Restrictions staff can place on a member (docs/decisions/054). */
export const RESTRICTION_KINDS = ["silence", "suspend"] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];
