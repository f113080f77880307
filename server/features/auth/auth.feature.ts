import { defineFeature } from "../../lib/feature";
import { authLimits } from "./auth.limits";
import { signInRoutes } from "./sign-in.routes";

/** Sign-in protection and the account mails of better-auth (server/lib/auth.ts, mounted under /api/auth by server/app.ts). */
export const feature = defineFeature({
  name: "auth",
  routes: signInRoutes,
  limits: authLimits,
  mailKinds: {
    account_security: [
      "server/lib/auth.ts#afterNewPassword",
      "server/lib/auth.ts#onExistingUserSignUp",
      "server/lib/auth.ts#sendResetPassword",
      "server/lib/auth.ts#sendVerificationEmail",
      "server/lib/sign-in-protection.ts#mailLockedAccount",
    ],
  },
});
