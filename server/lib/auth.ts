import { betterAuth } from "better-auth";
import { eq, sql } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { DBFieldAttribute } from "better-auth/db";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { calendarFeeds, profiles } from "../db/schema";
import type { Logger } from "./logger";
import { renderMail } from "./mail-layout";
import type { Mailer } from "./mail";
import { passwordProblems, testPasswordHashing } from "./passwords";
import type { SessionVersions } from "./session-versions";
import type { Clock } from "./clock";
import { restrictionsInForce } from "./trust";
import { checkSignInAttempt, clearAccountFailures } from "./sign-in-protection";

/** What a suspended member is told at sign-in: until when (UTC) and why. */
export const suspendedMessage = (until: Date, reason: string) =>
  `Your account is suspended until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC: ${reason}`;

const clean = (v: unknown, max = 200) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : null);

/**
 * better-auth endpoints the app does not use are off over HTTP: `update-user` would
 * bypass the profile rules, `get-session` would hand the session token to page scripts (the web app
 * asks /api/me), and the session/account management ones have no screen. Server code still calls
 * `auth.api.*` directly.
 */
export const DISABLED_AUTH_PATHS = [
  "/get-session",
  "/verify-password",
  "/change-email",
  "/update-session",
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
];

/** The user's fields beyond better-auth's own (also read by the auth part of /api/openapi.json, decision 068). */
export const AUTH_USER_FIELDS = {
  // The display role, derived in the database (docs/decisions/026); permissions read the two below.
  role: { type: "string", required: false, defaultValue: "user", input: false },
  capabilities: { type: "string[]", required: false, defaultValue: [], input: false },
  plan: { type: "string", required: false, defaultValue: "free", input: false },
} satisfies Record<string, DBFieldAttribute>;

/** Keeps the first line of a message and drops e-mail addresses and quoted SQL from it. */
const redactLogText = (message: string) =>
  message
    .split("\n")[0]!
    .replace(/[^\s@]+@[^\s@]+/g, "<email>")
    .replace(/Failed query:.*/i, "Failed query")
    .slice(0, 200);

const NEW_PASSWORD_PATHS = new Set(["/reset-password", "/change-password", "/set-password"]);
const SESSION_ENDING_PATHS = new Set(["/change-password", "/revoke-session", "/revoke-sessions", "/revoke-other-sessions", "/sign-out"]);

