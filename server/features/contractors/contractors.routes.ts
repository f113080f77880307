import { Hono } from "hono";
import { z } from "zod";
import { contractorRequestSchema } from "@common/contractors.schema";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { readResume } from "../../lib/file-type";
import { parse } from "../../lib/http";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { decideContractorRequest, myContractorRequest, pendingContractorRequests, submitContractorRequest } from "./contractors.service";

const idParam = z.uuid({ error: "Contractor request not found" });

export const contractorsRoutes = new Hono<AppEnv>()
  .get("/profile/contractor-request", requireUser, async (c) => c.json(await myContractorRequest(c.get("deps").db, currentUser(c).id)))
  .post("/profile/contractor-request", requireUser, async (c) => {
    const body = await c.req.parseBody().catch(() => {
      throw new AppError("BAD_REQUEST", "Request body must be multipart/form-data");
    });
    const input = parse(contractorRequestSchema, Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string")));
    let resume = null;
    if (body.resume instanceof File && body.resume.size > 0) resume = await readResume(body.resume);
    const result = await submitContractorRequest(c.get("deps"), currentUser(c), input, resume);
    return c.json(result, result.updated ? 200 : 201);
  })
  .get("/admin/contractor-requests", requireAdmin, async (c) => c.json({ requests: await pendingContractorRequests(c.get("deps").db) }))
  .post("/admin/contractor-requests/:id/approve", requireAdmin, async (c) => {
    await decideContractorRequest(c.get("deps"), parse(idParam, c.req.param("id")), true);
    return c.json({ status: "approved" });
  })
  .post("/admin/contractor-requests/:id/reject", requireAdmin, async (c) => {
    await decideContractorRequest(c.get("deps"), parse(idParam, c.req.param("id")), false);
    return c.json({ status: "rejected" });
  });
