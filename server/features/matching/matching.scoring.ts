import { resolveAvailability, weekdayOf } from "@common/mentorship.schema";
import { SUGGESTION_SLOT_DAYS, type ScorePart, type SuggestionDto } from "@common/matching.schema";
import { addDays, todayIn, zonedToUtc } from "@common/time";
import type { MentorRules } from "../mentorship/session";
import { HOUR_SESSION, openSlots, type Busy } from "../mentorship/slots";

/**
 * The suggestion score (docs/decisions/033-mentorship-matching.md, 048 for the mentees' ratings): six parts, each with its points,
 * its maximum and a sentence saying why, so the team sees what decided the order. Pure: the same
 * mentors, application and `now` always give the same ranking.
 */

export const MAX = { text: 50, seniority: 20, hours: 20, slots: 15, load: 10, rating: 10 } as const;
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

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

const YEARS_MID: Record<string, number> = { "0-1": 0.5, "1-3": 2, "3-5": 4, "5-10": 7.5, "10+": 12 };

export interface ApplicationFacts {
  yearsExperience: string;
  timezone: string;
  /** The chosen area's label ("Cloud Security"; empty for "other") and the goals text: the text part's input. */
  areaLabel: string;
  goals: string;
}

export interface MentorFacts {
  id: string;
  fullName: string;
  title: string | null;
  expertise: string[];
  yearsExperience: number | null;
  timezone: string;
  availability: Record<string, string[]> | null;
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

/**
 * Words and phrases of the mentors' titles and expertise, weighted by rarity (docs/decisions/070-matching-by-rarity.md):
 * idf = ln(N / df) over the current mentor set, so a word every mentor has is worth 0. Stemming is simple
 * (plural and -ing/-ed/-er endings), applied alike to both sides.
 */
const STOP = new Set([
  "and",
  "the",
  "for",
  "with",
  "into",
  "from",
  "our",
  "your",
  "their",
  "about",
  "want",
  "learn",
  "more",
  "how",
  "what",
]);

export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("er")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  // modelling → modell → model
  if (w.length > 4 && w.at(-1) === w.at(-2) && !w.endsWith("ss")) w = w.slice(0, -1);
  return w;
}

/** Stemmed tokens in order (letters and digits; "CI/CD" → ci, cd); stop words and one-letter tokens dropped. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => w.length >= 2 && !STOP.has(w)).map(stem);
}

const containsRun = (hay: string[], needle: string[]) => {
  if (!needle.length || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/** A mentor's terms: single words of title and expertise, and each multi-word expertise entry (and the title's word pairs) as a phrase. */
export function termsOf(m: { title: string | null; expertise: string[] }): Map<string, string> {
  const out = new Map<string, string>(); // stemmed key → shown form
  const add = (ws: string[], shown: string) => {
    const key = ws.join(" ");
    if (key && !out.has(key)) out.set(key, shown);
  };
  const title = m.title ?? "";
  const titleWords = title.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  for (const w of titleWords) if (w.length >= 2 && !STOP.has(w)) add([stem(w)], w);
  const tt = tokens(title);
  for (let i = 0; i + 1 < tt.length; i++) add(tt.slice(i, i + 2), tt.slice(i, i + 2).join(" "));
  for (const e of m.expertise) {
    const raw = e.toLowerCase().match(/[a-z0-9]+/g) ?? [];
    for (const w of raw) if (w.length >= 2 && !STOP.has(w)) add([stem(w)], w);
    const ts = tokens(e);
    if (ts.length > 1) add(ts, e.toLowerCase());
  }
  return out;
}

export interface Vocabulary {
  size: number;
  idf(term: string): number;
}

