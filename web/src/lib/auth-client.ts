import { createAuthClient } from "better-auth/react";

/**
 * The app's own guards in front of better-auth (rate limits, body limits, same-origin) answer in the
 * API's error envelope, `{ error: { code, message } }`; better-auth's client reads `code` and `message`
 * at the top level. Those answers are reshaped so the forms show their message ("Too many requests…")
 * instead of a bare "Failed to sign in".
 */
async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  // Resolved at call time (not at import), so it is the page's current fetch.
  const res = await fetch(input, init);
  if (res.ok || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  const inner = body?.error;
  if (!inner || typeof inner.message !== "string" || body.message !== undefined) return res;
  // A 429's Retry-After rides along (seconds), so a form can say when to try again.
  const retry = Number(res.headers.get("retry-after"));
  const retryAfter = res.status === 429 && Number.isFinite(retry) && retry > 0 ? retry : undefined;
  return new Response(JSON.stringify({ code: inner.code, message: inner.message, retryAfter }), {
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
