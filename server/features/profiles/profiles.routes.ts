import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { getOwnProfile } from "./profiles.service";

export const profilesRoutes = new Hono<AppEnv>().get("/me", requireUser, async (c) => {
  const u = currentUser(c);
  const profile = await getOwnProfile(c.get("deps").db, u.id);
  c.header("Cache-Control", "private, no-store");
  return c.json({
    user: { id: u.id, email: u.email, name: u.name, role: profile.role, emailVerified: u.emailVerified },
    profile,
  });
});
