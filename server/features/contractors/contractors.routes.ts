import { Hono } from "hono";
import { contractorRequestDtoSchema, contractorRequestSchema } from "@common/contractors.schema";
import { z } from "zod";
import { rejectReasonSchema } from "@common/moderation.schema";
import type { AppEnv } from "../../lib/context";
import { doc, input } from "../../lib/openapi";
import { AppError } from "../../lib/errors";
import { readResume } from "../../lib/file-type";
import { parse } from "../../lib/http";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { myContractorRequest, pendingContractorRequests, submitContractorRequest } from "./contractors.service";
import { DECISION_ALIAS, decideTarget } from "../moderation/moderation.service";

/**
 * Approve → verified contractor; reject (with a reason) → no longer a contractor (docs/decisions/026):
 * the moderation queue's one decision applies it, mails the requester and logs it (docs/decisions/064).
 */
const NOT_FOUND = "Contractor request not found";
import { writeLimit } from "../../lib/write-limits";
import { contractorsLimits } from "./contractors.limits";

const idParam = z.uuid({ error: "Contractor request not found" });

export const contractorsRoutes = new Hono<AppEnv>()
  .get(
    "/profile/contractor-request",
    requireUser,
    doc({
      summary: "My contractor verification request and linked accounts",
      tag: "contractors",
      auth: "user",
      responses: {
        200: z.object({
          request: contractorRequestDtoSchema.nullable(),
          verified: z.boolean(),
          githubConnected: z.boolean(),
          linkedinConnected: z.boolean(),
        }),
      },
    }),
    async (c) => c.json(await myContractorRequest(c.get("deps").db, currentUser(c).id)),
  )
  .post(
    "/profile/contractor-request",
    requireUser,
    writeLimit(contractorsLimits.request),
    doc({
      summary: "Ask for contractor verification (multipart, optional resume); resubmitting updates it",
      tag: "contractors",
      auth: "user",
      responses: { 200: z.object({ updated: z.literal(true) }), 201: z.object({ updated: z.literal(false) }) },
      errors: [413, 415],
      multipart: { fields: contractorRequestSchema, files: ["resume"] },
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => {
        throw new AppError("BAD_REQUEST", "Request body must be multipart/form-data");
      });
      const input = parse(contractorRequestSchema, Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === "string")));
      let resume = null;
      if (body.resume instanceof File && body.resume.size > 0) resume = await readResume(body.resume);
      const result = await submitContractorRequest(c.get("deps"), currentUser(c), input, resume);
      return c.json(result, result.updated ? 200 : 201);
    },
  )
  .get(
    "/admin/contractor-requests",
    requireAdmin,
    doc({
      summary: "Pending contractor requests",
      tag: "contractors",
      auth: "admin",
      responses: { 200: z.object({ requests: z.array(contractorRequestDtoSchema) }) },
      errors: [403],
    }),
    async (c) => c.json({ requests: await pendingContractorRequests(c.get("deps").db) }),
  )
  .post(
    "/admin/contractor-requests/:id/approve",
    requireAdmin,
    writeLimit(contractorsLimits.review),
    doc({
      summary: "Verify a contractor",
      description: DECISION_ALIAS,
      tag: "contractors",
      auth: "admin",
      responses: { 200: z.object({ status: z.literal("approved") }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => {
      const deps = c.get("deps");
      await decideTarget(
        deps,
        currentUser(c),
        "contractor_request",
        c.req.valid("param").id,
        { approve: true },
        deps.scheduler.now(),
        NOT_FOUND,
      );
      return c.json({ status: "approved" });
    },
  )
  .post(
    "/admin/contractor-requests/:id/reject",
    requireAdmin,
    writeLimit(contractorsLimits.review),
    doc({
      summary: "Reject a contractor request with a reason (mailed to the requester)",
      description: DECISION_ALIAS,
      tag: "contractors",
      auth: "admin",
      responses: { 200: z.object({ status: z.literal("rejected") }) },
      errors: [403, 404, 409],
    }),
    input("param", z.object({ id: idParam })),
    input("json", rejectReasonSchema),
    async (c) => {
      const { reason } = c.req.valid("json");
      const deps = c.get("deps");
      await decideTarget(
        deps,
        currentUser(c),
        "contractor_request",
        c.req.valid("param").id,
        { approve: false, reason },
        deps.scheduler.now(),
        NOT_FOUND,
      );
      return c.json({ status: "rejected" });
    },
  );
