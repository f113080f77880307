import { Hono } from "hono";
import { z } from "zod";
import { eventInputSchema } from "@common/events.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { adminListEvents, createEvent, deleteEvent, eventIcs, getEvent, joinWaitlist, leaveWaitlist, listUpcoming, register, unregister, updateEvent } from "./events.service";

const idParam = z.uuid({ error: "Event not found" });
const listQuery = z.object({ filter: z.enum(["all", "featured", "mine"]).default("all") });
const searchQuery = z.object({ q: z.string().trim().max(200).optional() });

export const eventsRoutes = new Hono<AppEnv>()
  .get("/events", async (c) => {
    const { filter } = parseQuery(c, listQuery);
    c.header("Cache-Control", "private, no-cache");
    return c.json({ events: await listUpcoming(c.get("deps").db, c.get("user"), filter) });
  })
  .get("/events/:id/ics", async (c) => {
    const e = await getEvent(c.get("deps").db, null, parse(idParam, c.req.param("id")));
    return c.body(eventIcs(e, c.get("deps").config.baseUrl), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="event.ics"',
    });
  })
  .post("/events/:id/registration", requireUser, async (c) => {
    await register(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ registered: true });
  })
  .delete("/events/:id/registration", requireUser, async (c) => {
    await unregister(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ registered: false });
  })
  .post("/events/:id/waitlist", requireUser, async (c) => c.json(await joinWaitlist(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")))))
  .delete("/events/:id/waitlist", requireUser, async (c) => c.json(await leaveWaitlist(c.get("deps"), currentUser(c), parse(idParam, c.req.param("id")))))
  .get("/admin/events", requireAdmin, async (c) => {
    const { q } = parseQuery(c, searchQuery);
    return c.json({ events: await adminListEvents(c.get("deps").db, q || undefined) });
  })
  .get("/admin/events/:id", requireAdmin, async (c) => c.json({ event: await getEvent(c.get("deps").db, null, parse(idParam, c.req.param("id"))) }))
  .post("/admin/events", requireAdmin, async (c) => {
    const input = await parseBody(c, eventInputSchema);
    return c.json({ event: await createEvent(c.get("deps").db, currentUser(c), input) }, 201);
  })
  .put("/admin/events/:id", requireAdmin, async (c) => {
    const input = await parseBody(c, eventInputSchema);
    return c.json({ event: await updateEvent(c.get("deps"), parse(idParam, c.req.param("id")), input) });
  })
  .delete("/admin/events/:id", requireAdmin, async (c) => {
    await deleteEvent(c.get("deps").db, parse(idParam, c.req.param("id")));
    return c.json({ deleted: true });
  });
