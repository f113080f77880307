import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";

/** The app's query client is made in main.tsx and shared with the router's loaders. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: React.ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
