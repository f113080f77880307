import type { IncomingMessage } from "node:http";

/** JSON and form bodies. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Multipart uploads: the largest file (5 MB resume) plus the form around it. */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/** The most any request body may be, by its type. */
export const bodyLimitFor = (contentType: string | undefined) =>
  (contentType ?? "").toLowerCase().startsWith("multipart/form-data") ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;

/** How long an answer waits for the rest of a body it did not need; past it the connection is closed after the answer. */
export const UNREAD_BODY_WAIT_MS = 5000;

/**
 * Reads what is left of a request body that nothing has read, and throws it away, so that an answer given
 * without it goes out once the client has finished writing (decision 096). Resolves true when the body
 * ended within `limit` bytes and UNREAD_BODY_WAIT_MS, false otherwise (then the caller answers with
 * `Connection: close`: the connection cannot carry another request). Never reads past `limit`.
 */
export function readRestOfBody(incoming: IncomingMessage, limit: number, waitMs = UNREAD_BODY_WAIT_MS): Promise<boolean> {
  if (incoming.complete && incoming.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let bytes = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onFail);
      incoming.off("close", onFail);
      if (!whole) incoming.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) done(false);
    };
    const onEnd = () => done(true);
    const onFail = () => done(false);
    const timer = setTimeout(() => done(false), waitMs);
    incoming.on("data", onData);
    incoming.once("end", onEnd);
    incoming.once("error", onFail);
    incoming.once("close", onFail);
    incoming.resume();
  });
}
