import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";

/**
 * The network as component tests see it: each test declares the endpoints it expects with
 * `server.use(http.get("/api/...", ...))`; any other request fails the test (onUnhandledRequest: "error"),
 * so a form that posts to the wrong endpoint, or with the wrong method, cannot pass.
 */
export const server = setupServer();

export { http, HttpResponse };

/** A JSON answer. */
export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

/** The common error body of the API. */
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** `/api/session` for a visitor (the root loader and the header ask for it). */
export const visitorSession = () => http.get("/api/session", () => json({ me: null }));

/** The admin menu's pending-review counts (docs/decisions/034): asked for by every admin page. */
export const reviewCounts = (total = 0) => http.get("/api/admin/review/counts", () => json({ counts: {}, total }));
