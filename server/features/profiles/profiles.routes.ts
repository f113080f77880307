import { Hono, type Context } from "hono";
import { AVATAR_MAX_BYTES, avatarSourceSchema, profileUpdateSchema } from "@common/profiles.schema";
import type { AppEnv, SessionUser } from "../../lib/context";
import { parseBody, readUpload } from "../../lib/http";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { deleteAccount, setAvatarSource, updateProfile, uploadAvatar } from "./account.service";
import { exportMyData } from "./data-export.service";
import { getOwnProfile } from "./profiles.service";

async function meOf(c: Context<AppEnv>, u: SessionUser) {
  const profile = await getOwnProfile(c.get("deps").db, u.id);
  return { user: { id: u.id, email: u.email, name: u.name, role: profile.role, emailVerified: u.emailVerified }, profile };
}

export const profilesRoutes = new Hono<AppEnv>()
  .get("/me", requireUser, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await meOf(c, currentUser(c)));
  })
  // The web app's "who am I": 200 with { me: null } for a visitor, so that every visitor page
  // does not log a failed request (the same data as /api/me otherwise).
  .get("/session", async (c) => {
    const u = c.get("user");
    c.header("Cache-Control", "private, no-store");
    return c.json({ me: u ? await meOf(c, u) : null });
  })
  .put("/profile", requireUser, async (c) => {
    const input = await parseBody(c, profileUpdateSchema);
    return c.json({ profile: await updateProfile(c.get("deps").db, currentUser(c).id, input) });
  })
  .post("/profile/avatar", requireUser, async (c) => {
    const { buffer, file } = await readUpload(c, "avatar", AVATAR_MAX_BYTES, "Image must be smaller than 2MB");
    const url = await uploadAvatar(c.get("deps"), currentUser(c), buffer, file.name);
    return c.json({ avatarUrl: url });
  })
  .put("/profile/avatar-source", requireUser, async (c) => {
    const { source } = await parseBody(c, avatarSourceSchema);
    return c.json({ avatarUrl: await setAvatarSource(c.get("deps"), currentUser(c), source) });
  })
  .get("/account/export", requireUser, async (c) => {
    const data = await exportMyData(c.get("deps").db, currentUser(c));
    c.header("Cache-Control", "private, no-store");
    c.header("Content-Disposition", `attachment; filename="appsec-community-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return c.json(data);
  })
  .delete("/account", requireUser, async (c) => {
    await deleteAccount(c.get("deps"), currentUser(c));
    // Clear this browser's session cookies.
    const secure = c.get("deps").config.production;
    for (const base of ["better-auth.session_token", "better-auth.session_data"]) {
      const name = secure ? `__Secure-${base}` : base;
      c.header("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`, { append: true });
    }
    return c.json({ deleted: true });
  });
