import { HOUR, defineWriteLimits } from "../../lib/write-limits";

/** The calendar feed's writes (docs/decisions/056). */
export const calendarLimits = defineWriteLimits("calendar", {
  feed: { per: "account", windowSeconds: HOUR, ceiling: 20, silenced: "allow", what: "calendar feed changes", note: "Settings." },
});
