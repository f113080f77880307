import { hc, type ClientResponse } from "hono/client";
import type { StatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { apiErrorSchema } from "@common/errors";
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

export interface ApiOptions {
  method?: string;
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

/** fetch for the typed client: same-origin cookies, JSON accepted, network failures as ApiError. */
async function clientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set("accept", "application/json");
  try {
    return await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError("Network error. Please check your connection and try again.", 0, "NETWORK");
  }
}

/** The API, typed by the server's routes: `client.api.jobs.$get({ query })`, `client.api.jobs[":id"].$get({ param })`. */
export const client = hc<AppType>("/", { fetch: clientFetch });

/** Awaits a typed client request: the parsed JSON body of a success (undefined for 204), or throws ApiError. */
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

export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.formData) {
    body = opts.formData;
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (body ? "POST" : "GET"),
      headers,
      body,
      credentials: "same-origin",
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiError("Network error. Please check your connection and try again.", 0, "NETWORK");
  }
  if (res.status === 204) return undefined as T;
  return readBody(res);
}

async function readBody<T>(res: Response): Promise<T> {
  if (!res.ok) throw await errorOf(res);
  let data: unknown = null;
  try {
    data = JSON.parse(await res.text());
  } catch {
    // empty or not JSON
  }
  return data as T; // legacy path, removed once every call site uses `client`
}

/** The common error body (or better-auth's top-level { code, message }) as an ApiError. */
async function errorOf(res: Response): Promise<ApiError> {
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  const parsed = apiErrorSchema.safeParse(data);
  const e = parsed.success ? parsed.data.error : undefined;
  const top = betterAuthErrorSchema.safeParse(data);
  return new ApiError(
    e?.message ?? (top.success ? top.data.message : undefined) ?? `Request failed (${res.status})`,
    res.status,
    e?.code ?? (top.success ? top.data.code : undefined) ?? "ERROR",
    e?.fields,
    e?.requestId,
  );
}

const betterAuthErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

/** Message of any thrown value, or the fallback. */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;
