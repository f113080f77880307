import { HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The matching feature's writes (docs/decisions/056). */
export const matchingLimits = defineWriteLimits("matching", {
  settings: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "matching changes",
    note: "Settings, and declining a match one was offered.",
  },
  review: STAFF_WRITES,
});
