import { betterAuth } from "better-auth";
import { openAPI } from "better-auth/plugins";
import { ACCESS, type RouteDoc } from "../../lib/openapi";
import { AUTH_USER_FIELDS, DISABLED_AUTH_PATHS } from "../../lib/auth";

/**
 * better-auth's operations in /api/openapi.json (docs/decisions/068): the paths its `openAPI` plugin
 * describes (`generateOpenAPISchema()`), under /api/auth, only those the app serves (never the disabled
 * ones), with our session scheme, who may call them (`x-access`, read by `completeDocument`), our error
 * answers (the one error body, app.ts converts better-auth's at the edge) and what the app changes in
 * them (the session token is never in a JSON answer). Schemas are made OpenAPI 3.1 (`nullable` becomes a
 * `null` type) and better-auth's models are named Auth* so they cannot collide with ours.
 */

/** The paths the app serves, with the error statuses particular to each (the derived ones come from completeDocument). */
const SERVED: Record<
  string,
  { access?: RouteDoc["auth"]; summary: string; errors?: Partial<Record<string, number[]>>; redirects?: string[] }
> = {
  "/sign-up/email": {
    summary: "Create an account with e-mail and password",
    // The same answer for a new and an existing address (no account enumeration, server/lib/auth.ts).
    errors: { post: [429] },
  },
  "/sign-in/email": {
    summary: "Sign in with e-mail and password",
    // 401: wrong e-mail or password; 403: e-mail not verified, or the account suspended (decision 061).
    errors: { post: [401, 429] },
  },
  "/sign-in/social": { summary: "Start a sign-in with Google, GitHub or LinkedIn" },
  "/sign-out": { summary: "Sign out: every session of the member ends" },
  "/request-password-reset": { summary: "Mail a link to choose a new password", errors: { post: [429] } },
  "/reset-password/{token}": { summary: "Open a password-reset link (redirects to the app's form)", redirects: ["get"] },
  "/reset-password": { summary: "Choose a new password with a reset token", errors: { post: [429] } },
  "/verify-email": { summary: "Verify an e-mail address with the mailed token", errors: { get: [401] }, redirects: ["get"] },
  "/send-verification-email": { summary: "Mail the verification link again", errors: { post: [429] } },
  "/change-password": { access: "user", summary: "Change the password (every other session ends)", errors: { post: [429] } },
  "/ok": { summary: "better-auth's liveness answer" },
  "/error": { summary: "better-auth's error page (a failed social sign-in lands here)" },
};

/*
 * Left out: /callback/{id}, the identity provider's return (OAuth): the provider's redirect calls it, never a
 * client of the API, and it only ever redirects.
 */

/** The providers the app can offer (config.oauth); better-auth's schema lists every provider it knows. */
const PROVIDERS = ["google", "github", "linkedin"];

/**
 * better-auth's endpoints as its openAPI plugin describes them: a documentation-only instance (no database,
 * never serves a request) with the app's own endpoint-shaping options, so the document is the same with or
 * without a running app.
 */
