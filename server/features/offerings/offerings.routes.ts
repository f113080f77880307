import { Hono } from "hono";
import {
  adminOfferingDtoSchema,
  adminOfferingsQuerySchema,
  ownOfferingDtoSchema,
  offeringListDtoSchema,
  offeringListQuerySchema,
  offeringStatusSchema,
  offeringInputSchema,
} from "@common/offerings.schema";
import { z } from "zod";
import { rejectReasonSchema } from "@common/moderation.schema";
import type { AppEnv } from "../../lib/context";
import { doc, emptyBodyAsJson, input } from "../../lib/openapi";
import { staffReasonSchema } from "@common/moderation.schema";
import { currentUser, requireAdmin, requireUser } from "../../middlewares/require-role";
import { adminListOfferings, createOffering, deleteOffering, getOwnOffering, listOfferings, updateOffering } from "./offerings.service";
import { DECISION_ALIAS, decideTarget } from "../moderation/moderation.service";
import { writeLimit } from "../../lib/write-limits";
import { offeringsLimits } from "./offerings.limits";

const idParam = z.uuid({ error: "Offering not found" });

export const offeringsRoutes = new Hono<AppEnv>()
  .get(
    "/offerings",
    doc({
      summary: "Approved community offerings (search, category), 24 a page",
      tag: "offerings",
      auth: "public",
      responses: { 200: offeringListDtoSchema },
    }),
    input("query", offeringListQuerySchema),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await listOfferings(c.get("deps").db, c.get("user"), q));
    },
  )
  .post(
    "/offerings",
    requireUser,
    writeLimit(offeringsLimits.create),
    doc({
      summary: "Offer something to the community (reviewed first)",
      tag: "offerings",
      auth: "user",
      responses: { 201: z.object({ offering: z.object({ id: z.string(), status: offeringStatusSchema }) }) },
      errors: [429],
    }),
    input("json", offeringInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const row = await createOffering(c.get("deps"), currentUser(c), input);
      return c.json({ offering: row }, 201);
    },
  )
  .get(
    "/offerings/:id/edit",
    requireUser,
    doc({
      summary: "The owner's own offering with its earlier decisions and reasons (anyone else: 404)",
      tag: "offerings",
      auth: "owner",
      responses: { 200: z.object({ offering: ownOfferingDtoSchema }) },
      errors: [404],
    }),
    input("param", z.object({ id: idParam })),
    async (c) => c.json({ offering: await getOwnOffering(c.get("deps").db, currentUser(c), c.req.valid("param").id) }),
  )
  .put(
    "/offerings/:id",
    requireUser,
    writeLimit(offeringsLimits.edit),
    doc({
      summary: "Edit one's own offering; it goes back to review (a rejected one is resubmitted as the same review item)",
      tag: "offerings",
      auth: "owner",
      responses: { 200: z.object({ offering: z.object({ id: z.string(), status: offeringStatusSchema }) }) },
      errors: [400, 403, 404, 429],
    }),
    input("param", z.object({ id: idParam })),
    input("json", offeringInputSchema),
    async (c) => {
      const row = await updateOffering(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ offering: row });
    },
  )
  .delete(
    "/offerings/:id",
    requireUser,
    writeLimit(offeringsLimits.remove),
    doc({
      summary: "Delete an offering (its author, or an admin with a reason: staff log and a mail to the author)",
      tag: "offerings",
      auth: "owner",
      responses: { 200: z.object({ deleted: z.literal(true) }) },
      errors: [400, 403, 404],
    }),
    emptyBodyAsJson,
    input("json", staffReasonSchema),
    input("param", z.object({ id: idParam })),
    async (c) => {
      await deleteOffering(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json").reason);
      return c.json({ deleted: true });
    },
  )
  .get(
    "/admin/offerings",
    requireAdmin,
    doc({
      summary: "Offerings by status, paged",
      tag: "offerings",
      auth: "admin",
      responses: {
        200: z.object({
          offerings: z.array(adminOfferingDtoSchema),
          total: z.number(),
          totalCapped: z.boolean(),
          page: z.number(),
          pageSize: z.number(),
        }),
      },
      errors: [403],
    }),
    input("query", adminOfferingsQuerySchema),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(await adminListOfferings(c.get("deps").db, currentUser(c), q.status, q.page));
    },
  )
  .post(
    "/admin/offerings/:id/approve",
    requireAdmin,
    writeLimit(offeringsLimits.review),
    doc({
      summary: "Approve a pending offering",
      description: DECISION_ALIAS,
      tag: "offerings",
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
        "offering",
        c.req.valid("param").id,
        { approve: true },
        deps.scheduler.now(),
        "Offering not found",
      );
      return c.json({ status: "approved" });
    },
  )
  .post(
    "/admin/offerings/:id/reject",
    requireAdmin,
    writeLimit(offeringsLimits.review),
    doc({
      summary: "Reject a pending offering with a reason (mailed to its author)",
      description: DECISION_ALIAS,
      tag: "offerings",
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
        "offering",
        c.req.valid("param").id,
        { approve: false, reason },
        deps.scheduler.now(),
        "Offering not found",
      );
      return c.json({ status: "rejected" });
    },
  );
