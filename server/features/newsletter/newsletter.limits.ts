import { MINUTE, defineWriteLimits } from "../../lib/write-limits";

/**
 * The newsletter's writes (docs/decisions/056): anonymous, per address. Subscribing also keeps its limit per
 * target e-mail address (`rateLimit(..., { by: "email" })` in the routes): it sends mail to that address.
 */
export const newsletterLimits = defineWriteLimits("newsletter", {
  subscribe: { per: "address", windowSeconds: 10 * MINUTE, ceiling: 10, silenced: "allow", what: "subscriptions", note: "Anonymous form." },
  confirm: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 20,
    silenced: "allow",
    what: "confirmations",
    note: "A signed link from a mail.",
  },
  unsubscribe: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 30,
    silenced: "allow",
    what: "unsubscribe requests",
    note: "A signed link from a mail.",
  },
});
