import { z } from "zod";

/**
 * Check-in at the door (docs/decisions/076-event-check-in.md). Every registration (a held seat, not a
 * waitlist place) has a personal code of 8 characters from an alphabet without 0/O/1/I, unique per event.
 */
export const CHECK_IN_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const CHECK_IN_CODE_LENGTH = 8;
export const CHECK_IN_CODE_FORMAT = "A check-in code is 8 letters and digits (no 0, O, 1 or I)";

/** What a person types or a camera reads: case, spaces and dashes do not matter. */
export const normalizeCheckInCode = (raw: string) => raw.toUpperCase().replace(/[\s-]+/g, "");
/** "ABCD2345" → "ABCD 2345": easier to read out and to type. */
export const formatCheckInCode = (code: string) => `${code.slice(0, 4)} ${code.slice(4)}`;

export const checkInCodeSchema = z
  .string({ error: CHECK_IN_CODE_FORMAT })
  .max(40, { error: CHECK_IN_CODE_FORMAT })
  .transform(normalizeCheckInCode)
  .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{8}$/, { error: CHECK_IN_CODE_FORMAT }));

/** POST /api/admin/events/{id}/check-in */
export const checkInInputSchema = z.object({ code: checkInCodeSchema });
/** DELETE /api/admin/events/{id}/check-in: undoing needs a reason (the staff log). */
export const undoCheckInInputSchema = z.object({
  code: checkInCodeSchema,
  reason: z.string().trim().max(2000, { error: "Keep the reason under 2000 characters" }).optional(),
});

export const checkInAttendeeDtoSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  code: z.string(),
  registeredAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** The staff member who checked them in (null once that account is gone). */
  checkedInBy: z.string().nullable(),
});
export type CheckInAttendeeDto = z.infer<typeof checkInAttendeeDtoSchema>;

export const checkInFiguresSchema = z.object({ registered: z.number(), checkedIn: z.number() });
export type CheckInFigures = z.infer<typeof checkInFiguresSchema>;

/** GET /api/admin/events/{id}/check-in: the door list (registration order) and its figures. */
export const checkInListDtoSchema = checkInFiguresSchema.extend({
  event: z.object({ id: z.string(), title: z.string(), timeZone: z.string().nullable() }),
  attendees: z.array(checkInAttendeeDtoSchema),
});
export type CheckInListDto = z.infer<typeof checkInListDtoSchema>;

/** The answer of a check-in or its undo: the attendee as now, and the figures after it. */
export const checkInResultDtoSchema = checkInFiguresSchema.extend({ attendee: checkInAttendeeDtoSchema });
export type CheckInResultDto = z.infer<typeof checkInResultDtoSchema>;

/** GET /api/events/{id}/check-in: the viewer's own code (registered members only), with its QR as SVG. */
export const myCheckInDtoSchema = z.object({
  code: z.string(),
  checkedInAt: z.string().nullable(),
  qrSvg: z.string(),
});
export type MyCheckInDto = z.infer<typeof myCheckInDtoSchema>;
