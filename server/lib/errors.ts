import type { ErrorCode } from "@common/errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

const statusOf: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
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
