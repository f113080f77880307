/**
 * The judged set (docs/decisions/070-matching-by-rarity.md): 33 applicants with the mentors a person would pick,
 * over the demo mentors and 20 generated ones. The pure scorer must rank them well: nDCG@3 ≥ 0.9 over the set, and
 * whenever a free mentor's expertise contains the chosen area, one such mentor is in the top 3.
 */
import { describe, expect, it } from "vitest";
import { AREAS } from "@common/mentorship.schema";
import { freeSlots, hasRoom, rankMentors, tokens, type MentorFacts } from "./matching.scoring";
import { JUDGED_APPLICANTS, type JudgedApplicant } from "./judged/applicants";
import { JUDGED_MENTORS } from "./judged/mentors";

const NOW = new Date("2026-03-02T09:00:00Z");
const NO_HOURS = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };

const candidates = JUDGED_MENTORS.map((m) => ({
  id: m.name.toLowerCase().replace(/\s+/g, "-"),
  fullName: m.name,
  title: m.title,
  expertise: m.expertise,
  yearsExperience: m.years,
  timezone: m.tz,
  availability: m.hours === "none" ? NO_HOURS : null,
  usedThisMonth: m.used ?? 0,
  monthlyCap: m.cap ?? 3,
  accepting: true,
  busy: [],
  rules: { meetingLocation: null, minNoticeHours: 0, bufferMinutes: 0, datesOff: [], bookingWindowDays: 30, extraHours: {} },
  ratedBy: 0,
  ratingMean: null,
}));
/** As the service: mentors with room are ranked; the words' rarity is counted over all candidates. */
const ranked = candidates.filter((m) => hasRoom(m)) satisfies MentorFacts[];
/** The slot rules do not depend on the applicant: counted once per mentor. */
const slotCount = new Map(ranked.map((m) => [m.id, freeSlots(m, NOW)]));
const free = new Set(ranked.filter((m) => slotCount.get(m.id)! > 0).map((m) => m.fullName));

const labelOf = (area: string) => AREAS.find((a) => a.value === area && a.value !== "other")?.label ?? "";

const rankings = new Map<string, ReturnType<typeof rankMentors>>();
function rankingOf(a: JudgedApplicant) {
  if (rankings.has(a.id)) return rankings.get(a.id)!;
  const list = rankMentors({ yearsExperience: a.years, timezone: a.tz, areaLabel: labelOf(a.area), goals: a.goals }, ranked, NOW, {
    corpus: candidates,
    freeSlotsOf: (m) => slotCount.get(m.id)!,
  });
  rankings.set(a.id, list);
  return list;
}

/** Graded gain 2^rel − 1 with log2 discount; a mentor who is not free counts 0 (a person would not propose them). */
function ndcgAt3(a: JudgedApplicant, names: string[]): number {
  const rel = (n: string) => (free.has(n) ? (a.grades[n] ?? 0) : 0);
  const dcg = (rels: number[]) => rels.slice(0, 3).reduce((s, r, i) => s + (2 ** r - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...free].map(rel).sort((x, y) => y - x));
  return ideal === 0 ? 1 : dcg(names.map(rel)) / ideal;
}

describe("the judged set", () => {
  it("has at least 30 applicants whose graded mentors all exist", () => {
    expect(JUDGED_APPLICANTS.length).toBeGreaterThanOrEqual(30);
    const names = new Set(JUDGED_MENTORS.map((m) => m.name));
    for (const a of JUDGED_APPLICANTS) for (const n of Object.keys(a.grades)) expect(names, `${a.id}: ${n}`).toContain(n);
  });

  it("ranks the mentors a person would pick first: nDCG@3 ≥ 0.9", () => {
    const scores = JUDGED_APPLICANTS.map((a) => ({
      id: a.id,
      top: rankingOf(a).slice(0, 3),
      ndcg: ndcgAt3(
        a,
        rankingOf(a).map((s) => s.fullName),
      ),
    }));
    const mean = scores.reduce((s, x) => s + x.ndcg, 0) / scores.length;
    const weak = scores.filter((s) => s.ndcg < 0.7).map((s) => `${s.id} ${s.ndcg.toFixed(2)}: ${s.top.map((t) => t.fullName).join(", ")}`);
    console.log(
      `judged set: nDCG@3 = ${mean.toFixed(3)} over ${scores.length} applicants${weak.length ? `; weakest: ${weak.join(" | ")}` : ""}`,
    );
    expect(mean).toBeGreaterThanOrEqual(0.9);
  });

  it("whenever a free mentor's expertise contains the chosen area, one such mentor is in the top 3", () => {
    for (const a of JUDGED_APPLICANTS) {
      const label = labelOf(a.area).toLowerCase();
      if (!label) continue;
      const covers = (m: { expertise: string[] }) => m.expertise.some((e) => e.toLowerCase().includes(label));
      if (!ranked.some((m) => free.has(m.fullName) && covers(m))) continue;
      const top = rankingOf(a).slice(0, 3);
      expect(top.some(covers), `${a.id}: ${top.map((t) => t.fullName).join(", ")}`).toBe(true);
    }
  });

  it("explains the text part: the matched area and words with their weights; a word every mentor has is worth 0", () => {
    const cloud = rankingOf(JUDGED_APPLICANTS.find((a) => a.id === "cloud-aws-iam")!);
    const jonas = cloud.find((s) => s.fullName === "Jonas Berg")!;
    expect(cloud.slice(0, 6).map((s) => s.fullName)).toContain("Jonas Berg");
    expect(jonas.parts[0]!.reason).toMatch(/area Cloud Security \(\+20\)/);
    expect(jonas.parts[0]!.reason).toMatch(/terraform \(weight \d+\.\d\)/);
    const everyone = [
      { title: "Engineer", expertise: ["Security"] },
      { title: "Engineer", expertise: ["Security", "Terraform"] },
    ];
    const [plain] = rankMentors(
      { yearsExperience: "1-3", timezone: "UTC", areaLabel: "", goals: "security engineer" },
      [{ ...ranked[0]!, title: "Engineer", expertise: ["Security"] }],
      NOW,
      { corpus: everyone },
    );
    expect(plain!.parts[0]!.points).toBe(0);
    expect(tokens("Threat modelling, threat-modeling and Threat Models")).toEqual(Array(3).fill(["threat", "model"]).flat());
  });
});
