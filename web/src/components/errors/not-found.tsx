import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export function NotFound() {
  const location = useLocation();
  useEffect(() => {
    // The spec asks for the attempted path to be logged.
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 - Oops! Page not found</h1>
      <p className="text-muted-foreground">
        There is nothing at <code className="rounded bg-muted px-1">{location.pathname}</code>.
      </p>
      <Button asChild>
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </div>
  );
}
