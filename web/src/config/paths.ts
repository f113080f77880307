import { paths } from "@common/paths";

export { paths };
export { PAGE_REDIRECTS } from "@common/paths";

/** `/login?redirect=…` keeping where the user wanted to go. */
export const loginWithRedirect = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback = paths.home): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

export const DISCORD_URL = "https://discord.gg/appsec-community";
export const LINKEDIN_URL = "https://www.linkedin.com/company/appsec-community";
export const GITHUB_URL = "https://github.com/appsec-community";
