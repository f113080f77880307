import { randomUUID } from "node:crypto";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { signedIn } from "./test/factories";
import { setupTestContext, type RequestOptions } from "./test/setup";

/**
 * The contract walk (docs/decisions/038): every operation of /api/openapi.json is called as a visitor,
 * a member and an admin, GETs with parameters generated from their declared schemas and writes with
 * bodies that violate theirs; every answer's status must be declared for the operation and its body must
 * match the schema declared for that status (ajv). A route added later is walked without anyone
 * remembering to add it here.
 */
const ctx = setupTestContext();

type Schema = Record<string, unknown> & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  default?: unknown;
};
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** A value the schema accepts, as a client would fill a required parameter. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return "x";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== "null") ?? alt[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (schema.format === "uuid") return randomUUID();
  if (schema.format === "email") return "someone@example.test";
  if (schema.format === "date-time") return new Date().toISOString();
  if (schema.format === "date") return new Date().toISOString().slice(0, 10);
  return "a".repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value of another JSON type than the schema wants. */
function wrongTypeFor(schema: Schema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === "string") return { not: "a string" };
  if (type === "object") return "not an object";
  if (type === "array") return "not an array";
  return ["not", "a", "scalar"];
}

function pathWith(path: string, op: Operation) {
  const values = new Map((op.parameters ?? []).filter((p) => p.in === "path").map((p) => [p.name, String(sample(p.schema))]));
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values.get(name) ?? "x"));
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) if (p.in === "query" && p.required) query.set(p.name, String(sample(p.schema)));
  const q = query.toString();
  return q ? `${filled}?${q}` : filled;
}

function walker(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "doc", components: document.components ?? {} });
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorFor = (schema: Schema) => {
    let v = compiled.get(schema);
    if (!v) {
      const withRefs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema;
      v = ajv.compile(withRefs);
      compiled.set(schema, v);
    }
    return v;
  };
  const mismatches: string[] = [];
  let checked = 0;

  /** The answer's status is declared for the operation, and its body is what the declaration says. */
  async function check(label: string, op: Operation, res: Response) {
    checked++;
    const declared = op.responses[String(res.status)];
    const text = await res.text();
    if (!declared) {
      mismatches.push(`${label}: ${res.status} is not declared (${text.slice(0, 160)})`);
      return;
    }
    const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
    const media = Object.keys(declared.content ?? {});
    if (media.length === 0) {
      if (text !== "") mismatches.push(`${label}: ${res.status} is declared without a body but has one`);
      return;
    }
    const json = declared.content?.["application/json"];
    if (json?.schema) {
      if (type !== "application/json") {
        mismatches.push(`${label}: ${res.status} is declared as JSON but is ${type}`);
        return;
      }
      const validate = validatorFor(json.schema);
      if (!validate(JSON.parse(text))) {
        mismatches.push(`${label}: ${res.status} body does not match: ${ajv.errorsText(validate.errors)} (${text.slice(0, 200)})`);
      }
    } else if (!media.includes(type)) {
      // Every media type a body can have is declared (no application/octet-stream standing for "anything").
      mismatches.push(`${label}: ${res.status} is ${type}, declared ${media.join(", ")}`);
    }
  }
  return { check, mismatches, count: () => checked };
}

async function setup() {
  const document = (await (await ctx.request("/api/openapi.json")).json()) as Document;
  const member = await signedIn(ctx, "user");
  const admin = await signedIn(ctx, "admin");
  const roles: [string, string | undefined][] = [
    ["visitor", undefined],
    ["member", member.cookie],
    ["admin", admin.cookie],
  ];
  return { document, roles };
}

const WRITES = new Set(["post", "put", "patch", "delete"]);

describe("the contract walk of /api/openapi.json", () => {
  it("every GET, as a visitor, a member and an admin, answers a declared status with its declared body", { timeout: 600_000 }, async () => {
    const { document, roles } = await setup();
    // better-auth's operations are in the document, so they are walked too (docs/decisions/068).
    const auth = Object.keys(document.paths).filter((p) => p.startsWith("/api/auth/"));
    expect(auth).toEqual(expect.arrayContaining(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/change-password"]));
    const w = walker(document);
    for (const [path, ops] of Object.entries(document.paths)) {
      const op = ops.get;
      if (!op) continue;
      const url = pathWith(path, op);
      for (const [role, cookie] of roles) await w.check(`GET ${url} as ${role}`, op, await ctx.request(url, { cookie }));
      // Each optional query parameter alone, with a value its schema accepts (a filter some callers may not use).
      for (const p of op.parameters ?? []) {
        if (p.in !== "query" || p.required) continue;
        const withOptional = `${url}${url.includes("?") ? "&" : "?"}${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(p.schema)))}`;
        for (const [role, cookie] of roles.slice(0, 2))
          await w.check(`GET ${withOptional} as ${role}`, op, await ctx.request(withOptional, { cookie }));
      }
      // A path parameter that names nothing, and one that cannot be valid (validated by input("param")).
      if (path.includes("{")) {
        const bad = path.replace(/\{(\w+)\}/g, "%20");
        await w.check(`GET ${bad} as admin`, op, await ctx.request(bad, { cookie: roles[2]![1] }));
      }
    }
    expect(w.count()).toBeGreaterThan(100);
    expect(w.mismatches).toEqual([]);
  });

  it(
    "every write, sent schema-violating bodies as a visitor, a member and an admin, answers a declared status",
    { timeout: 600_000 },
    async () => {
      const { document, roles } = await setup();
      const w = walker(document);
      for (const [path, ops] of Object.entries(document.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          if (!WRITES.has(method)) continue;
          const url = pathWith(path, op);
          const content = op.requestBody?.content ?? {};
          const bodies: Pick<RequestOptions, "body" | "headers">[] = [];
          if (content["application/json"]) {
            const schema = content["application/json"].schema;
            const wrongFields = Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([k, s]) => [k, wrongTypeFor(s)]));
            for (const body of [wrongTypeFor(schema), wrongFields, "{not json"]) {
              bodies.push({
                body: typeof body === "string" ? body : JSON.stringify(body),
                headers: { "content-type": "application/json" },
              });
            }
            bodies.push({ body: JSON.stringify(wrongFields), headers: { "content-type": "text/plain" } });
          } else if (content["multipart/form-data"]) {
            const form = new FormData();
            form.set("unexpected", "value");
            bodies.push({ body: form }, { body: "not multipart", headers: { "content-type": "multipart/form-data; boundary=x" } });
          } else if (path.includes("{")) {
            // No body to violate: an id that names nothing.
            bodies.push({});
          }
          for (const [role, cookie] of roles) {
            for (const b of bodies) {
              await w.check(
                `${method.toUpperCase()} ${url} as ${role} (${String(b.body ?? "no body").slice(0, 40)})`,
                op,
                await ctx.request(url, { method: method.toUpperCase(), cookie, ...b }),
              );
            }
          }
        }
      }
      expect(w.count()).toBeGreaterThan(100);
      expect(w.mismatches).toEqual([]);
    },
  );
});
