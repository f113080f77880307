import { createAuthClient } from "better-auth/react";

/**
 * Every refusal under /api/auth answers the API's one error body, `{ error: { code, message, fields?,
 * requestId } }`: better-auth's own (converted at the server's edge, docs/decisions/068) and the app's guards
 * in front of it (rate limits, body limits, same-origin). better-auth's client reads `code` and `message`
 * at the top level of what it gets, so the one body is handed to it as that: the forms show the server's
 * message ("Invalid email or password", "Too many requests…") instead of a bare "Failed to sign in".
 */
async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Resolved at call time (not at import), so it is the page's current fetch.
  const res = await fetch(input, init);
  if (res.ok || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const inner = typeof body === "object" && body !== null && "error" in body ? body.error : undefined;
  if (typeof inner !== "object" || inner === null || !("message" in inner) || typeof inner.message !== "string") return res;
  // A 429's Retry-After rides along (seconds), so a form can say when to try again.
  const retry = Number(res.headers.get("retry-after"));
  const retryAfter = res.status === 429 && Number.isFinite(retry) && retry > 0 ? retry : undefined;
  return new Response(JSON.stringify({ ...inner, retryAfter }), {
    status: res.status,
    statusText: res.statusText,
    headers: { "content-type": "application/json" },
  });
}

/** better-auth's browser client; the session lives in an httpOnly cookie, never in storage. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: authFetch },
});