function describedAuth() {
  return betterAuth({
    baseURL: "http://localhost",
    basePath: "/api/auth",
    secret: "documentation-only-instance-never-signs-anything",
    disabledPaths: DISABLED_AUTH_PATHS,
    emailAndPassword: { enabled: true },
    socialProviders: Object.fromEntries(PROVIDERS.map((p) => [p, { clientId: "doc", clientSecret: "doc" }])),
    user: { additionalFields: AUTH_USER_FIELDS },
    logger: { disabled: true },
    plugins: [openAPI({ disableDefaultReference: true })],
  });
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** OpenAPI 3.0 spellings to 3.1, and better-auth's model names to ours, throughout a schema (in place). */
function to31(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(to31);
  if (!isObject(node)) return;
  if (node.nullable === true) {
    delete node.nullable;
    if (typeof node.type === "string") node.type = [node.type, "null"];
  }
  if (typeof node.$ref === "string") {
    node.$ref = node.$ref.replace("#/components/schemas/", "#/components/schemas/Auth");
    // A $ref says the type; a sibling `type` is noise to readers.
    delete node.type;
  }
  if (node.default === "Generated at runtime") delete node.default;
  Object.values(node).forEach(to31);
}

const METHODS = ["get", "post"] as const;

/** The auth paths (under /api/auth) and the component schemas they refer to, ready to merge into the document. */
export async function authOpenApi(): Promise<{ paths: Record<string, Json>; schemas: Record<string, Json> }> {
  const generated: unknown = await describedAuth().api.generateOpenAPISchema();
  if (!isObject(generated) || !isObject(generated.paths) || !isObject(generated.components))
    throw new Error("better-auth: no OpenAPI document");
  const source = generated.paths;
  const paths: Record<string, Json> = {};
  for (const [path, served] of Object.entries(SERVED)) {
    const item = source[path];
    if (!isObject(item)) throw new Error(`better-auth no longer describes ${path}: update SERVED (docs/decisions/068)`);
    const out: Json = {};
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      to31(op);
      const responses: Json = {};
      for (const [status, response] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        if (Number(status) < 400) responses[status] = response;
      }
      // Every write: 415 for a body that is neither JSON nor a form (better-auth's own check).
      const errors = [...(served.errors?.[method] ?? []), ...(method === "post" ? [415] : [])];
      for (const status of errors) responses[String(status)] = { description: "Error" };
      if (served.redirects?.includes(method)) {
        responses["302"] = {
          description: "Redirect (to the app, or to the identity provider)",
          headers: { Location: { description: "Where the browser goes next", schema: { type: "string" } } },
        };
      }
      const described: Json = {
        summary: served.summary,
        ...(typeof op.description === "string" ? { description: op.description } : {}),
        tags: ["auth"],
        [ACCESS]: served.access ?? "public",
        parameters: (Array.isArray(op.parameters) ? op.parameters : []).map(pathParameter),
        ...(op.requestBody ? { requestBody: op.requestBody } : {}),
        responses,
      };
      out[method] = described;
    }
    paths[`/api/auth${path}`] = out;
  }
  narrow(paths);
  const models = generated.components.schemas;
  const schemas: Record<string, Json> = {};
  // The models the operations refer to (the session is never in an answer).
  for (const name of ["User"]) {
    const model = isObject(models) ? models[name] : undefined;
    if (isObject(model)) {
      to31(model);
      schemas[`Auth${name}`] = model;
    }
  }
  return { paths, schemas };
}

/** Path parameters say what they accept (decision 038): a provider the app offers, a non-empty token. */
function pathParameter(parameter: unknown): unknown {
  if (!isObject(parameter) || parameter.in !== "path") return parameter;
  const schema =
    parameter.name === "id"
      ? { type: "string", enum: PROVIDERS, description: "The identity provider" }
      : { type: "string", minLength: 1, maxLength: 512 };
  return { ...parameter, schema };
}

/** What the app changes in better-auth's declarations: no session token in any JSON answer (app.ts), our providers. */
function narrow(paths: Record<string, Json>): void {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const props = node.properties;
    if (isObject(props) && "token" in props && isObject(props.token) && props.token.description !== "ID token from the provider") {
      // A response's session token (sign-in, sign-up, change-password): removed before the answer leaves.
      if (!("newPassword" in props)) {
        delete props.token;
        if (Array.isArray(node.required)) node.required = node.required.filter((r) => r !== "token");
      }
    }
    if (isObject(props) && isObject(props.provider) && "anyOf" in props.provider) {
      props.provider = { type: "string", enum: PROVIDERS, description: "The identity provider" };
    }
    Object.values(node).forEach(visit);
  };
  for (const [path, item] of Object.entries(paths)) {
    // Request bodies keep their tokens (a reset token is input); only responses lose the session token.
    for (const op of Object.values(item)) if (isObject(op)) visit(op.responses);
    if (path === "/api/auth/sign-in/social") visit(isObject(item.post) ? item.post.requestBody : undefined);
  }
}

/** The document with better-auth's operations under /api/auth merged in, before `completeDocument` (decision 068). */
export async function withAuthOperations<D extends { paths?: object; components?: { schemas?: object } }>(document: D): Promise<D> {
  const auth = await authOpenApi();
  document.paths = { ...document.paths, ...auth.paths };
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...auth.schemas } };
  return document;
}
