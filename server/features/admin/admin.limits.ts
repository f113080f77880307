import { STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The admin feature's writes (docs/decisions/056). */
export const adminLimits = defineWriteLimits("admin", {
  users: STAFF_WRITES,
});
