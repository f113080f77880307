import { HOUR, defineWriteLimits } from "../../lib/write-limits";

/** The notification settings (docs/decisions/056). */
export const notificationsLimits = defineWriteLimits("notifications", {
  preferences: { per: "account", windowSeconds: HOUR, ceiling: 60, silenced: "allow", what: "settings changes", note: "Settings." },
});
