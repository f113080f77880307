import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { JobApplicantsDto, MyApplicationDto } from "@common/applications.schema";
import { http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ApplicantPipeline } from "../components/applicant-pipeline";
import { MyApplicationsCard } from "../components/my-applications-card";

const JOB = "00000000-0000-4000-8000-0000000000a1";
const mine = (stage: MyApplicationDto["stage"]): MyApplicationDto => ({
  id: "00000000-0000-4000-8000-0000000000b1",
  jobId: JOB,
  jobTitle: "AppSec Lead",
  company: "Acme",
  stage,
  note: null,
  appliedAt: "2026-11-01T10:00:00.000Z",
  stageChangedAt: null,
});

describe("My applications", () => {
  it("shows each status; a rejection reads 'Not selected'; the candidate may withdraw", async () => {
    let apps = [mine("rejected"), { ...mine("interview"), id: "00000000-0000-4000-8000-0000000000b2", jobTitle: "Pentester" }];
    const withdrawn: string[] = [];
    server.use(
      http.get("/api/applications/mine", () => json({ applications: apps })),
      http.delete("/api/applications/:id", ({ params }) => {
        withdrawn.push(String(params.id));
        apps = apps.filter((a) => a.id !== params.id);
        return json({ ok: true });
      }),
    );
    renderWithProviders(<MyApplicationsCard />);
    expect(await screen.findByRole("heading", { name: "My applications" })).toBeInTheDocument();
    expect(await screen.findByText("Not selected")).toBeInTheDocument();
    expect(screen.queryByText("Rejected")).toBeNull();
    expect(screen.getByText("Interview")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Withdraw application for Pentester" }));
    await waitFor(() => expect(screen.queryByText("Pentester")).toBeNull());
    expect(withdrawn).toEqual(["00000000-0000-4000-8000-0000000000b2"]);
  });
});

const applicants: JobApplicantsDto = {
  job: { id: JOB, title: "AppSec Lead", company: "Acme", managedAs: "recruiter" },
  counts: { new: 1, reviewing: 0, interview: 1, offer: 0, hired: 0, rejected: 0 },
  applicants: [
    {
      id: "00000000-0000-4000-8000-0000000000c1",
      stage: "new",
      note: "I led threat modeling",
      appliedAt: "2026-11-01T10:00:00.000Z",
      stageChangedAt: null,
      candidate: {
        id: "u1",
        fullName: "Cara Candidate",
        title: "AppSec Analyst",
        company: null,
        location: null,
        email: "cara@example.test",
        linkedinUrl: null,
        githubUrl: null,
      },
      notes: [{ id: "n1", authorName: "Rita Recruiter", body: "Strong on SAST", createdAt: "2026-11-02T10:00:00.000Z" }],
    },
    {
      id: "00000000-0000-4000-8000-0000000000c2",
      stage: "interview",
      note: null,
      appliedAt: "2026-11-01T11:00:00.000Z",
      stageChangedAt: null,
      candidate: {
        id: "u2",
        fullName: "Dan Dev",
        title: null,
        company: null,
        location: null,
        email: "dan@example.test",
        linkedinUrl: null,
        githubUrl: null,
      },
      notes: [],
    },
  ],
};

describe("the applicant pipeline", () => {
  it("counts per stage, filters by stage, and rejects with the template the recruiter edits", async () => {
    const moves: unknown[] = [];
    server.use(
      http.get(`/api/jobs/${JOB}/applicants`, () => json(applicants)),
      http.post("/api/applications/:id/stage", async ({ request, params }) => {
        moves.push({ id: params.id, ...((await request.json()) as object) });
        return json({ moved: 1, mailed: 1 });
      }),
    );
    renderWithProviders(<ApplicantPipeline jobId={JOB} />);
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Cara Candidate" })).toBeInTheDocument();
    expect(screen.getByText("Strong on SAST")).toBeInTheDocument();
    const stages = screen.getByRole("navigation", { name: "Stages" });
    expect(within(stages).getByRole("button", { name: "All (2)" })).toBeInTheDocument();
    await user.click(within(stages).getByRole("button", { name: "Interview (1)" }));
    expect(screen.queryByRole("heading", { name: "Cara Candidate" })).toBeNull();
    await user.click(within(stages).getByRole("button", { name: "All (2)" }));

    await user.click(screen.getByRole("button", { name: "Reject Cara Candidate" }));
    const box = await screen.findByRole("textbox", { name: "Rejection mail" });
    expect((box as HTMLTextAreaElement).value).toContain("Hi Cara Candidate,");
    expect((box as HTMLTextAreaElement).value).toContain("AppSec Lead position");
    await user.clear(box);
    await user.type(box, "Dear Cara, not this time.");
    await user.click(screen.getByRole("button", { name: "Send rejection" }));
    await waitFor(() =>
      expect(moves).toEqual([{ id: "00000000-0000-4000-8000-0000000000c1", stage: "rejected", message: "Dear Cara, not this time." }]),
    );
  });

  it("moves the selected applicants together", async () => {
    const bulk: unknown[] = [];
    server.use(
      http.get(`/api/jobs/${JOB}/applicants`, () => json(applicants)),
      http.post(`/api/jobs/${JOB}/applicants/stage`, async ({ request }) => {
        bulk.push(await request.json());
        return json({ moved: 2, mailed: 0 });
      }),
    );
    renderWithProviders(<ApplicantPipeline jobId={JOB} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select Cara Candidate" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Dan Dev" }));
    await user.selectOptions(screen.getByLabelText("Move selected to"), "reviewing");
    await user.click(screen.getByRole("button", { name: "Move selected" }));
    await waitFor(() =>
      expect(bulk).toEqual([
        { applicationIds: ["00000000-0000-4000-8000-0000000000c1", "00000000-0000-4000-8000-0000000000c2"], stage: "reviewing" },
      ]),
    );
  });

  describe("an admin who is not one of the job's recruiters (docs/decisions/096)", () => {
    const asStaff: JobApplicantsDto = { ...applicants, job: { ...applicants.job, managedAs: "staff" } };

    it("gives a reason for a move before it is sent (a recruiter's moves above go at once)", async () => {
      const moves: unknown[] = [];
      server.use(
        http.get(`/api/jobs/${JOB}/applicants`, () => json(asStaff)),
        http.post("/api/applications/:id/stage", async ({ request, params }) => {
          moves.push({ id: params.id, ...((await request.json()) as object) });
          return json({ moved: 1, mailed: 0 });
        }),
      );
      renderWithProviders(<ApplicantPipeline jobId={JOB} />);
      const user = userEvent.setup();
      await user.selectOptions(await screen.findByRole("combobox", { name: "Stage for Cara Candidate" }), "reviewing");
      await user.click(screen.getByRole("button", { name: "Move Cara Candidate" }));
      const dialog = await screen.findByRole("dialog", { name: "Move Cara Candidate to Reviewing" });
      expect(within(dialog).getByText(/kept in the staff log with your reason/)).toBeInTheDocument();
      // Without a reason: the staff reasons' message, nothing sent.
      await user.click(within(dialog).getByRole("button", { name: "Move" }));
      expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
      expect(moves).toEqual([]);
      await user.type(within(dialog).getByLabelText("Reason (kept in the staff log)"), "The recruiter is on leave");
      await user.click(within(dialog).getByRole("button", { name: "Move" }));
      expect(await screen.findByText("Moved to Reviewing")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(moves).toEqual([{ id: "00000000-0000-4000-8000-0000000000c1", stage: "reviewing", reason: "The recruiter is on leave" }]);
    });

    it("a rejection: the mail is edited first, then the reason; the server's refusal shows on the field", async () => {
      const moves: unknown[] = [];
      let refuse = true;
      server.use(
        http.get(`/api/jobs/${JOB}/applicants`, () => json(asStaff)),
        http.post("/api/applications/:id/stage", async ({ request, params }) => {
          moves.push({ id: params.id, ...((await request.json()) as object) });
          if (refuse) {
            refuse = false;
            return json(
              { error: { code: "VALIDATION_FAILED", message: "Give a reason", fields: { reason: "Give a reason" }, requestId: "r1" } },
              400,
            );
          }
          return json({ moved: 1, mailed: 1 });
        }),
      );
      renderWithProviders(<ApplicantPipeline jobId={JOB} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: "Reject Dan Dev" }));
      const box = await screen.findByRole("textbox", { name: "Rejection mail" });
      await user.clear(box);
      await user.type(box, "Dear Dan, not this time.");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      const dialog = await screen.findByRole("dialog", { name: "Reject Dan Dev" });
      await user.type(within(dialog).getByLabelText("Reason (kept in the staff log)"), "Withdrawn by phone");
      await user.click(within(dialog).getByRole("button", { name: "Send rejection" }));
      // The server refused (the reason lost on the way, say): its message on the field, the dialog still open.
      await waitFor(() => expect(within(dialog).getByLabelText("Reason (kept in the staff log)")).toHaveAttribute("aria-invalid", "true"));
      await user.click(within(dialog).getByRole("button", { name: "Send rejection" }));
      expect(await screen.findByText("Moved to Rejected")).toBeInTheDocument();
      const sent = {
        id: "00000000-0000-4000-8000-0000000000c2",
        stage: "rejected",
        message: "Dear Dan, not this time.",
        reason: "Withdrawn by phone",
      };
      expect(moves).toEqual([sent, sent]);
    });
  });
});
