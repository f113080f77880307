import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { Toaster } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";

/** Renders UI inside a memory router and a fresh query client, with the toaster mounted. */
export function renderWithProviders(ui: React.ReactNode, { path = "/", routes = [] as RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {ui}
            <Toaster />
          </>
        ),
      },
      ...routes,
    ],
    { initialEntries: [path] },
  );
  return {
    queryClient,
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
