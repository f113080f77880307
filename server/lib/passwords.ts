import { dictionary } from "@zxcvbn-ts/language-common";
import { hashPassword, verifyPassword } from "better-auth/crypto";
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

/**
 * Password checks under NODE_ENV=test only (docs/decisions/089-gate-time-2.md): better-auth's own scrypt
 * verification, remembered per (hash, password). Test accounts share one hash of the one test password
 * (server/cli/seed/users.ts hashes once per password), so every test sign-in asked scrypt the same question:
 * ~65 ms of CPU each, over a thousand sign-ins a suite. The answer is the same function's, computed once per
 * test worker; hashes keep better-auth's form and cost, so an instance under another environment on the same
 * database (a test's "production" app) verifies them as before. Never in production: it would keep passwords
 * in memory.
 */
const verified = new Map<string, Promise<boolean>>();
export const testPasswordHashing = {
  hash: hashPassword,
  verify({ hash, password }: { hash: string; password: string }) {
    const key = `${hash}\u0000${password}`;
    let answer = verified.get(key);
    if (!answer) {
      answer = verifyPassword({ hash, password });
      verified.set(key, answer);
      answer.catch(() => verified.delete(key));
    }
    return answer;
  },
};
