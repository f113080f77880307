import { describe, expect, it } from "vitest";
import { createUser, setProfile } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

async function mentor(name: string, profile: Parameters<typeof setProfile>[2] = {}) {
  const m = await createUser(ctx, { name, role: "mentor" });
  await setProfile(ctx, m.id, { bio: "I help people into AppSec.", expertise: ["Secure Code Review"], ...profile });
  return m;
}

async function find(term: string) {
  const res = await ctx.request(`/api/mentors?q=${encodeURIComponent(term)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { mentors: { id: string; fullName: string }[] }).mentors;
}
const names = (list: { fullName: string }[]) => list.map((m) => m.fullName);

describe("GET /api/mentors?q= (ranked search)", () => {
  it("finds mentors by name, title and expertise, by word prefix and word variant", async () => {
    await mentor("Alice Anders", { title: "Principal Pentester" });
    await mentor("Bob Brown", { expertise: ["Penetration Testing", "Cloud Security"] });
    await mentor("Cara Cole", { title: "CISO", expertise: ["Threat Modeling"] });
    await createUser(ctx, { name: "Alina Member" });
    expect(names(await find("ali"))).toEqual(["Alice Anders"]);
    expect(names(await find("cis"))).toEqual(["Cara Cole"]);
    expect(names(await find("pen")).sort()).toEqual(["Alice Anders", "Bob Brown"]);
    expect(names(await find("tests"))).toEqual(["Bob Brown"]);
    expect(names(await find("threat models"))).toEqual(["Cara Cole"]);
    expect(names(await find("bob cloud"))).toEqual(["Bob Brown"]);
    expect(await find("bob threat")).toEqual([]);
  });

  it("does not search the bio (the directory searches name, title and expertise)", async () => {
    await mentor("Dan Doe", { bio: "Ask me about zebracorn audits." });
    expect(await find("zebracorn")).toEqual([]);
  });

  it("ranks name and title before expertise; ties by name", async () => {
    // By name alone (the list's order without a search) Aaron would come first.
    await mentor("Aaron Able", { expertise: ["Kubernetes"] });
    await mentor("Zoe Zed", { title: "Kubernetes Security Lead" });
    await mentor("Mia Moss", { title: "Cloud Architect" });
    await mentor("Leo Lamb", { title: "Cloud Architect" });
    expect(names(await find("kuber"))).toEqual(["Zoe Zed", "Aaron Able"]);
    expect(names(await find("cloud"))).toEqual(["Leo Lamb", "Mia Moss"]);
    // A field equal to the whole term comes first (docs/decisions/036): an expertise entry "Kubernetes".
    expect(names(await find("kubernetes"))).toEqual(["Aaron Able", "Zoe Zed"]);
    // And a name or title equal to it before an expertise entry.
    await mentor("Kim Kane", { title: "Kubernetes" });
    expect(names(await find("Kubernetes"))).toEqual(["Kim Kane", "Aaron Able", "Zoe Zed"]);
  });

  it("tolerates a typo in a name or title; syntax in the input is plain text", async () => {
    await mentor("Maria Kowalski", { title: "Security Champion" });
    await mentor("Other Person", { title: "Developer" });
    expect(names(await find("kowalsky"))).toEqual(["Maria Kowalski"]);
    expect(names(await find("secruity champion"))).toEqual(["Maria Kowalski"]);
    for (const term of ["a & | ! ( ) : * '", "kow:*A", "'; drop table profiles; --", "<->", "\\", "%"]) await find(term);
    expect(await find("%")).toEqual([]);
  });
});

describe("GET /api/mentors paging", () => {
  it("answers 24 mentors a page with a cursor to the next, without repeats or gaps, then none", async () => {
    const before = ((await (await ctx.request("/api/mentors")).json()) as { mentors: { id: string }[] }).mentors.length;
    await Promise.all(
      Array.from({ length: 30 - before }, (_, i) =>
        createUser(ctx, { role: "mentor", name: `Paged Mentor ${String(i).padStart(2, "0")}` }),
      ),
    );
    const first = (await (await ctx.request("/api/mentors")).json()) as {
      mentors: { id: string; fullName: string }[];
      nextCursor: string | null;
    };
    expect(first.mentors).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await (await ctx.request(`/api/mentors?cursor=${encodeURIComponent(first.nextCursor!)}`)).json()) as typeof first;
    expect(second.mentors).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.mentors, ...second.mentors].map((m) => m.id);
    expect(new Set(ids).size).toBe(30);
    const names = [...first.mentors, ...second.mentors].map((m) => m.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("refuses a forged cursor with 400", async () => {
    const res = await ctx.request("/api/mentors?cursor=not-a-cursor");
    expect(res.status).toBe(400);
  });
});
