import { z } from "zod";
import { emailField } from "./newsletter.schema";

/** New passwords (sign-up, reset, change); the server also refuses common ones. */
export const PASSWORD_MIN_LENGTH = 12;
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Password must be at most 128 characters");

export const loginInputSchema = z.object({
  email: emailField,
  password: z.string().min(6, "Password must be at least 6 characters"),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    fullName: z.string().trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    title: z.string().trim().max(120).optional(),
    company: z.string().trim().max(120).optional(),
    agreeToTerms: z.boolean().refine((v) => v, "You must agree to the terms and conditions"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const SOCIAL_PROVIDERS = [
  { id: "google", label: "Google" },
  { id: "github", label: "GitHub" },
  { id: "linkedin", label: "LinkedIn" },
] as const;
