import { MINUTE, defineWriteLimits } from "../../lib/write-limits";

/**
 * Sign-in protection's own writes (docs/decisions/056). better-auth's routes under /api/auth keep their limits
 * in server/app.ts (sign-in, sign-up, reset), outside the API router.
 */
export const authLimits = defineWriteLimits("auth", {
  unlock: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 10,
    silenced: "allow",
    what: "unlock requests",
    note: "A signed, single-use link from the lock mail; no session.",
  },
});
