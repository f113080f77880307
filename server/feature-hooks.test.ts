import { describe, expect, it } from "vitest";
import { FLAG_TARGETS, MODERATION_KINDS } from "@common/moderation.schema";
import { registerFeatureHooks } from "./feature-hooks";
import { flagTargets, KINDS, registerReviewKinds } from "./features/moderation/kinds";
import { erasureSteps } from "./features/profiles/account-hooks";

/** The wiring of higher features into lower ones (docs/decisions/063), as createApp does it. */
describe("feature hooks (docs/decisions/063)", () => {
  it("after registration, moderation knows every kind and flag target, from the features that own them", () => {
    registerFeatureHooks();
    expect(Object.keys(KINDS).sort()).toEqual([...MODERATION_KINDS].sort());
    for (const k of MODERATION_KINDS) expect(KINDS[k].kind).toBe(k);
    expect(Object.keys(flagTargets).sort()).toEqual([...FLAG_TARGETS].sort());
    for (const t of FLAG_TARGETS) expect(KINDS[flagTargets[t].kind].table).toBe("moderation_flags");
  });

  it("account erasure runs mentorship's sessions, then events' seats (decision 058's order)", () => {
    registerFeatureHooks();
    expect(erasureSteps().map((s) => s.order)).toEqual([1, 2]);
    expect(erasureSteps()[0]!.name).toMatch(/^mentorship/);
    expect(erasureSteps()[1]!.name).toMatch(/^events/);
  });

  it("registering again changes nothing; a second, different adapter for a kind is refused", () => {
    registerFeatureHooks();
    registerFeatureHooks();
    expect(erasureSteps()).toHaveLength(2);
    expect(Object.keys(KINDS)).toHaveLength(MODERATION_KINDS.length);
    expect(() => registerReviewKinds([{ ...KINDS.job }])).toThrow(/registered twice/);
    expect(() => registerReviewKinds([{ nothing: true }])).toThrow(/neither a kind/);
  });
});
