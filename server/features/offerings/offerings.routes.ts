import { Hono } from "hono";
import { z } from "zod";
import { OFFERING_CATEGORIES, adminOfferingsQuerySchema, offeringInputSchema } from "@common/offerings.schema";
import type { AppEnv } from "../../lib/context";
import { parse, parseBody, parseQuery } from "../../lib/http";
import { rateLimit } from "../../middlewares/rate-limit";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { adminListOfferings, createOffering, deleteOffering, listOfferings, setOfferingStatus } from "./offerings.service";

const listQuery = z.object({ q: z.string().trim().max(200).optional(), category: z.enum(OFFERING_CATEGORIES).optional() });
const idParam = z.uuid({ error: "Offering not found" });

export const offeringsRoutes = new Hono<AppEnv>()
  .get("/offerings", async (c) => {
    const q = parseQuery(c, listQuery);
    return c.json({ offerings: await listOfferings(c.get("deps").db, c.get("user"), q) });
  })
  .post("/offerings", requireUser, rateLimit("offerings", 10, 3600), async (c) => {
    const input = await parseBody(c, offeringInputSchema);
    const row = await createOffering(c.get("deps"), currentUser(c), input);
    return c.json({ offering: row }, 201);
  })
  .delete("/offerings/:id", requireUser, async (c) => {
    await deleteOffering(c.get("deps").db, currentUser(c), parse(idParam, c.req.param("id")));
    return c.json({ deleted: true });
  })
  .get("/admin/offerings", requireAdmin, async (c) => {
    const q = parseQuery(c, adminOfferingsQuerySchema);
    return c.json(await adminListOfferings(c.get("deps").db, currentUser(c), q.status, q.page));
  })
  .post("/admin/offerings/:id/approve", requireAdmin, async (c) => {
    await setOfferingStatus(c.get("deps").db, parse(idParam, c.req.param("id")), "approved");
    return c.json({ status: "approved" });
  })
  .post("/admin/offerings/:id/reject", requireAdmin, async (c) => {
    await setOfferingStatus(c.get("deps").db, parse(idParam, c.req.param("id")), "rejected");
    return c.json({ status: "rejected" });
  });
