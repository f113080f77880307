import type { ErrorCode } from "@common/errors";

/**
 * better-auth's refusals in the API's one error body (docs/decisions/068). better-auth answers
 * `{ code, message }` with its own codes, or a plain-text or empty 404 for a path it does not serve;
 * at the edge (app.ts) each becomes `{ error: { code, message, fields?, requestId } }` with one of our
 * codes, the same status (422 aside) and better-auth's message, which the forms show as they are
 * ("Invalid email or password", the suspension's until-when-and-why).
 */

/** better-auth's codes that are not named by their status alone. */
const BY_AUTH_CODE: Record<string, { code: ErrorCode; status?: number }> = {
  // Our before-hook (server/lib/auth.ts): a new password that is too short or too common.
  WEAK_PASSWORD: { code: "VALIDATION_FAILED" },
  // better-call's input validation ("[body.email] Invalid email address"...).
  VALIDATION_ERROR: { code: "VALIDATION_FAILED" },
  // An account that could not be created or an address already in use: a conflict with the current state.
  USER_ALREADY_EXISTS: { code: "CONFLICT", status: 409 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: "CONFLICT", status: 409 },
  FAILED_TO_CREATE_USER: { code: "CONFLICT", status: 409 },
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "CONFLICT",
  429: "RATE_LIMITED",
};

const DEFAULT_MESSAGE: Record<number, string> = {
  400: "Invalid request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  429: "Too many requests. Please try again later.",
};

/** The field a new password is read from, by better-auth path (for VALIDATION_FAILED's `fields`). */
const PASSWORD_FIELD: Record<string, string> = {
  "/api/auth/sign-up/email": "password",
  "/api/auth/reset-password": "newPassword",
  "/api/auth/change-password": "newPassword",
};

export interface AuthErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId: string };
}

const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : undefined);

/** better-auth's error answer (status 4xx) as the one error body, and the status to answer it with. */
export async function authErrorBody(res: Response, path: string, requestId: string): Promise<{ status: number; body: AuthErrorBody }> {
  let data: unknown = null;
  if ((res.headers.get("content-type") ?? "").includes("json")) data = await res.json().catch(() => null);
  else await res.body?.cancel();
  const given = typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
  const authCode = text(given.code);
  const mapped = authCode ? BY_AUTH_CODE[authCode] : undefined;
  const status = mapped?.status ?? (res.status === 422 ? 409 : res.status);
  const code = mapped?.code ?? BY_STATUS[status] ?? "BAD_REQUEST";
  const message = text(given.message) ?? DEFAULT_MESSAGE[status] ?? "Request refused";
  const field = PASSWORD_FIELD[path];
  const reasons = Array.isArray(given.reasons) ? given.reasons.filter((r): r is string => typeof r === "string") : [];
  const fields = authCode === "WEAK_PASSWORD" && field ? { [field]: reasons.length ? reasons.join(" ") : message } : undefined;
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}), requestId } } };
}
