import { DAY_MS } from "@common/time";
import { TRUST_RULES } from "@common/trust";
import { jobs } from "../db/schema";
import { signedIn, type TestUser } from "./factories";
import type { TestContext } from "./setup";

/**
 * A signed-in member with standing (docs/decisions/054): an account older than the "new" period with
 * approved contributions (approved jobs, which no public list used by the flag tests shows twice).
 * "member": 10 days, 1 contribution; "trusted": 40 days, TRUST_RULES.trustedContributions.
 */
export async function signedInWithStanding(ctx: TestContext, level: "member" | "trusted" = "member"): Promise<TestUser> {
  const days = level === "trusted" ? TRUST_RULES.trustedAccountDays + 10 : TRUST_RULES.newAccountDays + 7;
  const u = await signedIn(ctx, "user", { createdAt: new Date(Date.now() - days * DAY_MS) });
  const n = level === "trusted" ? TRUST_RULES.trustedContributions : 1;
  await ctx.deps.db.insert(jobs).values(
    Array.from({ length: n }, (_, i) => ({
      title: `Contribution ${i + 1}`,
      company: "Acme",
      location: "Remote",
      jobBoardUrl: "https://example.test/job",
      description: "A job.",
      recruiterId: u.id,
      isApproved: true,
      isAdminReviewed: true,
    })),
  );
  return u;
}
