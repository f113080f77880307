import { Hono } from "hono";
import { z } from "zod";
import { contractorRequestSchema } from "@common/contractors.schema";
import { RESUME_MAX_BYTES } from "@common/mentorship.schema";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { DOCUMENT_TYPES, detectFileType, EXTENSION } from "../../lib/file-type";
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
    if (body.resume instanceof File && body.resume.size > 0) {
      if (body.resume.size > RESUME_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "File too large - Please upload a file smaller than 5MB");
      const buffer = Buffer.from(await body.resume.arrayBuffer());
      const type = detectFileType(buffer);
      if (!type || !DOCUMENT_TYPES.includes(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Invalid file type - Please upload a PDF or Word document");
      resume = { buffer, contentType: type, ext: EXTENSION[type], filename: body.resume.name };
    }
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
