import { hc, type ClientResponse } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import type { AppType } from "../../../server/api";

/**
 * The one way the web app talks to /api: the typed client `client` (hc<AppType>: paths, inputs and
 * outputs checked against the server's routes at compile time, docs/decisions/020), awaited through
 * `call`, which turns the common error body into an ApiError. JSON in, JSON out, cookie session.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly code: string,
    public readonly fields?: Record<string, string>,
    public readonly requestId?: string,
  ) {
    super(message);
  }
}

type Transport = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
let transport: Transport = (input, init) => fetch(input, init);

/**
 * Where the requests go: the browser's fetch, or, when the server renders a page
 * (web/src/entry-server.tsx), the API app itself, in-process, as a visitor.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** fetch for the typed client: same-origin cookies, JSON accepted, network failures as ApiError. */
async function clientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  try {
    return await transport(input, { ...init, headers, credentials: "same-origin" });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError("Network error. Please check your connection and try again.", 0, "NETWORK");
  }
}

/** The API, typed by the server's routes: `client.api.jobs.$get({ query })`, `client.api.jobs[":id"].$get({ param })`. */
export const client = hc<AppType>("/", { fetch: clientFetch });

/**
 * Awaits a typed client request whose success has a JSON body: that body, parsed, or throws ApiError.
 * A success without a body (204) is `send`'s: parsing it here would throw.
 */
export async function call<T>(request: Promise<ClientResponse<T, StatusCode, "json">>): Promise<T> {
  const res = await request;
  if (!res.ok) throw await errorOf(res);
  return res.json();
}

/** Awaits a typed client request whose success has no body (204). */
export async function send(request: Promise<ClientResponse<unknown>>): Promise<void> {
  const res = await request;
  if (!res.ok) throw await errorOf(res);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringRecord = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every((x) => typeof x === "string");
const text = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * The one error body of every /api answer, better-auth's under /api/auth included (docs/decisions/068),
 * `{ error: { code, message, fields?, requestId } }`, as an ApiError. Read with type guards: zod stays out
 * of the entry bundle.
 */
async function errorOf(res: Response): Promise<ApiError> {
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  const body = isRecord(data) && isRecord(data.error) ? data.error : {};
  return new ApiError(
    text(body.message) ?? `Request failed (${res.status})`,
    res.status,
    text(body.code) ?? "ERROR",
    isStringRecord(body.fields) ? body.fields : undefined,
    text(body.requestId),
  );
}

/** Message of any thrown value, or the fallback. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;

/**
 * The server's own words when it refuses a write for a while (docs/decisions/056): a 429 says when to try
 * again, a silenced member's 403 until when and why. Anything else shows the page's own message.
 */
export const refusalMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && (err.status === 429 || err.code === "SILENCED") ? err.message : fallback;
