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
