import { isPagePath } from "@common/paths";
import type { Handler } from "hono";
import type { AppEnv } from "../../lib/context";

/**
 * A form posted natively to a page: its JavaScript has not run yet, or will not run at all. Every
 * server-rendered form has method="post", so nothing typed (a password) ends up in a URL, a history
 * or a log. The body is neither read nor echoed: the browser is sent back to the page (303), where
 * the app takes over once it runs. A path that is no page answers 404.
 */
export const pageFormPost: Handler<AppEnv> = (c) => {
  const url = new URL(c.req.url);
  // "//host/…" as a Location would be another site.
  if (url.pathname.startsWith("//") || !isPagePath(url.pathname)) return c.text("Not found", 404);
  c.header("Cache-Control", "no-store");
  return c.redirect(`${url.pathname}${url.search}`, 303);
};
