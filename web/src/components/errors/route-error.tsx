import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";

/** The HTTP-like status of a route error: 404 for "not found", else 500. */
export function routeErrorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.status;
  return 500;
}

/**
 * The one route error boundary: a 404 (route response or API answer) shows "Not Found", anything
 * else "Something went wrong" with the server's message and a retry (a 500 is never a "Not Found").
 */
export function RouteError() {
  const error = useRouteError();
  const status = routeErrorStatus(error);
  if (status === 404) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Not Found</h1>
        <p className="text-muted-foreground">
          {error instanceof ApiError ? error.message : "The page you're looking for doesn't exist or has been removed."}
        </p>
        <Button asChild>
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    );
  }
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : "Unknown error";
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    </div>
  );
}
