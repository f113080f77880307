import { z } from "zod";

/** Optional free text: trimmed, empty → null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** Optional image URL: https only, empty → null. */
export const optionalHttpsUrl = () =>
  optionalText(2000).refine((v) => v === null || /^https:\/\/\S+$/i.test(v), "Image URL must start with https://");

/**
 * A member's id as a route parameter (`/api/candidates/:id`, `/api/mentors/:id`, `/api/admin/users/:id`,
 * `/api/admin/mentor-applications/:id`). better-auth makes user ids: opaque strings, not UUIDs, so only
 * their length is checked here; an unknown id is the service's 404.
 */
export const userIdParam = z.string().min(1).max(100).describe("A member's id (a better-auth user id: an opaque string, not a UUID)");
