import type { ErrorCode } from "@common/errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  SILENCED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INSUFFICIENT_STORAGE: 507,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; app.onError turns it into the common error body. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return statusOf[this.code];
  }

  static validation(error: ZodError): AppError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join(".") || "_";
      if (!(key in fields)) fields[key] = issue.message;
    }
    const first = error.issues[0]?.message ?? "Invalid input";
    return new AppError("VALIDATION_FAILED", first, fields);
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const forbidden = (message = "You do not have permission to do this") => new AppError("FORBIDDEN", message);
export const unauthorized = (message = "You must be logged in") => new AppError("UNAUTHORIZED", message);

/** PostgreSQL unique violation, through either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/** What a request hears while the database cannot answer (503 with Retry-After). */
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a moment.";

/** SQLSTATE classes and codes that mean "the database cannot answer now", not "this request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014", "55P03", "40001", "40P01"]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /not queryable/i,
  /connection (?:refused|reset)/i,
  /terminating connection/i,
  // The embedded database's thread stopped (the app is about to be started again: decision 053).
  /the embedded database(?:'s thread stopped| is closed)/i,
];

/**
 * Whether `err` (or an error it wraps: Drizzle wraps the driver's) says that the database is down,
 * restarting, overloaded, or that a statement gave up on a lock or its time limit (decision 027):
 * answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08") || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE"].includes(code))
      return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.some((r) => r.test(e!.message as string))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
