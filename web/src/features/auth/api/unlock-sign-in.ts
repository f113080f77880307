import { useMutation } from "@tanstack/react-query";
import { call, client } from "@/lib/api-client";

/** Lifts a sign-in pause with the mailed link's token (docs/decisions/055). */
export const useUnlockSignIn = () =>
  useMutation({
    mutationFn: (token: string) => call(client.api["sign-in"].unlock.$post({ json: { token } })),
    // Lifting a pause changes no data this browser shows (it is not signed in yet).
    meta: { invalidates: [] },
  });
