import { Hono, type Context } from "hono";
import { z } from "zod";
import { deleteAccountSchema, emailChangeConfirmSchema, emailChangeSchema } from "@common/account.schema";
import { AVATAR_MAX_BYTES, avatarSourceSchema, meDto, profileDto, profileUpdateSchema } from "@common/profiles.schema";
import { clearAuthCookies } from "../../lib/auth-cookies";
import type { AppEnv, SessionUser } from "../../lib/context";
import { readUpload } from "../../lib/http";
import { doc, input } from "../../lib/openapi";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { guardPasswordCheck } from "../../middlewares/rate-limit";
import { deleteAccount, setAvatarSource, updateProfile, uploadAvatar } from "./account.service";
import { exportMyData } from "./data-export.service";
import { confirmEmailChange, confirmPassword, isWrongPassword, requestEmailChange } from "./email-change.service";
import { getOrMakeOwnProfile, getStanding } from "./profiles.service";
import { ownRestriction } from "./account-hooks";
import { checkNewAccountText, writeLimit } from "../../lib/write-limits";
import { profilesLimits } from "./profiles.limits";

async function meOf(c: Context<AppEnv>, u: SessionUser) {
  const db = c.get("deps").db;
  const [profile, standing, restriction] = await Promise.all([
    getOrMakeOwnProfile(db, u.id),
    getStanding(db, u.id),
    // A silenced member's pages show a banner (docs/decisions/061).
    ownRestriction(db, u.id, c.get("deps").scheduler.now()),
  ]);
  return {
    user: { id: u.id, email: u.email, name: u.name, role: profile.role, ...standing, emailVerified: u.emailVerified },
    profile,
    restriction,
  };
}

export const profilesRoutes = new Hono<AppEnv>()
  .get(
    "/me",
    requireUser,
    doc({ summary: "Me: account and profile", tag: "profiles", auth: "user", responses: { 200: meDto } }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await meOf(c, currentUser(c)));
    },
  )
  // The web app's "who am I": 200 with { me: null } for a visitor, so that every visitor page
  // does not log a failed request (the same data as /api/me otherwise).
  .get(
    "/session",
    doc({
      summary: "Who am I (null for a visitor, never 401)",
      tag: "profiles",
      auth: "public",
      responses: { 200: z.object({ me: meDto.nullable() }) },
    }),
    async (c) => {
      const u = c.get("user");
      c.header("Cache-Control", "private, no-store");
      return c.json({ me: u ? await meOf(c, u) : null });
    },
  )
  .put(
    "/profile",
    requireUser,
    writeLimit(profilesLimits.update),
    doc({ summary: "Edit my profile", tag: "profiles", auth: "user", responses: { 200: z.object({ profile: profileDto }) } }),
    input("json", profileUpdateSchema),
    async (c) => {
      const input = c.req.valid("json");
      checkNewAccountText(c, "bio", input.bio, "bio");
      return c.json({ profile: await updateProfile(c.get("deps").db, currentUser(c).id, input, c.get("deps").scheduler.now()) });
    },
  )
  .post(
    "/profile/avatar",
    requireUser,
    writeLimit(profilesLimits.avatar),
    doc({
      summary: "Upload my avatar (checked by content, resized, metadata stripped)",
      tag: "profiles",
      auth: "user",
      responses: { 200: z.object({ avatarUrl: z.string() }) },
      errors: [413, 415],
      multipart: { fields: z.object({}), files: ["avatar"] },
    }),
    async (c) => {
      const { buffer, file } = await readUpload(c, "avatar", AVATAR_MAX_BYTES, "Image must be smaller than 2MB");
      const url = await uploadAvatar(c.get("deps"), currentUser(c), buffer, file.name);
      return c.json({ avatarUrl: url });
    },
  )
  .put(
    "/profile/avatar-source",
    requireUser,
    writeLimit(profilesLimits.avatar),
    doc({
      summary: "Use Gravatar or the default avatar",
      tag: "profiles",
      auth: "user",
      responses: { 200: z.object({ avatarUrl: z.string().nullable() }) },
    }),
    input("json", avatarSourceSchema),
    async (c) => {
      const { source } = c.req.valid("json");
      return c.json({ avatarUrl: await setAvatarSource(c.get("deps"), currentUser(c), source) });
    },
  )
  .get(
    "/account/export",
    requireUser,
    doc({
      summary: "Download everything the site holds about me (JSON)",
      tag: "profiles",
      auth: "user",
      responses: { 200: z.looseObject({ exportedAt: z.string() }) },
    }),
    async (c) => {
      const data = await exportMyData(c.get("deps").db, currentUser(c), c.get("deps").scheduler.now());
      c.header("Cache-Control", "private, no-store");
      c.header("Content-Disposition", `attachment; filename="appsec-community-my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return c.json(data);
    },
  )
  // Changing the sign-in address: the password again, a link to the new address, a notice to the old
  // one; applied only when the link is opened by the same account (docs/decisions/038).
  .post(
    "/account/email",
    requireUser,
    writeLimit(profilesLimits.emailChange),
    doc({
      summary: "Ask to change my sign-in address (current password; a link to the new address, a notice to the old)",
      description: "The answer is the same whether or not the new address already has an account (that address is told instead).",
      tag: "profiles",
      auth: "user",
      responses: { 202: z.object({ sent: z.literal(true) }) },
      errors: [429],
    }),
    input("json", emailChangeSchema),
    // The password asked again obeys the sign-in lock and counts its failures (docs/decisions/055).
    async (c) =>
      c.json(
        await guardPasswordCheck(c, currentUser(c).email, isWrongPassword, () =>
          requestEmailChange(c.get("deps"), currentUser(c), c.req.valid("json")),
        ),
        202,
      ),
  )
  .post(
    "/account/email/confirm",
    requireUser,
    writeLimit(profilesLimits.emailConfirm),
    doc({
      summary: "Confirm my new sign-in address with the link's token (my sessions stay signed in)",
      tag: "profiles",
      auth: "user",
      responses: { 200: z.object({ email: z.string() }) },
      errors: [409, 429],
    }),
    input("json", emailChangeConfirmSchema),
    async (c) => c.json(await confirmEmailChange(c.get("deps"), currentUser(c), c.req.valid("json").token)),
  )
  .delete(
    "/account",
    requireUser,
    writeLimit(profilesLimits.deleteAccount),
    doc({
      summary: "Delete my account and its data (current password)",
      tag: "profiles",
      auth: "user",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [409, 429],
    }),
    input("json", deleteAccountSchema),
    async (c) => {
      await guardPasswordCheck(c, currentUser(c).email, isWrongPassword, () =>
        confirmPassword(c.get("deps"), currentUser(c), c.req.valid("json").password),
      );
      await deleteAccount(c.get("deps"), currentUser(c));
      // This browser's session cookies go too (the sessions themselves are deleted with the account).
      await clearAuthCookies(c, c.get("deps").auth);
      return c.json({ deleted: true });
    },
  );
