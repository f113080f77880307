import type { Role } from "@common/profiles.schema";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { toast } from "sonner";
import { Loading } from "@/components/ui/spinner";
import { loginWithRedirect, paths } from "@/config/paths";
import { useMe } from "@/lib/me";

/** Login required: visitors go to /login?redirect=<here>. */
export function RequireAuth() {
  const { me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <Loading text="Loading..." />;
  if (!me) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  return <Outlet />;
}

function Denied({ message }: { message?: string }) {
  useEffect(() => {
    if (message) toast.error(message);
  }, [message]);
  return <Navigate to={paths.home} replace />;
}

/** Role guard: "Loading..." while checking, visitors to /login, other roles to /. */
export function RequireRole({ roles, deniedMessage }: { roles: Role[]; deniedMessage?: string }) {
  const { me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <Loading text="Loading..." />;
  if (!me) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  if (!roles.includes(me.user.role)) return <Denied message={deniedMessage} />;
  return <Outlet />;
}