export function createAuth(deps: {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  sessions: SessionVersions;
  /** The app's clock (the scheduler's), for restrictions' ends (docs/decisions/065-one-clock.md). */
  now: Clock;
}) {
  const { config, db, mailer, sessions, logger, now } = deps;

  /**
   * A new password ends what the old one may have handed out: the secret calendar-feed address stops
   * working (docs/decisions/038; the owner turns it on again in Settings), and the owner hears of it: if it
   * was not them, they can take the account back.
   */
  const afterNewPassword = async (owner: { id: string; email: string; name: string }, how: "change" | "reset") => {
    await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, owner.id));
    await mailPasswordNotice(owner, how);
  };
  const mailPasswordNotice = (owner: { email: string; name: string }, how: "change" | "reset") =>
    mailer.send({
      to: owner.email,
      ...renderMail(config.baseUrl, {
        subject: how === "change" ? "Your AppSec Community password was changed" : "Your AppSec Community password was reset",
        paragraphs: [
          `Hello ${owner.name},`,
          `The password of your AppSec Community account was just ${how === "change" ? "changed" : "reset"}; every other session of your account was signed out.`,
          "Your calendar's secret address was turned off too; turn it on again in Settings if you use it.",
          "If it was you, there is nothing else to do.",
        ],
        action: { label: "Choose a new password", path: "/forgot-password" },
        footer: `If it was not you, choose a new password now and tell us at ${config.teamEmail}.`,
      }),
    });
  const social: Record<string, { clientId: string; clientSecret: string }> = {};
  if (config.oauth.google) social.google = config.oauth.google;
  if (config.oauth.github) social.github = config.oauth.github;
  if (config.oauth.linkedin) social.linkedin = config.oauth.linkedin;

  return betterAuth({
    appName: "AppSec Community",
    // Unexpected errors reach app.onError (our 500 body with a request id, logged without values).
    onAPIError: { throw: true },
    // better-auth's own messages go to our logger, without the values they quote (e-mails, queries).
    logger: {
      log(level, message) {
        const text = redactLogText(String(message));
        if (level === "error") logger.error("auth", { message: text });
        else if (level === "warn") logger.warn("auth", { message: text });
        else logger.debug("auth", { message: text });
      },
    },
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    disabledPaths: DISABLED_AUTH_PATHS,
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    // Sign-up writes the user and its credential account in one transaction.
    database: drizzleAdapter(db, { provider: "pg", schema, transaction: true }),
    // Our own database-backed limiter guards the auth endpoints (see middlewares/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      // Production cookies are __Host- ones (Secure, Path=/, no Domain): no subdomain, and nothing on
      // plain http, can set or shadow them. (Secure comes from defaultCookieAttributes below; better-auth's
      // useSecureCookies would add its own __Secure- prefix instead.)
      useSecureCookies: false,
      cookiePrefix: config.production ? "__Host-better-auth" : "better-auth",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: config.production },
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
    },
    user: {
      additionalFields: AUTH_USER_FIELDS,
      // Account deletion is done by our own service (files, last-admin rule); better-auth's stays off.
      deleteUser: { enabled: false },
    },
    session: {
      // The signed cookie cache carries user + role, capabilities and plan: a signed-in request needs no session query.
      // It holds only while the user's session version is unchanged (decision 008): sign-out,
      // password reset/change, role change and deletion take effect on the next request.
      cookieCache: { enabled: true, maxAge: 5 * 60, version: (_session, u) => sessions.current(u.id) },
    },
    emailAndPassword: {
      enabled: true,
      // Tests remember each (hash, password) check (docs/decisions/089-gate-time-2.md); elsewhere better-auth's own.
      ...(config.env === "test" ? { password: testPasswordHashing } : {}),
      // Length and the common-password list are checked in the before-hook with our messages.
      minPasswordLength: 12,
      maxPasswordLength: 128,
      // Sign-up never signs in, so its answer is the same for a new and an existing address
      // (no account enumeration); the web app signs in right after where allowed.
      autoSignIn: false,
      async onExistingUserSignUp({ user: existing }) {
        await mailer.send({
          to: existing.email,
          ...renderMail(config.baseUrl, {
            subject: "You already have an AppSec Community account",
            paragraphs: [
              `Hello ${existing.name},`,
              "Someone (maybe you) tried to create an AppSec Community account with this e-mail address, but you already have one.",
              `Forgot your password? ${config.baseUrl}/forgot-password`,
            ],
            action: { label: "Sign in", path: "/login" },
            footer: "If it was not you, you can ignore this mail; nothing has changed.",
          }),
        });
      },
      // With real SMTP or in production a verified address is required; locally every mail is in the dev outbox.
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: u }) => {
        sessions.forget(u.id);
        // A new password lifts the sign-in lock of the account (docs/decisions/055).
        await clearAccountFailures(db, u.email);
        await afterNewPassword(u, "reset");
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          ...renderMail(config.baseUrl, {
            subject: "Reset your AppSec Community password",
            paragraphs: [
              `Hello ${user.name},`,
              "Someone asked to reset the password of your AppSec Community account. Open the link to choose a new one (it expires in one hour).",
            ],
            action: { label: "Choose a new password", path: url },
            footer: "If it was not you, ignore this mail; your password stays as it is.",
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          ...renderMail(config.baseUrl, {
            subject: "Verify your e-mail for AppSec Community",
            title: `Welcome to AppSec Community, ${user.name}!`,
            paragraphs: ["Please verify your e-mail address by opening the link below."],
            action: { label: "Verify your e-mail address", path: url },
          }),
        });
      },
    },
    socialProviders: social,
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "github", "linkedin"] } },
    databaseHooks: {
      session: {
        create: {
          // A suspended member gets no session, whatever the way in (password, social, verification
          // link): 403 with until when and why (docs/decisions/061).
          async before(session, ctx) {
            // A changed password makes a new session for a member already signed in (never a suspended one:
            // suspension ends every session), inside better-auth's transaction; on the embedded database a
            // read outside that transaction would wait for it forever.
            if (ctx?.path === "/change-password") return;
            const standing = await restrictionsInForce(db, session.userId, now());
            if (standing.suspension)
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_SUSPENDED",
                message: suspendedMessage(standing.suspension.until, standing.suspension.reason),
                until: standing.suspension.until.toISOString(),
                reason: standing.suspension.reason,
              });
          },
          // A profile missed at sign-up (the after-hook runs once the sign-up has committed) is made at sign-in.
          async after(session) {
            await db.execute(sql`
              INSERT INTO profiles (id, full_name) SELECT id, name FROM "user" WHERE id = ${session.userId}
              ON CONFLICT (id) DO NOTHING`);
          },
        },
      },
      user: {
        create: {
          // Every account gets its profile row (role lives on the user row, default `user`).
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            await db
              .insert(profiles)
              .values({
                id: user.id,
                fullName: user.name,
                title: clean(body.title),
                company: clean(body.company),
                avatarUrl: user.image ?? null,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      // Endpoints that end sessions: this instance forgets the cached version at once (the
      // database trigger has bumped it and notifies the other instances).
      after: createAuthMiddleware(async (ctx) => {
        // A successful sign-in replaces any session this browser had (a failed one leaves it alone).
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) {
          const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
          if (previous && previous !== ctx.context.newSession.session.token) {
            const old = await ctx.context.internalAdapter.findSession(previous);
            if (old) {
              await ctx.context.internalAdapter.deleteSession(previous);
              sessions.forget(old.user.id);
            }
          }
        }
        if (SESSION_ENDING_PATHS.has(ctx.path)) {
          const userId = ctx.context.session?.user.id ?? ctx.context.newSession?.user.id;
          if (userId) sessions.forget(userId);
        }
        // A changed password is told to the owner (a refused change, wrong current password, is not).
        const owner = ctx.context.session?.user;
        if (ctx.path === "/change-password" && owner && ctx.context.returned && !(ctx.context.returned instanceof Error)) {
          await afterNewPassword(owner, "change");
        }
      }),
      before: createAuthMiddleware(async (ctx) => {
        // Sign-in protection reads the e-mail from the body as better-auth parsed it, whatever its encoding (decision 055).
        if (ctx.path === "/sign-in/email") await checkSignInAttempt(ctx.request, ctx.body);
        // New passwords: at least 12 characters and not a common one (sign-up, reset, change).
        const newPassword =
          ctx.path === "/sign-up/email" ? ctx.body?.password : NEW_PASSWORD_PATHS.has(ctx.path) ? ctx.body?.newPassword : undefined;
        if (typeof newPassword === "string") {
          const reasons = passwordProblems(newPassword);
          if (reasons.length) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: reasons[0], reasons });
        }
        // A password change always ends the user's other sessions, whatever the client asks for
        // (a changed password is how a user locks out whoever else knew it).
        if (ctx.path === "/change-password" && ctx.body && typeof ctx.body === "object") {
          (ctx.body as Record<string, unknown>).revokeOtherSessions = true;
        }
        if (ctx.path === "/sign-up/email") {
          const name = typeof ctx.body?.name === "string" ? ctx.body.name.trim() : "";
          if (name.length < 2) throw new APIError("BAD_REQUEST", { message: "Name must be at least 2 characters" });
        }
        // Log out is global: every session of the user ends.
        if (ctx.path === "/sign-out") {
          const current = await getSessionFromCtx(ctx, { disableCookieCache: true }).catch(() => null);
          if (current) {
            await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
            sessions.forget(current.user.id);
          }
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
