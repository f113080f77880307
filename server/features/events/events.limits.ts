import { DAY, HOUR, STAFF_WRITES, defineWriteLimits } from "../../lib/write-limits";

/** The events feature's writes (docs/decisions/056). */
export const eventsLimits = defineWriteLimits("events", {
  register: {
    per: "account",
    windowSeconds: DAY,
    ceiling: { new: 10, member: 20, trusted: 50, staff: 200 },
    silenced: "refuse",
    what: "event registrations",
    note: "Registrations and waitlist places together.",
  },
  leave: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 60,
    silenced: "allow",
    what: "cancelled registrations",
    note: "Giving a seat back is upkeep (and frees it for the waitlist).",
  },
  manage: STAFF_WRITES,
  checkIn: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 3000,
    silenced: "allow",
    what: "check-ins at the door (and their undos)",
    note: "Admins only; one device may check in a whole large event within the hour, so the ceiling is above STAFF_WRITES and only stops a runaway script (docs/decisions/076).",
  },
});