/** Document frequency of every term over the mentors (the current set: the candidates of this request). */
export function vocabularyOf(mentors: { title: string | null; expertise: string[] }[]): Vocabulary {
  const df = new Map<string, number>();
  for (const m of mentors) for (const t of termsOf(m).keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = mentors.length;
  return { size: n, idf: (t) => (n && df.get(t) ? Math.log(n / df.get(t)!) : 0) };
}

export interface ApplicantText {
  /** The chosen area's label ("Cloud Security"); empty for "other". */
  areaLabel: string;
  goals: string;
}

const AREA_POINTS = 20;
const GOAL_POINTS = MAX.text - AREA_POINTS;
/** The summed weight (idf) that earns the full goal points: about two rare terms. */
const GOAL_SATURATION = 5;
const PHRASE_BONUS = 2;

/**
 * The text part: the area points when an expertise entry contains the chosen area as a phrase (half when only the
 * title does); goal points for every mentor term found in the goals, by its rarity; a matched phrase counts once,
 * and its single words are not counted again.
 */
/** What the text part matched: the area (in an expertise entry, else in the title) and the mentor's terms in the goals, weightiest first. */
export function textMatches(app: ApplicantText, m: Pick<MentorFacts, "title" | "expertise">, vocab: Vocabulary) {
  const area = tokens(app.areaLabel);
  const inExpertise = area.length > 0 && m.expertise.some((e) => containsRun(tokens(e), area));
  const inTitle = !inExpertise && area.length > 0 && containsRun(tokens(m.title ?? ""), area);
  const goals = tokens(app.goals);
  const terms = [...termsOf(m)].filter(([t]) => containsRun(goals, t.split(" ")));
  // Longest first: a matched phrase covers its words.
  terms.sort(([a], [b]) => b.split(" ").length - a.split(" ").length);
  const covered = new Set<string>();
  const hits: { shown: string; weight: number }[] = [];
  for (const [t, shown] of terms) {
    const words = t.split(" ");
    if (words.every((w) => covered.has(w))) continue;
    words.forEach((w) => covered.add(w));
    // A phrase counts its words' weights twice over: matched in order it says much more than its words apart.
    const weight = words.length > 1 ? Math.max(vocab.idf(t), PHRASE_BONUS * words.reduce((s, w) => s + vocab.idf(w), 0)) : vocab.idf(t);
    if (weight > 0) hits.push({ shown, weight });
  }
  hits.sort((a, b) => b.weight - a.weight || a.shown.localeCompare(b.shown));
  return { inExpertise, inTitle, hits };
}

export function textPart(app: ApplicantText, m: Pick<MentorFacts, "title" | "expertise">, vocab: Vocabulary): ScorePart {
  const { inExpertise, inTitle, hits } = textMatches(app, m, vocab);
  const areaPoints = inExpertise ? AREA_POINTS : inTitle ? AREA_POINTS / 2 : 0;
  const sum = hits.reduce((s, h) => s + h.weight, 0);
  const goalPoints = oneDecimal(Math.min(GOAL_POINTS, (GOAL_POINTS * sum) / GOAL_SATURATION));
  const said: string[] = [];
  if (areaPoints) said.push(`${inExpertise ? "expertise" : "title"} covers the area ${app.areaLabel} (+${areaPoints})`);
  if (hits.length) said.push(`goals match ${hits.map((h) => `${h.shown} (weight ${h.weight.toFixed(1)})`).join(", ")} (+${goalPoints})`);
  return {
    key: "text",
    points: oneDecimal(areaPoints + goalPoints),
    max: MAX.text,
    reason: said.length
      ? `Title or expertise matches: ${said.join("; ")}`
      : "No match between expertise and the interest or goals (words every mentor has count 0)",
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

const hourFormats = new Map<string, Intl.DateTimeFormat>();
function hourIn(instant: Date, timeZone: string): number {
  let f = hourFormats.get(timeZone);
  if (!f) hourFormats.set(timeZone, (f = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" })));
  return Number(f.format(instant));
}

/** The mentor's weekly hours (over the coming 7 days, so zone rules of those dates apply) that fall in the applicant's day. */
export function weeklyOverlap(app: Pick<ApplicationFacts, "timezone">, m: MentorFacts, now: Date) {
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
  return { overlap, total };
}

export function hoursPart(app: ApplicationFacts, m: MentorFacts, now: Date): ScorePart {
  const { overlap, total } = weeklyOverlap(app, m, now);
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
    HOUR_SESSION,
    m.busy,
    now,
  );
  return Object.entries(open)
    .filter(([date]) => date < until)
    .reduce((n, [, times]) => n + times.length, 0);
}

export function slotsPart(m: MentorFacts, now: Date, free = freeSlots(m, now)): ScorePart {
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

export interface RankOptions {
  /** The mentor set the words' rarity is counted over (all candidates of the request, full ones included); the ranked mentors by default. */
  corpus?: { title: string | null; expertise: string[] }[];
  /** Free slots per mentor when already counted (the slot rules do not depend on the applicant); freeSlots otherwise. */
  freeSlotsOf?: (m: MentorFacts) => number;
}

/**
 * Why a mentor was proposed, in the mentee's words (docs/decisions/083): the shared interest, the mentor's
 * terms found in the goals (at most three, weightiest first) and the weekly hours in the mentee's day,
 * e.g. "Shares your interest in Cloud Security; expertise in Terraform, Kubernetes; 6 hours overlap a week".
 */
export function menteeWhy(app: ApplicationFacts, m: MentorFacts, now: Date, vocab: Vocabulary): string {
  const { inExpertise, inTitle } = textMatches(app, m, vocab);
  const area = tokens(app.areaLabel);
  const goals = tokens(app.goals);
  // The mentor's own expertise entries, as they wrote them, that the goals name (a word every mentor has does not count).
  const named = m.expertise.filter((e) => {
    const ts = tokens(e);
    if (!ts.length || (area.length && containsRun(ts, area))) return false;
    return containsRun(goals, ts) || ts.some((t) => vocab.idf(t) > 0 && goals.includes(t));
  });
  const said: string[] = [];
  if (inExpertise || inTitle) said.push(`Shares your interest in ${app.areaLabel}`);
  if (named.length) said.push(`expertise in ${named.slice(0, 3).join(", ")}`);
  const { overlap } = weeklyOverlap(app, m, now);
  if (overlap) said.push(`${overlap} ${overlap === 1 ? "hour" : "hours"} overlap a week`);
  if (!said.length)
    return m.yearsExperience ? `${m.yearsExperience} years of experience, with room for a new mentee` : "Has room for a new mentee";
  const sentence = said.join("; ");
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

/** Best first; equal scores by name, then id (deterministic). */
export function rankMentors(app: ApplicationFacts, mentors: MentorFacts[], now: Date, options: RankOptions = {}): SuggestionDto[] {
  const vocab = vocabularyOf(options.corpus ?? mentors);
  return mentors
    .map((m) => {
      const parts = [
        textPart(app, m, vocab),
        seniorityPart(app, m),
        hoursPart(app, m, now),
        slotsPart(m, now, options.freeSlotsOf ? options.freeSlotsOf(m) : freeSlots(m, now)),
        loadPart(m),
        ratingPart(m),
      ];
      return {
        mentorId: m.id,
        fullName: m.fullName,
        title: m.title,
        expertise: m.expertise,
        score: oneDecimal(parts.reduce((s, p) => s + p.points, 0)),
        parts,
        why: menteeWhy(app, m, now, vocab),
      };
    })
    .sort((a, b) => b.score - a.score || a.fullName.localeCompare(b.fullName) || (a.mentorId < b.mentorId ? -1 : 1));
}
