import { z } from "zod";

/** The current password, asked again before an account is deleted or moved (docs/decisions/038). */
export const currentPasswordSchema = z
  .string({ error: "Enter your current password" })
  .min(1, "Enter your current password")
  .max(1024, "Enter your current password");

export const deleteAccountSchema = z.object({ password: currentPasswordSchema });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const emailChangeSchema = z.object({
  newEmail: z
    .string({ error: "Enter the new address" })
    .trim()
    .max(254, "This address is too long")
    .pipe(z.email({ error: "Enter a valid e-mail address" })),
  password: currentPasswordSchema,
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

export const emailChangeConfirmSchema = z.object({
  token: z.string({ error: "Invalid or expired link" }).regex(/^[A-Za-z0-9_-]{43}$/, "Invalid or expired link"),
});
