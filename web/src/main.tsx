import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider, type HydrationState } from "react-router";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

/** What the server rendered the page from (web/src/entry-server.tsx), when it did. */
interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * Marks the page as the app's (html[data-hydrated]) once the first render is committed: until then a
 * server-rendered form does nothing when submitted (the server's script holds it) and tests wait for it.
 */
function MarkHydrated() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}

async function start() {
  const queryClient = createQueryClient();
  const stateElement = document.getElementById("ssr-state");
  const state = stateElement?.textContent ? (JSON.parse(stateElement.textContent) as SsrState) : undefined;
  if (state) hydrate(queryClient, state.queries);
  // The header's menus are chunks of their own (bundle budget). The server rendered them; hydrating before
  // they are there leaves their buttons inert, and a tap in that moment is lost. So they load beside the
  // route's own chunks before hydrating (still out of the initial JS).
  const [router] = await Promise.all([
    createRouter(queryClient, state?.router),
    import("./components/layout/header-menus"),
    import("./components/layout/account-menu"),
  ]);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
        <MarkHydrated />
      </AppProvider>
    </StrictMode>
  );
  const root = document.getElementById("root")!;
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
