import { authClient } from "@/lib/auth-client";

/** Global sign-out (the server ends every session of the user), then a full reload at /. */
export async function signOutEverywhere() {
  try {
    await authClient.signOut();
  } finally {
    window.location.assign("/");
  }
}
