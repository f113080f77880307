import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutes, openApiDocument } from "./api";
import { WRITE_DECLARATION, WRITE_LIMIT_EXTENSION, declaredWriteLimits, writeDeclarations, writeLimitsMarkdown } from "./lib/write-limits";

/** Write routes with neither a declared limit nor a reasoned exemption. */
const undeclared = (routes: readonly { method: string; path: string; handler: unknown }[]) =>
  [...writeDeclarations(routes)].filter(([, d]) => d === null).map(([route]) => route);

describe("every write route declares its limit (docs/decisions/056)", () => {
  it("has a declaration (writeLimit) or a reasoned exemption (exemptWrite) on each POST, PUT, PATCH and DELETE route", () => {
    const writes = writeDeclarations(apiRoutes.routes);
    expect(writes.size).toBeGreaterThan(80);
    expect(undeclared(apiRoutes.routes)).toEqual([]);
    // Exemptions stay few and say why.
    const exempt = [...writes].filter(([, d]) => d && "exempt" in d);
    expect(exempt.map(([r]) => r).every((r) => r.includes("/api/dev/"))).toBe(true);
  });

  it("fails when a route's declaration is removed (probe)", () => {
    const declares = (h: unknown) => {
      const f = h as { [WRITE_DECLARATION]?: unknown; __COMPOSED_HANDLER?: { [WRITE_DECLARATION]?: unknown } };
      return Boolean(f[WRITE_DECLARATION] ?? f.__COMPOSED_HANDLER?.[WRITE_DECLARATION]);
    };
    const without = apiRoutes.routes.filter((r) => !(r.method === "POST" && r.path === "/api/jobs" && declares(r.handler)));
    expect(without.length).toBe(apiRoutes.routes.length - 1);
    const before = new Set(undeclared(apiRoutes.routes));
    expect(undeclared(without).filter((r) => !before.has(r))).toEqual(["POST /api/jobs"]);
  });

  it("lists 429 on every declared route, and 403 where a silenced member is refused, from the declaration", async () => {
    const doc = (await openApiDocument()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> } & Record<string, unknown>>>;
    };
    const checked: string[] = [];
    for (const [route, d] of writeDeclarations(apiRoutes.routes)) {
      if (!d || !("limit" in d)) continue;
      const [method, path] = route.split(" ") as [string, string];
      const op = doc.paths[path.replace(/:(\w+)/g, "{$1}")]?.[method.toLowerCase()];
      expect(op, route).toBeDefined();
      expect(Object.keys(op!.responses), route).toContain("429");
      if (d.limit.silenced === "refuse") expect(Object.keys(op!.responses), route).toContain("403");
      expect(op![WRITE_LIMIT_EXTENSION], route).toMatchObject({ bucket: d.limit.bucket, silenced: d.limit.silenced });
      checked.push(route);
    }
    expect(checked).toEqual(expect.arrayContaining(["POST /api/jobs", "POST /api/blog/articles", "POST /api/flags", "POST /api/contact"]));
  });

  it("declares ceilings lower for new accounts on the contribution writes the review named", () => {
    const by = new Map(declaredWriteLimits().map((l) => [l.bucket, l]));
    expect(by.get("jobs.create")).toMatchObject({ windowSeconds: 86_400, ceiling: { new: 10 }, silenced: "refuse" });
    expect(by.get("blog.create")).toMatchObject({ windowSeconds: 86_400, ceiling: { new: 5 }, silenced: "refuse" });
    expect(by.get("comments.create")).toMatchObject({ windowSeconds: 3600, ceiling: { new: 30 }, silenced: "refuse" });
    expect(by.get("moderation.flag")).toMatchObject({ windowSeconds: 86_400, ceiling: { new: 20 }, silenced: "refuse" });
    expect(by.get("offerings.create")).toMatchObject({ windowSeconds: 86_400, ceiling: { new: 5 }, silenced: "refuse" });
    for (const l of declaredWriteLimits()) {
      if (typeof l.ceiling === "number") continue;
      expect(l.ceiling.new, l.bucket).toBeLessThanOrEqual(l.ceiling.member);
      expect(l.ceiling.member, l.bucket).toBeLessThanOrEqual(l.ceiling.trusted);
    }
  });

  it("docs/write-limits.md is the table the declarations make", () => {
    const file = join(__dirname, "..", "docs", "write-limits.md");
    const expected = writeLimitsMarkdown(apiRoutes.routes);
    if (process.env.UPDATE_DOCS) writeFileSync(file, expected);
    expect(readFileSync(file, "utf8")).toBe(expected);
  });
});
