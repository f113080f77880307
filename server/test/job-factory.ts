import type { PgInsertValue } from "drizzle-orm/pg-core";
import { jobs } from "../db/schema";
import type { TestContext } from "./setup";

let n = 0;
/** Inserts a job (approved unless told otherwise). */
export async function createJob(ctx: TestContext, values: Partial<PgInsertValue<typeof jobs>> = {}) {
  n++;
  const [row] = await ctx.deps.db
    .insert(jobs)
    .values({
      title: `Application Security Engineer ${n}`,
      company: `Acme ${n}`,
      location: "Berlin, Germany",
      jobBoardUrl: `https://jobs.example.com/${n}`,
      description: "Own the secure development lifecycle for our product teams.",
      skills: ["OWASP", "Threat Modeling"],
      isApproved: true,
      isAdminReviewed: true,
      ...values,
    })
    .returning();
  return row!;
}
