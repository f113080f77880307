import { Hono } from "hono";
import {
  adminEventListQuerySchema,
  eventDtoSchema,
  eventInputSchema,
  eventListDtoSchema,
  eventListQuerySchema,
  eventPeopleDtoSchema,
  waitlistStateDtoSchema,
} from "@common/events.schema";
import { z } from "zod";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { staffReasonSchema } from "@common/moderation.schema";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import {
  adminListEvents,
  attendeesCsv,
  cancelEvent,
  createEvent,
  deleteEvent,
  eventPeople,
  getEvent,
  publicEventIcs,
  joinWaitlist,
  leaveWaitlist,
  listUpcoming,
  register,
  unregister,
  updateEvent,
} from "./events.service";
import { writeLimit } from "../../lib/write-limits";
import {
  checkInInputSchema,
  checkInListDtoSchema,
  checkInResultDtoSchema,
  myCheckInDtoSchema,
  undoCheckInInputSchema,
} from "@common/event-check-in.schema";
import { checkIn, checkInList, myCheckIn, undoCheckIn } from "./check-in.service";
import { eventsLimits } from "./events.limits";

const idParam = z.uuid({ error: "Event not found" });

export const eventsRoutes = new Hono<AppEnv>()
  .get(
    "/events",
    doc({
      summary: "Upcoming events (all, featured, or mine), soonest first, 24 a page",
      tag: "events",
      auth: "public",
      responses: { 200: eventListDtoSchema },
    }),
    input("query", eventListQuerySchema),
    async (c) => {
      const { filter, cursor } = c.req.valid("query");
      c.header("Cache-Control", "private, no-cache");
      return c.json(await listUpcoming(c.get("deps").db, c.get("user"), filter, cursor));
    },
  )
  .get(
    "/events/:id/ics",
    doc({
      summary: "An event as an .ics calendar file",
      tag: "events",
      auth: "public",
      responses: { 200: { media: "text/calendar" } },
      errors: [404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const ics = await publicEventIcs(
        c.get("deps").db,
        c.req.valid("param").id,
        c.get("deps").config.baseUrl,
        c.get("deps").scheduler.now(),
      );
      return c.body(ics, 200, {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'attachment; filename="event.ics"',
      });
    },
  )
  .get(
    "/events/:id",
    doc({
      summary: "One event (its page), with my registration when signed in",
      tag: "events",
      auth: "public",
      responses: { 200: z.object({ event: eventDtoSchema }) },
      errors: [404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      c.header("Cache-Control", "private, no-cache");
      return c.json({ event: await getEvent(c.get("deps").db, c.get("user"), c.req.valid("param").id) });
    },
  )
  .post(
    "/events/:id/registration",
    requireUser,
    writeLimit(eventsLimits.register),
    doc({
      summary: "Register for an event (capacity enforced)",
      tag: "events",
      auth: "user",
      responses: { 200: z.object({ registered: z.literal(true) }) },
      errors: [404, 409],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await register(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ registered: true });
    },
  )
  .delete(
    "/events/:id/registration",
    requireUser,
    writeLimit(eventsLimits.leave),
    doc({
      summary: "Cancel my registration (the first on the waitlist moves up)",
      tag: "events",
      auth: "user",
      responses: { 200: z.object({ registered: z.literal(false) }) },
      errors: [404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await unregister(c.get("deps"), currentUser(c), c.req.valid("param").id);
      return c.json({ registered: false });
    },
  )
  .get(
    "/events/:id/check-in",
    requireUser,
    doc({
      summary: "My check-in code for an event (a held seat), with its QR code as SVG",
      tag: "events",
      auth: "user",
      responses: { 200: myCheckInDtoSchema },
      errors: [401, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await myCheckIn(c.get("deps").db, currentUser(c), c.req.valid("param").id));
    },
  )
  .post(
    "/events/:id/waitlist",
    requireUser,
    writeLimit(eventsLimits.register),
    doc({
      summary: "Join the waitlist of a full event",
      tag: "events",
      auth: "user",
      responses: { 200: waitlistStateDtoSchema },
      errors: [404, 409],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => c.json(await joinWaitlist(c.get("deps"), currentUser(c), c.req.valid("param").id)),
  )
  .delete(
    "/events/:id/waitlist",
    requireUser,
    writeLimit(eventsLimits.leave),
    doc({ summary: "Leave the waitlist", tag: "events", auth: "user", responses: { 200: waitlistStateDtoSchema }, errors: [404] }),
    input("param", z.object({ id: idParam })),
    async (c) => c.json(await leaveWaitlist(c.get("deps"), currentUser(c), c.req.valid("param").id)),
  )
  .get(
    "/admin/events",
    requireAdmin,
    doc({
      summary: "All events, searchable, latest first, 24 a page",
      tag: "events",
      auth: "admin",
      responses: { 200: eventListDtoSchema },
      errors: [403],
    }),
    input("query", adminEventListQuerySchema),
    async (c) => {
      const { q, cursor, needsFixing } = c.req.valid("query");
      return c.json(await adminListEvents(c.get("deps").db, currentUser(c), q || undefined, cursor, needsFixing));
    },
  )
  .get(
    "/admin/events/:id",
    requireAdmin,
    doc({
      summary: "One event to edit",
      tag: "events",
      auth: "admin",
      responses: { 200: z.object({ event: eventDtoSchema }) },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => c.json({ event: await getEvent(c.get("deps").db, currentUser(c), c.req.valid("param").id) }),
  )
  .post(
    "/admin/events",
    requireAdmin,
    writeLimit(eventsLimits.manage),
    doc({
      summary: "Create an event",
      tag: "events",
      auth: "admin",
      responses: { 201: z.object({ event: z.object({ id: z.string() }) }) },
      errors: [403],
    }),
    input("json", eventInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      return c.json({ event: await createEvent(c.get("deps").db, currentUser(c), input) }, 201);
    },
  )
  .put(
    "/admin/events/:id",
    requireAdmin,
    writeLimit(eventsLimits.manage),
    doc({
      summary: "Edit an event (registrants are told of changes)",
      tag: "events",
      auth: "admin",
      responses: { 200: z.object({ event: z.object({ id: z.string() }) }) },
      errors: [403, 404],
    }),
    input("json", eventInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const input = c.req.valid("json");
      return c.json({ event: await updateEvent(c.get("deps"), c.req.valid("param").id, input) });
    },
  )
  .delete(
    "/admin/events/:id",
    requireAdmin,
    writeLimit(eventsLimits.manage),
    doc({
      summary: "Delete an event, with a reason (staff log, a mail to its organizer; attendees get a CANCEL with the reason)",
      tag: "events",
      auth: "admin",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [400, 403, 404],
    }),
    emptyBodyAsJson,
    input("json", staffReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await deleteEvent(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ deleted: true });
    },
  )
  .post(
    "/admin/events/:id/cancel",
    requireAdmin,
    writeLimit(eventsLimits.manage),
    doc({
      summary:
        "Cancel an event, with a reason (its page stays; attendees and waitlist get a CANCEL mail with the reason once; staff log, a mail to its organizer)",
      tag: "events",
      auth: "admin",
      responses: { 200: z.object({ cancelled: z.literal(true), mailed: z.number() }) },
      errors: [400, 403, 404],
    }),
    emptyBodyAsJson,
    input("json", staffReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { mailed } = await cancelEvent(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ cancelled: true as const, mailed });
    },
  )
  .get(
    "/admin/events/:id/people",
    requireAdmin,
    doc({
      summary: "An event's attendees and waitlist (queue order)",
      tag: "events",
      auth: "admin",
      responses: { 200: eventPeopleDtoSchema },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => c.json(await eventPeople(c.get("deps").db, c.req.valid("param").id)),
  )
  .get(
    "/admin/events/:id/attendees.csv",
    requireAdmin,
    doc({
      summary: "An event's attendees and waitlist as CSV",
      tag: "events",
      auth: "admin",
      responses: { 200: { media: "text/csv" } },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const id = c.req.valid("param").id;
      return c.body(await attendeesCsv(c.get("deps").db, id), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="event-${id}-attendees.csv"`,
        "Cache-Control": "private, no-store",
      });
    },
  )
  .get(
    "/admin/events/:id/check-in",
    requireAdmin,
    doc({
      summary: "The door list of an event: its registrations with their codes and attendance, and the figures",
      tag: "events",
      auth: "admin",
      responses: { 200: checkInListDtoSchema },
      errors: [403, 404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await checkInList(c.get("deps").db, c.req.valid("param").id));
    },
  )
  .post(
    "/admin/events/:id/check-in",
    requireAdmin,
    writeLimit(eventsLimits.checkIn),
    doc({
      summary:
        "Check in the holder of a code (once: a second check-in of the same code answers 409 with who checked them in and when; an unknown code 404)",
      tag: "events",
      auth: "admin",
      responses: { 200: checkInResultDtoSchema },
      errors: [400, 403, 404, 409],
    }),
    input("json", checkInInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => c.json(await checkIn(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").code)),
  )
  .delete(
    "/admin/events/:id/check-in",
    requireAdmin,
    writeLimit(eventsLimits.checkIn),
    doc({
      summary: "Undo a check-in, with a reason (staff log)",
      tag: "events",
      auth: "admin",
      responses: { 200: checkInResultDtoSchema },
      errors: [400, 403, 404, 409],
    }),
    input("json", undoCheckInInputSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const { code, reason } = c.req.valid("json");
      return c.json(await undoCheckIn(c.get("deps"), currentUser(c), c.req.valid("param").id, code, reason));
    },
  );
