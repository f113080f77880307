import { resolveAvailability, weekdayOf } from "@common/mentorship.schema";
import { SUGGESTION_SLOT_DAYS, type ScorePart, type SuggestionDto } from "@common/matching.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import type { MentorRules } from "../mentorship/session";
import { openSlots, type Busy } from "../mentorship/slots";

/**
 * The suggestion score (docs/decisions/033-mentorship-matching.md, 048 for the mentees' ratings): six parts, each with its points,
 * its maximum and a sentence saying why, so the team sees what decided the order. Pure: the same
 * mentors, application and `now` always give the same ranking.
 */

export const MAX = { text: 35, seniority: 20, hours: 20, slots: 15, load: 10, rating: 10 } as const;
/**
 * Mentee ratings (docs/decisions/048-feedback-in-the-ranking.md): a Bayesian average that starts from
 * RATING_PRIOR_COUNT neutral ratings of RATING_NEUTRAL, so one rating cannot dominate; the part's points
 * run from -MAX.rating (all 1s) through 0 (no ratings, or neutral) to +MAX.rating (all 5s).
 */
export const RATING_NEUTRAL = 3;
export const RATING_PRIOR_COUNT = 5;
/** The applicant's waking hours (local): a mentor slot starting in [8:00, 20:00] overlaps. */
const DAY_START = 8;
const DAY_END = 20;

const YEARS_MID: Record<string, number> = { "0-1": 0.5, "1-3": 2, "3-5": 4, "5-10": 7.5, "10+": 12 };

export interface ApplicationFacts {
  yearsExperience: string;
  timezone: string;
}

export interface MentorFacts {
  id: string;
  fullName: string;
  title: string | null;
  expertise: string[];
  yearsExperience: number | null;
  timezone: string;
  availability: Record<string, string[]> | null;
  /** Words of the area of interest / goals found in the mentor's title or expertise (one per stem). */
  areaHits: string[];
  goalHits: string[];
  /** Proposed (not declined) matches since the start of this month, and the mentor's cap. */
  usedThisMonth: number;
  monthlyCap: number;
  /** Pending and approved sessions, and the mentor's booking rules (dates off, notice, buffer; decision 030). */
  busy: Busy[];
  rules: MentorRules;
  /** Mentees who rated this mentor, and the mean of their ratings (each mentee's own mean first, so each counts once). */
  ratedBy: number;
  ratingMean: number | null;
}

export function textPart(m: MentorFacts): ScorePart {
  const area = m.areaHits.length > 0 ? 15 : 0;
  const goals = Math.min(20, m.goalHits.length * 5);
  const words = [...new Set([...m.areaHits, ...m.goalHits])];
  return {
    key: "text",
    points: area + goals,
    max: MAX.text,
    reason: words.length ? `Title or expertise matches: ${words.join(", ")}` : "No match between expertise and the interest or goals",
  };
}

export function seniorityPart(app: ApplicationFacts, m: MentorFacts): ScorePart {
  const mentee = YEARS_MID[app.yearsExperience] ?? 0;
  if (m.yearsExperience == null) return { key: "seniority", points: 5, max: MAX.seniority, reason: "Mentor's years of experience unknown" };
  const gap = m.yearsExperience - mentee;
  const points = gap >= 3 && gap <= 12 ? 20 : gap >= 1 ? 10 : 0;
  const shown = Math.round(gap * 10) / 10;
  return {
    key: "seniority",
    points,
    max: MAX.seniority,
    reason: `${m.yearsExperience} years vs ${app.yearsExperience}: ${shown > 0 ? `${shown} years ahead` : "not more senior"}`,
  };
}

function hourIn(instant: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(instant));
}

