import { MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The sponsor inquiry form (docs/decisions/056). */
export const sponsorsLimits = defineWriteLimits("sponsors", {
  inquire: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 5,
    silenced: "allow",
    what: "sponsor inquiries",
    note: "Anonymous form.",
  },
});
