import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setupTestContext } from "../test/setup";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { completeDocument, doc, emptyBodyAsJson, errorComponentSchema, input } from "./openapi";

const ctx = setupTestContext();

function appWith(env: "test" | "production", body: unknown) {
  return new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("deps", { ...ctx.deps, config: { ...ctx.deps.config, env } });
      await next();
    })
    .post(
      "/thing",
      doc({ summary: "Make a thing", tag: "test", responses: { 201: z.object({ id: z.string() }) } }),
      emptyBodyAsJson,
      input("json", z.object({ name: z.string().min(1, "Name is required").optional() })),
      (c) => c.json(body, 201),
    )
    .onError((err, c) =>
      err instanceof AppError
        ? c.json({ error: { code: err.code, message: err.message, fields: err.fields } }, err.status)
        : c.json({ error: { message: err.message } }, 500),
    );
}
const post = (app: ReturnType<typeof appWith>, body?: string, type = "application/json") =>
  app.request("/thing", { method: "POST", body, headers: body === undefined ? {} : { "content-type": type } });

describe("doc(): the response contract check", () => {
  it("passes a body that matches the declared schema", async () => {
    expect((await post(appWith("test", { id: "a" }), "{}")).status).toBe(201);
  });
  it("fails loudly in tests when a handler answers a shape its declaration does not allow", async () => {
    const res = await post(appWith("test", { id: 1 }), "{}");
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("does not match its schema");
  });
  it("costs nothing outside tests", async () => {
    expect((await post(appWith("production", { id: 1 }), "{}")).status).toBe(201);
  });
});

describe("input(): validation with the project's error body", () => {
  const app = appWith("test", { id: "a" });
  it("answers 400 with the schema's own message on the field", async () => {
    const res = await post(app, JSON.stringify({ name: "" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "Name is required", fields: { name: "Name is required" } },
    });
  });
  it("refuses malformed JSON and a body that is not declared as JSON", async () => {
    for (const res of [await post(app, "{nope"), await post(app, '{"name":"x"}', "text/plain")]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Request body must be JSON");
    }
  });
  it("reads an absent body as {} where the route allows it", async () => {
    expect((await post(app)).status).toBe(201);
  });
});

describe("completeDocument(): the error answers derived from what a route is (decision 038)", () => {
  const err = { $ref: "#/components/schemas/ApiError" };
  const statuses = (op: unknown) =>
    Object.keys((op as { responses: Record<string, unknown> }).responses)
      .map(Number)
      .sort();
  const document = () =>
    completeDocument({
      paths: {
        "/api/things": {
          get: { "x-access": "public", responses: { 200: { description: "OK" } } },
          post: { "x-access": "user", requestBody: {}, responses: { 201: { description: "OK" }, 429: { description: "old" } } },
        },
        "/api/things/{id}": {
          get: { "x-access": "owner", responses: { 200: { description: "OK" } } },
          delete: { "x-access": "admin", responses: { 200: { description: "OK" } } },
        },
      },
    });

  it("declares 400 and 503 everywhere, 401 with a session, 403 for capabilities and writes, 404 with path parameters, 413 on writes with a body", () => {
    const d = document();
    expect(statuses(d.paths["/api/things"]!.get)).toEqual([200, 400, 503]);
    expect(statuses(d.paths["/api/things"]!.post)).toEqual([201, 400, 401, 403, 413, 429, 503]);
    expect(statuses(d.paths["/api/things/{id}"]!.get)).toEqual([200, 400, 401, 403, 404, 503]);
    expect(statuses(d.paths["/api/things/{id}"]!.delete)).toEqual([200, 400, 401, 403, 404, 503]);
  });

  it("gives every error the one envelope, public operations `security: []`, and the envelope as a component", () => {
    const d = document() as ReturnType<typeof document> & { components: { schemas: Record<string, unknown> } };
    const post = d.paths["/api/things"]!.post as unknown as { responses: Record<string, { content: unknown }> };
    expect(post.responses["429"]!.content).toEqual({ "application/json": { schema: err } });
    expect((d.paths["/api/things"]!.get as unknown as { security: unknown }).security).toEqual([]);
    expect((post as unknown as { security: unknown }).security).toEqual([{ session: [] }]);
    expect(d.components.schemas.ApiError).toMatchObject({ required: ["error"] });
  });

  it("matches the body onError sends: code, message, requestId, per-field messages", async () => {
    const { Ajv2020 } = await import("ajv/dist/2020");
    const validate = new Ajv2020({ strict: false }).compile(errorComponentSchema);
    const res = await ctx.request("/api/health?deep=yes");
    expect(validate(await res.json())).toBe(true);
    expect(validate({ error: { code: "NOPE", message: "x", requestId: "r" } })).toBe(false);
  });
});
