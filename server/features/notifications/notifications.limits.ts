import { HOUR, MINUTE, defineWriteLimits } from "../../lib/write-limits";

/** The notification settings (docs/decisions/056). */
export const notificationsLimits = defineWriteLimits("notifications", {
  preferences: { per: "account", windowSeconds: HOUR, ceiling: 60, silenced: "allow", what: "settings changes", note: "Settings." },
  unsubscribe: {
    per: "address",
    windowSeconds: 10 * MINUTE,
    ceiling: 30,
    silenced: "allow",
    what: "unsubscribe requests",
    note: "A signed List-Unsubscribe link, without a session.",
  },
});
