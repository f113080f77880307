import { MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The contact form (docs/decisions/056). */
export const contactLimits = defineWriteLimits("contact", {
  send: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 5,
    silenced: "allow",
    what: "messages",
    note: "Anonymous form; a silenced member may still write to the team (to appeal).",
  },
});
