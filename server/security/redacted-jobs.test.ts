import { describe, expect, it } from "vitest";
import { signedIn } from "../test/factories";
import { createJob } from "../test/job-factory";
import { setupTestContext } from "../test/setup";

const ctx = setupTestContext();

async function board() {
  const hidden = await createJob(ctx, {
    title: "Product Security Engineer",
    company: "Northwind Traders",
    location: "Berlin, Germany",
    isRemote: true,
  });
  await createJob(ctx, { title: "Cloud Security Engineer", company: "Contoso", location: "London, UK", isRemote: false });
  return hidden;
}

describe("visitors cannot recover redacted job fields", () => {
  it("searching a hidden company finds nothing for a visitor, and the job for a member", async () => {
    await board();
    const visitor = await (await ctx.request("/api/jobs?search=Northwind")).json();
    expect(visitor.jobs).toHaveLength(0);
    expect(visitor.total).toBe(0);
    const member = await signedIn(ctx);
    const seen = await (await member.request("/api/jobs?search=Northwind")).json();
    expect(seen.jobs.map((j: { company: string }) => j.company)).toEqual(["Northwind Traders"]);
    // Titles stay searchable for everyone.
    expect((await (await ctx.request("/api/jobs?search=product")).json()).total).toBe(1);
  });

  it("the location filter and its options do not narrow anything for a visitor", async () => {
    await board();
    const all = await (await ctx.request("/api/jobs")).json();
    const berlin = await (await ctx.request("/api/jobs?location=Berlin")).json();
    expect(berlin.total).toBe(all.total);
    expect(berlin.jobs.map((j: { id: string }) => j.id)).toEqual(all.jobs.map((j: { id: string }) => j.id));
    expect((await (await ctx.request("/api/jobs/filters")).json()).locations).toEqual([]);
    const member = await signedIn(ctx);
    expect((await (await member.request("/api/jobs?location=Berlin")).json()).total).toBe(1);
    expect((await (await member.request("/api/jobs/filters")).json()).locations).toEqual(["Berlin", "London"]);
  });

  it("neither the list nor the detail tells a visitor whether a job is remote", async () => {
    const hidden = await board();
    const list = await (await ctx.request("/api/jobs")).json();
    for (const job of list.jobs) expect(job).not.toHaveProperty("isRemote");
    const detail = await (await ctx.request(`/api/jobs/${hidden.id}`)).json();
    expect(detail.job).not.toHaveProperty("isRemote");
    expect(JSON.stringify(detail)).not.toContain("Northwind");
    const member = await signedIn(ctx);
    expect((await (await member.request(`/api/jobs/${hidden.id}`)).json()).job.isRemote).toBe(true);
  });
});
