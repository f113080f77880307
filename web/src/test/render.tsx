import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "@/lib/query-client";

/** Renders UI inside a memory router and a fresh query client, with the toaster mounted. */
export function renderWithProviders(ui: React.ReactNode, { path = "/", routes = [] as RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path: "*", element: (<>{ui}<Toaster /></>) },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  return { queryClient, router, ...render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>) };
}

/** A fetch stub answering JSON by method + path. */
export function mockFetch(handler: (url: string, init: RequestInit) => { status?: number; body?: unknown }) {
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    const { status = 200, body = null } = handler(url, init);
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  globalThis.fetch = fn as typeof fetch;
  return fn;
}
