import type { Config } from "../config";

/** Hosts of the pictures the app's own pages show (the mentorship testimonials, the about page's team). */
const APP_IMAGE_HOSTS = ["https://images.unsplash.com"];

/** Where each sign-in provider serves the profile pictures it hands over (user.image, shown as avatars). */
const AVATAR_HOSTS = {
  google: ["https://lh3.googleusercontent.com"],
  github: ["https://avatars.githubusercontent.com"],
  linkedin: ["https://media.licdn.com"],
} as const;

/**
 * The CSP's img-src: this site, inline data and blobs (previews of a chosen file), the configured
 * storage host, the app's own picture host and the avatar hosts of the configured sign-in providers.
 * Never any https host: a picture in stored content (an article, a comment) from anywhere else is a
 * tracking pixel that reports each reader to a third party.
 */
export function imageSources(config: Pick<Config, "s3" | "oauth">): string[] {
  const sources = ["'self'", "data:", "blob:", ...APP_IMAGE_HOSTS];
  if (config.s3?.endpoint) sources.push(new URL(config.s3.endpoint).origin);
  for (const provider of Object.keys(AVATAR_HOSTS) as (keyof typeof AVATAR_HOSTS)[]) {
    if (config.oauth[provider]) sources.push(...AVATAR_HOSTS[provider]);
  }
  return [...new Set(sources)];
}
