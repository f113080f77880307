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
 * Password hashing under NODE_ENV=test only (docs/decisions/089-gate-time-2.md): better-auth's own scrypt, at
 * its own cost and in its own form, but remembered per password (hash) and per (hash, password) (verify).
 * Tests use a handful of passwords over a thousand accounts and sign-ins a suite, and each scrypt is ~65 ms
 * of CPU: every test sign-in asked the same question (test accounts share one hash of the one test password,
 * server/cli/seed/users.ts), and better-auth hashes the password of a sign-in to an unknown address too.
 * The answers are the same functions', computed once per test worker; an instance under another environment
 * on the same database (a test's "production" app) verifies these hashes as before. Never outside tests:
 * accounts with one password would share a salt, and passwords would stay in memory.
 */
const hashed = new Map<string, Promise<string>>();
const verified = new Map<string, Promise<boolean>>();
function remembered<T>(memo: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let answer = memo.get(key);
  if (!answer) {
    answer = compute();
    memo.set(key, answer);
    answer.catch(() => memo.delete(key));
  }
  return answer;
}
export const testPasswordHashing = {
  hash: (password: string) => remembered(hashed, password, () => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) =>
    remembered(verified, `${hash}\u0000${password}`, () => verifyPassword({ hash, password })),
};
