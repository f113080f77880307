import { createAuthClient } from "better-auth/react";

/** better-auth's browser client; the session lives in an httpOnly cookie, never in storage. */
export const authClient = createAuthClient({ basePath: "/api/auth" });
