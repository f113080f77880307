import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/context";

/**
 * A page path with malformed percent-encoding ("/blog/%FF%FE", "/mentors/%E0%A4%A") names no page:
 * it is answered 400 here, before anything decodes it (decoding threw deep in the page's head and
 * answered 500 with an error log line).
 */
export const rejectMalformedPath = createMiddleware<AppEnv>(async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    c.header("Cache-Control", "no-store");
    return c.text("Bad request: this address is not valid.", 400);
  }
  await next();
});
