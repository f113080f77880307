import { HOUR, defineWriteLimits } from "../../lib/write-limits";

/** The billing feature's writes (docs/decisions/056). */
export const billingLimits = defineWriteLimits("billing", {
  plan: { per: "account", windowSeconds: HOUR, ceiling: 10, silenced: "allow", what: "plan changes", note: "One's own plan is upkeep." },
});
