import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState } from "react-router";
import { AppProvider } from "./app/provider";
import { createRoutes } from "./app/router";
import { ApiError, setApiTransport } from "./lib/api-client";

/**
 * Server rendering of the public pages for visitors (docs/decisions/024): the server runs the same
 * routes and loaders as the browser, with the API answered in-process, and sends the page's HTML
 * with the data it was rendered from; the browser hydrates it (web/src/main.tsx) instead of
 * painting an empty page until its JavaScript has run.
 */
export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** For the browser: the router's loader state and the query cache, as JSON. */
  state: { router: HydrationState; queries: DehydratedState };
}

/** What the renderer answers when the API it rendered from said 503: the page is unavailable too, not empty. */
export const UNAVAILABLE = "unavailable";

const unavailable = (err: unknown) => err instanceof ApiError && err.status === 503;

/** `api` answers the app's /api requests (the server's own app, called in-process, without cookies). */
export function createRenderer(api: (request: Request) => Promise<Response>) {
  setApiTransport((input, init) => api(input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init)));

  /** The page at `url` as a visitor sees it, or null when the browser must render it (signed-in pages, redirects, errors). */
  return async function render(url: string): Promise<RenderedPage | typeof UNAVAILABLE | null> {
    // One cache per page: nothing of one request is seen by another. No retries: a failed request is
    // left to the browser, which shows it as it does today.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const { query, dataRoutes } = createStaticHandler(createRoutes(queryClient, { wait: true }));
    const context = await query(new Request(url));
    if (context instanceof Response) return null;
    // A loader that met a database away: the page answers 503 (with Retry-After), as the API did.
    if (context.errors) return Object.values(context.errors).some(unavailable) ? UNAVAILABLE : null;
    if (context.matches.some((m) => (m.route.handle as { ssr?: boolean } | undefined)?.ssr === false)) return null;
    const router = createStaticRouter(dataRoutes, context);
    // Waits for every lazy part (the footer's form, the page's own lazy pieces): the HTML is whole,
    // with no inline script to stream the rest in (the CSP allows none).
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      // Every finished part inline (no "outlined" boundary filled in by script).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // A list the page queried itself (the /jobs board) failed the same way: never an empty board with a 200.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => unavailable(q.state.error))
    ) {
      queryClient.clear();
      return UNAVAILABLE;
    }
    const queries = dehydrate(queryClient);
    queryClient.clear();
    return { html, state: { router: { loaderData: context.loaderData, actionData: context.actionData, errors: null }, queries } };
  };
}
