import { hasCapability, type Capability } from "@common/roles";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { Loading } from "@/components/ui/spinner";
import { loginWithRedirect, paths, safeRedirect } from "@/config/paths";
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

/**
 * Capability guard (docs/decisions/026): "Loading..." while checking, visitors to /login, members
 * without any of the capabilities to /. A mentor who is also a recruiter passes ["recruiter", "admin"].
 */
export function RequireCapability({ capabilities, deniedMessage }: { capabilities: Capability[]; deniedMessage?: string }) {
  const { me, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <Loading text="Loading..." />;
  if (!me) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  if (!hasCapability(me.user, ...capabilities)) return <Denied message={deniedMessage} />;
  return <Outlet />;
}

/** Login and join: a signed-in user goes on to ?redirect= (same-site only) or home. */
export function RedirectSignedIn() {
  const { me } = useMe();
  const [params] = useSearchParams();
  if (me) return <Navigate to={safeRedirect(params.get("redirect"))} replace />;
  return <Outlet />;
}
