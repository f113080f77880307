import { Hono } from "hono";
import { z } from "zod";
import {
  applicantNoteDtoSchema,
  applicantNoteInputSchema,
  applicantsQuerySchema,
  applyInputSchema,
  bulkMoveInputSchema,
  jobApplicantsDtoSchema,
  moveResultDtoSchema,
  moveStageInputSchema,
  myApplicationDtoSchema,
  myApplicationsDtoSchema,
} from "@common/applications.schema";
import type { AppEnv } from "../../lib/context";
import { doc, idParamSchema, input, okSchema } from "../../lib/openapi";
import { writeLimit } from "../../lib/write-limits";
import { currentUser, requireUser } from "../../middlewares/require-role";
import { applicationsLimits } from "./applications.limits";
import {
  addApplicantNote,
  applicantsCsv,
  apply,
  bulkMoveApplicants,
  jobApplicants,
  moveApplicant,
  myApplications,
  withdraw,
} from "./applications.service";

const applicationParam = idParamSchema("Application not found");
const jobParam = idParamSchema("Job not found");
const MANAGERS =
  "The job's poster, its company's approved recruiters and admins (mayManageApplicants); anyone else signed in gets 403, an unknown id 404.";

export const applicationsRoutes = new Hono<AppEnv>()
  .post(
    "/applications",
    requireUser,
    writeLimit(applicationsLimits.apply),
    doc({
      summary: "Apply to a job with a short note",
      description: "Marks interest (the lightest application) and sets the note. Applying again replaces the note; the stage stays.",
      tag: "applications",
      auth: "user",
      responses: { 200: z.object({ application: myApplicationDtoSchema }) },
      errors: [404],
    }),
    input("json", applyInputSchema),
    async (c) => {
      const application = await apply(c.get("deps").db, currentUser(c), c.req.valid("json"), c.get("deps").scheduler.now());
      return c.json({ application });
    },
  )
  .get(
    "/applications/mine",
    requireUser,
    doc({
      summary: "My applications and their stages",
      description: "Newest first. Never the recruiters' private notes.",
      tag: "applications",
      auth: "user",
      responses: { 200: myApplicationsDtoSchema },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json({ applications: await myApplications(c.get("deps").db, currentUser(c)) });
    },
  )
  .delete(
    "/applications/:id",
    requireUser,
    writeLimit(applicationsLimits.withdraw),
    doc({
      summary: "Withdraw my application",
      description: "The candidate only (anyone else gets 404). The application and the recruiters' notes on it are deleted.",
      tag: "applications",
      auth: "owner",
      responses: { 200: okSchema },
      errors: [404],
    }),
    input("param", applicationParam),
    async (c) => {
      await withdraw(c.get("deps").db, currentUser(c), c.req.valid("param").id);
      return c.json({ ok: true as const });
    },
  )
  .post(
    "/applications/:id/stage",
    requireUser,
    writeLimit(applicationsLimits.move),
    doc({
      summary: "Move an applicant to a stage",
      description: `${MANAGERS} Interview, offer, hired and rejected are mailed to the candidate (their preference allowing); a rejection's text is \`message\` or the default template. An admin who is not one of the job's recruiters moves as staff: \`reason\` is required (400 "Give a reason") and kept in the staff log.`,
      tag: "applications",
      auth: "owner",
      responses: { 200: moveResultDtoSchema },
      errors: [403, 404],
    }),
    input("param", applicationParam),
    input("json", moveStageInputSchema),
    async (c) =>
      c.json(
        await moveApplicant(c.get("deps"), currentUser(c), c.req.valid("param").id, c.req.valid("json"), c.get("deps").scheduler.now()),
      ),
  )
  .post(
    "/applications/:id/notes",
    requireUser,
    writeLimit(applicationsLimits.note),
    doc({
      summary: "Add a private note on an applicant",
      description: `${MANAGERS} Notes are never shown to the candidate.`,
      tag: "applications",
      auth: "owner",
      responses: { 201: z.object({ note: applicantNoteDtoSchema }) },
      errors: [403, 404],
    }),
    input("param", applicationParam),
    input("json", applicantNoteInputSchema),
    async (c) => {
      const note = await addApplicantNote(
        c.get("deps").db,
        currentUser(c),
        c.req.valid("param").id,
        c.req.valid("json").body,
        c.get("deps").scheduler.now(),
      );
      return c.json({ note }, 201);
    },
  )
  .get(
    "/jobs/:id/applicants",
    requireUser,
    doc({
      summary: "A job's applicants by stage, with private notes and counts",
      description: MANAGERS,
      tag: "applications",
      auth: "owner",
      responses: { 200: jobApplicantsDtoSchema },
      errors: [403, 404],
    }),
    input("param", jobParam),
    input("query", applicantsQuerySchema),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await jobApplicants(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.req.valid("query").stage));
    },
  )
  .post(
    "/jobs/:id/applicants/stage",
    requireUser,
    writeLimit(applicationsLimits.move),
    doc({
      summary: "Move several applicants of a job to a stage",
      description: `${MANAGERS} All or none, in one transaction: 400 when one id is not an applicant of this job. In a rejection's \`message\`, {name} becomes each candidate's name. An admin who is not one of the job's recruiters moves as staff: \`reason\` is required (400 "Give a reason") and kept in the staff log.`,
      tag: "applications",
      auth: "owner",
      responses: { 200: moveResultDtoSchema },
      errors: [403, 404],
    }),
    input("param", jobParam),
    input("json", bulkMoveInputSchema),
    async (c) => {
      const { applicationIds, ...move } = c.req.valid("json");
      return c.json(
        await bulkMoveApplicants(
          c.get("deps"),
          currentUser(c),
          c.req.valid("param").id,
          applicationIds,
          move,
          c.get("deps").scheduler.now(),
        ),
      );
    },
  )
  .get(
    "/jobs/:id/applicants/export",
    requireUser,
    doc({
      summary: "A job's applicants as CSV",
      description: `${MANAGERS} Formula-safe cells; the private notes are not exported.`,
      tag: "applications",
      auth: "owner",
      responses: { 200: { media: "text/csv" } },
      errors: [403, 404],
    }),
    input("param", jobParam),
    async (c) => {
      const id = c.req.valid("param").id;
      return c.body(await applicantsCsv(c.get("deps").db, currentUser(c), id), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="job-${id}-applicants.csv"`,
        "Cache-Control": "private, no-store",
      });
    },
  );
