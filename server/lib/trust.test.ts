import { describe, expect, it } from "vitest";
import { TRUST_RULES } from "@common/trust";
import { trustLevelOf, type TrustFacts } from "./trust";

const base: TrustFacts = { accountAgeDays: 10, approvedContributions: 1, upheldFlagsAgainst: 0, isAdmin: false };

describe("trustLevelOf", () => {
  it("calls an admin staff whatever else is true", () => {
    expect(trustLevelOf({ ...base, accountAgeDays: 0, approvedContributions: 0, isAdmin: true })).toBe("staff");
  });
  it("calls a young account new even with contributions", () => {
    expect(trustLevelOf({ ...base, accountAgeDays: TRUST_RULES.newAccountDays - 0.01, approvedContributions: 5 })).toBe("new");
  });
  it("calls an old account with no approved contribution new", () => {
    expect(trustLevelOf({ ...base, accountAgeDays: 400, approvedContributions: 0 })).toBe("new");
  });
  it("calls an account past the new age with a contribution a member", () => {
    expect(trustLevelOf({ ...base, accountAgeDays: TRUST_RULES.newAccountDays, approvedContributions: 1 })).toBe("member");
  });
  it("trusts age, enough contributions and a clean record together", () => {
    const trusted = { ...base, accountAgeDays: TRUST_RULES.trustedAccountDays, approvedContributions: TRUST_RULES.trustedContributions };
    expect(trustLevelOf(trusted)).toBe("trusted");
    expect(trustLevelOf({ ...trusted, upheldFlagsAgainst: 1 })).toBe("member");
    expect(trustLevelOf({ ...trusted, approvedContributions: TRUST_RULES.trustedContributions - 1 })).toBe("member");
    expect(trustLevelOf({ ...trusted, accountAgeDays: TRUST_RULES.trustedAccountDays - 1 })).toBe("member");
  });
});
