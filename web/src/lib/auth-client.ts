import { createAuthClient } from "better-auth/react";

/** better-auth's browser client; the session lives in an httpOnly cookie, never in storage. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  // Resolve fetch at call time (not at import), so it is the page's current fetch.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});
