import { z } from "zod";

/** A member's calendar subscription: whether one is active (the secret URL is shown only when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatusDto = z.infer<typeof calendarFeedStatusSchema>;

export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedCreatedDto = z.infer<typeof calendarFeedCreatedSchema>;