/** The mentor's weekly hours (over the coming 7 days, so zone rules of those dates apply) that fall in the applicant's day. */
export function hoursPart(app: ApplicationFacts, m: MentorFacts, now: Date): ScorePart {
  const week = resolveAvailability(m.availability);
  const today = todayIn(m.timezone, now);
  let total = 0;
  let overlap = 0;
  for (let i = 1; i <= 7; i++) {
    const date = addDays(today, i);
    for (const time of week[String(weekdayOf(date)) as keyof typeof week]) {
      total++;
      const h = hourIn(zonedToUtc(date, time, m.timezone), app.timezone);
      if (h >= DAY_START && h <= DAY_END) overlap++;
    }
  }
  const points = total ? Math.round((MAX.hours * overlap) / total) : 0;
  return {
    key: "hours",
    points,
    max: MAX.hours,
    reason: `${overlap} of ${total} weekly hours fall between 8 AM and 9 PM in ${app.timezone} (mentor in ${m.timezone})`,
  };
}

/** Slots the booking would accept now in the next 14 days: the mentorship feature's own rule set (openSlots). */
export function freeSlots(m: MentorFacts, now: Date): number {
  const until = addDays(todayIn(m.timezone, now), SUGGESTION_SLOT_DAYS);
  const open = openSlots(
    { id: m.id, fullName: m.fullName, timezone: m.timezone, availability: resolveAvailability(m.availability) },
    m.rules,
    m.busy,
    now,
  );
  return Object.entries(open)
    .filter(([date]) => date < until)
    .reduce((n, [, times]) => n + times.length, 0);
}

export function slotsPart(m: MentorFacts, now: Date): ScorePart {
  const free = freeSlots(m, now);
  return {
    key: "slots",
    points: Math.min(10, free) * 1.5,
    max: MAX.slots,
    reason: `${free} free ${free === 1 ? "slot" : "slots"} in the next ${SUGGESTION_SLOT_DAYS} days`,
  };
}

export function loadPart(m: MentorFacts): ScorePart {
  const points = m.monthlyCap > 0 ? Math.round(MAX.load * (1 - m.usedThisMonth / m.monthlyCap)) : 0;
  return { key: "load", points, max: MAX.load, reason: `${m.usedThisMonth} of ${m.monthlyCap} mentees this month` };
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The shrunk mean: (prior count × neutral + n × mean) / (prior count + n). */
export function shrunkRating(ratedBy: number, mean: number | null): number {
  if (!ratedBy || mean == null) return RATING_NEUTRAL;
  return (RATING_PRIOR_COUNT * RATING_NEUTRAL + ratedBy * mean) / (RATING_PRIOR_COUNT + ratedBy);
}

export function ratingPart(m: Pick<MentorFacts, "ratedBy" | "ratingMean">): ScorePart {
  if (!m.ratedBy || m.ratingMean == null) return { key: "rating", points: 0, max: MAX.rating, reason: "No ratings from mentees yet" };
  const shrunk = shrunkRating(m.ratedBy, m.ratingMean);
  const points = oneDecimal((MAX.rating * (shrunk - RATING_NEUTRAL)) / (5 - RATING_NEUTRAL));
  return {
    key: "rating",
    points: Object.is(points, -0) ? 0 : points,
    max: MAX.rating,
    reason:
      `Rated ${m.ratingMean.toFixed(1)} by ${m.ratedBy} ${m.ratedBy === 1 ? "mentee" : "mentees"}` +
      ` (counted as ${shrunk.toFixed(1)} with ${RATING_PRIOR_COUNT} neutral ratings of ${RATING_NEUTRAL})`,
  };
}

/** Not accepting or at the cap: not suggested at all. */
export const hasRoom = (m: Pick<MentorFacts, "usedThisMonth" | "monthlyCap"> & { accepting: boolean }) =>
  m.accepting && m.usedThisMonth < m.monthlyCap;

/** Best first; equal scores by name, then id (deterministic). */
export function rankMentors(app: ApplicationFacts, mentors: MentorFacts[], now: Date): SuggestionDto[] {
  return mentors
    .map((m) => {
      const parts = [textPart(m), seniorityPart(app, m), hoursPart(app, m, now), slotsPart(m, now), loadPart(m), ratingPart(m)];
      return {
        mentorId: m.id,
        fullName: m.fullName,
        title: m.title,
        expertise: m.expertise,
        score: oneDecimal(parts.reduce((s, p) => s + p.points, 0)),
        parts,
      };
    })
    .sort((a, b) => b.score - a.score || a.fullName.localeCompare(b.fullName) || (a.mentorId < b.mentorId ? -1 : 1));
}
