import { HOUR, MINUTE, defineWriteLimits } from "../../lib/write-limits";

/**
 * The profile and account writes (docs/decisions/056). All are account upkeep a silenced member keeps; a new
 * account's bio still holds at most 2 links (profiles.service.ts).
 */
export const profilesLimits = defineWriteLimits("profiles", {
  update: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 30,
    silenced: "allow",
    what: "profile saves",
    note: "Settings; a silenced member's profile changes reach no feed or mail.",
  },
  avatar: { per: "account", windowSeconds: HOUR, ceiling: 20, silenced: "allow", what: "avatar changes" },
  emailChange: {
    per: "account",
    windowSeconds: HOUR,
    ceiling: 5,
    silenced: "allow",
    what: "e-mail change requests",
    note: "Checks the password and sends a mail.",
    countsRefused: true,
  },
  emailConfirm: {
    per: "account",
    windowSeconds: 10 * MINUTE,
    ceiling: 10,
    silenced: "allow",
    what: "e-mail change confirmations",
    note: "Checks a mailed code.",
    countsRefused: true,
  },
  deleteAccount: {
    per: "account",
    windowSeconds: 10 * MINUTE,
    ceiling: 5,
    silenced: "allow",
    what: "account deletion attempts",
    note: "Checks the password, so it also bounds guessing.",
    countsRefused: true,
  },
});
