import { HOUR, MINUTE, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/**
 * The newsletter's writes (docs/decisions/056): anonymous, per address. Subscribing also keeps its limit per
 * target e-mail address (`rateLimit(..., { by: "email" })` in the routes): it sends mail to that address.
 * Issues are written and sent by admins (docs/decisions/075-newsletter-issues.md).
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
  issues: STAFF_WRITES,
  testIssue: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 20,
    silenced: "allow",
    what: "test mails of an issue",
    note: "Admins only; each mails the admin's own address.",
  },
  sendIssue: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 10,
    silenced: "allow",
    what: "issues sent",
    note: "Admins only; an issue is sent once (409 after).",
  },
});
