import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "@common/auth.schema";

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "This password is too common. Please choose a different one.";

let common: Set<string> | null = null;
/** ~49k passwords most seen in breaches (zxcvbn-ts' list, shipped with the app; no network). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"] as string[]);
  return common;
}

/**
 * Why a new password is weak (the spec's weak_password "list of reasons"); empty when it is fine.
 * "Common" also catches a common password with digits or symbols tacked on ("iloveyou1234!").
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_TOO_SHORT);
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/, "").replace(/^[\d\W_]+/, "");
  const list = commonPasswords();
  if (list.has(lower) || (stem.length >= 4 && list.has(stem)) || /^(.)\1+$/.test(lower)) problems.push(PASSWORD_TOO_COMMON);
  return problems;
}
