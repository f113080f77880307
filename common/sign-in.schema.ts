import { z } from "zod";

/** The mailed link that lifts a sign-in pause (docs/decisions/055): its signed token. */
export const unlockSignInSchema = z.object({
  token: z.string().min(1, "This link is incomplete").max(400, "This link is not valid"),
});
export type UnlockSignInInput = z.infer<typeof unlockSignInSchema>;
