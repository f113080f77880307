import { useMutation, useQuery } from "@tanstack/react-query";
import type { ApplicationStage } from "@common/applications";
import type { ApplicantNoteDto, ApplyInput, JobApplicantsDto, MyApplicationDto } from "@common/applications.schema";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { applicationKeys } from "./keys";

/** The signed-in member's applications with their stages (never the recruiters' notes). */
export const useMyApplications = () =>
  useQuery({
    queryKey: applicationKeys.mine(),
    queryFn: (): Promise<{ applications: MyApplicationDto[] }> => call(client.api.applications.mine.$get()),
  });

export function useApply() {
  return useMutation({
    mutationFn: (input: ApplyInput): Promise<{ application: MyApplicationDto }> => call(client.api.applications.$post({ json: input })),
    // An application is a mark of interest: the board's marks and the recruiter's counts change too.
    meta: { invalidates: [applicationKeys.all, queryFamilies.jobs, queryFamilies.recruiter] },
  });
}

export function useWithdrawApplication() {
  return useMutation({
    mutationFn: (id: string) => call(client.api.applications[":id"].$delete({ param: { id } })),
    meta: { invalidates: [applicationKeys.all, queryFamilies.jobs, queryFamilies.recruiter] },
  });
}

/** A job's applicants for its poster or an admin (403 for anyone else). */
export const useJobApplicants = (jobId: string) =>
  useQuery({
    queryKey: applicationKeys.jobApplicants(jobId),
    queryFn: (): Promise<JobApplicantsDto> => call(client.api.jobs[":id"].applicants.$get({ param: { id: jobId }, query: {} })),
  });

export interface MoveInput {
  stage: ApplicationStage;
  /** A rejection's mail text. */
  message?: string;
  /** Required when the viewer moves as staff (not one of the job's recruiters): kept in the staff log. */
  reason?: string;
}

export function useMoveApplicant() {
  return useMutation({
    mutationFn: ({ id, ...json }: MoveInput & { id: string }) => call(client.api.applications[":id"].stage.$post({ param: { id }, json })),
    meta: { invalidates: [applicationKeys.all, queryFamilies.recruiter] },
  });
}

export function useBulkMoveApplicants(jobId: string) {
  return useMutation({
    mutationFn: (json: MoveInput & { applicationIds: string[] }) =>
      call(client.api.jobs[":id"].applicants.stage.$post({ param: { id: jobId }, json })),
    meta: { invalidates: [applicationKeys.all, queryFamilies.recruiter] },
  });
}

export function useAddApplicantNote() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }): Promise<{ note: ApplicantNoteDto }> =>
      call(client.api.applications[":id"].notes.$post({ param: { id }, json: { body } })),
    meta: { invalidates: [applicationKeys.all] },
  });
}

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export const applicantsCsvUrl = (jobId: string) => `/api/jobs/${jobId}/applicants/export`;
