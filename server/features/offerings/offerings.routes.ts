import { and, desc, eq, ilike } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { OFFERING_CATEGORIES, offeringInputSchema, type OfferingDto } from "@common/offerings.schema";
import { offerings, profiles } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { forbidden, notFound } from "../../lib/errors";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { likeContains } from "../../lib/sql";
import { rateLimit } from "../../middlewares/rate-limit";
import { currentUser, requireUser } from "../../middlewares/require-role";

const listQuery = z.object({ q: z.string().trim().max(200).optional(), category: z.enum(OFFERING_CATEGORIES).optional() });
const idParam = z.uuid({ error: "Offering not found" });

export const offeringsRoutes = new Hono<AppEnv>()
  .get("/offerings", async (c) => {
    const { q, category } = parseQuery(c, listQuery);
    const viewer = c.get("user");
    const rows = await c
      .get("deps")
      .db.select({ o: offerings, fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(offerings)
      .leftJoin(profiles, eq(profiles.id, offerings.userId))
      .where(and(category ? eq(offerings.category, category) : undefined, q ? ilike(offerings.title, likeContains(q)) : undefined))
      .orderBy(desc(offerings.createdAt))
      .limit(200);
    const list: OfferingDto[] = rows.map(({ o, fullName, avatarUrl }) => ({
      id: o.id,
      title: o.title,
      description: o.description,
      category: o.category as OfferingDto["category"],
      price: o.price,
      contactInfo: o.contactInfo,
      imageUrl: o.imageUrl,
      createdAt: o.createdAt.toISOString(),
      author: { id: o.userId, fullName: fullName || "Community Member", avatarUrl: avatarUrl ?? null },
      canDelete: Boolean(viewer && (viewer.role === "admin" || viewer.id === o.userId)),
    }));
    return c.json({ offerings: list });
  })
  .post("/offerings", requireUser, rateLimit("offerings", 10, 3600), async (c) => {
    const input = await parseBody(c, offeringInputSchema);
    const [row] = await c.get("deps").db.insert(offerings).values({ ...input, userId: currentUser(c).id }).returning({ id: offerings.id });
    return c.json({ offering: row }, 201);
  })
  .delete("/offerings/:id", requireUser, async (c) => {
    const id = parse(idParam, c.req.param("id"));
    const viewer = currentUser(c);
    const db = c.get("deps").db;
    const [row] = await db.select({ userId: offerings.userId }).from(offerings).where(eq(offerings.id, id));
    if (!row) throw notFound("Offering not found");
    if (viewer.role !== "admin" && row.userId !== viewer.id) throw forbidden("You can only delete your own offerings");
    await db.delete(offerings).where(eq(offerings.id, id));
    return c.json({ deleted: true });
  });
