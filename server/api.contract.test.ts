import { describe, expect, it } from "vitest";
import { apiRoutes } from "./api";
import { setupTestContext } from "./test/setup";

const ctx = setupTestContext();

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const toOpenApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, "{$1}");

/** Every handler route of the API (middlewares registered with `use` have method ALL). */
function registeredRoutes() {
  const seen = new Set<string>();
  for (const r of apiRoutes.routes) {
    if (r.method === "ALL") continue;
    seen.add(`${r.method.toLowerCase()} ${toOpenApiPath(r.path)}`);
  }
  return [...seen].sort();
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document served to anyone", async () => {
    const res = await ctx.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Document;
    expect(body.openapi).toBe("3.1.0");
    const health = body.paths["/api/health"]?.get;
    expect(health?.summary).toBe("Liveness (with deep=1: the database and the change listener)");
    expect(health?.responses?.["200"]?.content?.["application/json"]?.schema).toMatchObject({ type: "object" });
  });

  it("lists every API route with a summary, a tag and a declared success response", async () => {
    const body = (await (await ctx.request("/api/openapi.json")).json()) as Document;
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.keys(op.responses ?? {}).some((s) => /^2|^3/.test(s));
        if (op.summary && op.tags?.length && success) documented.add(`${method} ${path}`);
      }
    }
    const missing = registeredRoutes().filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });
});

describe("path parameters (decision 038)", () => {
  it('are declared and validated through input("param") on every route that has them', async () => {
    const body = (await (await ctx.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema?: Record<string, unknown> }[] }>>;
    };
    const unvalidated: string[] = [];
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          const schema = op.parameters?.find((p) => p.in === "path" && p.name === name)?.schema ?? {};
          // hono-openapi lists an undeclared one as a bare { type: "string" }: a validated one says more.
          if (!["format", "pattern", "minLength", "maxLength", "enum", "anyOf"].some((k) => k in schema)) {
            unvalidated.push(`${method} ${path} ${name}`);
          }
        }
      }
    }
    expect(unvalidated).toEqual([]);
  });
});

describe("GET /api/docs (outside production)", () => {
  it("lists every operation by feature, escaped, with a link to the schemas", async () => {
    const res = await ctx.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('<h2 id="jobs">jobs</h2>');
    expect(html).toContain("<code>/api/jobs/{id}</code>");
    expect(html).toContain("List approved jobs (filters, ranked search, keyset paging)");
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).not.toMatch(/<script/i);
  });
});

describe("the contract check on responses (test mode)", () => {
  it("lets a response that matches its schema through", async () => {
    const res = await ctx.request("/api/health?deep=1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok", listener: "up" });
  });

  it("answers 400 with the common error body for a query the schema refuses", async () => {
    const res = await ctx.request("/api/health?deep=yes");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields)).toEqual(["deep"]);
  });
});
