import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  AppointmentDto,
  BookingInput,
  MentorDetailDto,
  MentorListDto,
  MyAvailabilityDto,
  WeeklyAvailability,
} from "@common/mentorship.schema";
import { call, client } from "@/lib/api-client";

export const mentorsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ["mentors", q],
    queryFn: ({ pageParam }): Promise<MentorListDto> =>
      call(client.api.mentors.$get({ query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MentorListDto) => last.nextCursor ?? undefined,
  });

/** The mentors directory, 24 a page; "Load more mentors" fetches the next page. */
export function useMentors(q: string) {
  const query = useInfiniteQuery({ ...mentorsQuery(q), placeholderData: keepPreviousData });
  return {
    ...query,
    mentors: query.data?.pages.flatMap((p) => p.mentors) ?? [],
  };
}

/** A mentor's profile, hours and taken slots (shared with the route loader). */
export const mentorQuery = (id: string) =>
  queryOptions({
    queryKey: ["mentor", id],
    queryFn: (): Promise<MentorDetailDto> => call(client.api.mentors[":id"].$get({ param: { id } })),
    retry: false,
  });

export const useMentor = (id: string) => useQuery(mentorQuery(id));

export function useBookSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) => call(client.api.appointments.$post({ json: input })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["appointments"] });
      void qc.invalidateQueries({ queryKey: ["mentor"] });
    },
  });
}

export const useAppointments = () =>
  useQuery({
    queryKey: ["appointments"],
    queryFn: (): Promise<{ asMentee: AppointmentDto[]; asMentor: AppointmentDto[] }> => call(client.api.appointments.$get()),
  });

export function useAppointmentActions() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: ["appointments"] });
  return {
    decide: useMutation({
      mutationFn: ({ id, status, reason }: { id: string; status: "approved" | "declined"; reason?: string }) =>
        call(client.api.appointments[":id"].decision.$post({ param: { id }, json: { status, reason: reason || undefined } })),
      onSuccess: done,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => call(client.api.appointments[":id"].cancel.$post({ param: { id } })),
      onSuccess: done,
    }),
  };
}

export const useSubmitMenteeApplication = () =>
  useMutation({ mutationFn: (form: FormData) => call(client.api.mentorship.applications.$post({ form: Object.fromEntries(form) })) });

export function useBecomeMentor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(client.api.mentorship["mentor-application"].$post()),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["me"] }),
  });
}

export const useMentorApplications = (q: string) =>
  useQuery({
    queryKey: ["admin", "mentor-applications", q],
    queryFn: () => call(client.api.admin["mentor-applications"].$get({ query: q ? { q } : {} })),
  });

export function useDecideMentorApplicant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }): Promise<{ role: string }> =>
      approve
        ? call(client.api.admin["mentor-applications"][":id"].approve.$post({ param: { id } }))
        : call(client.api.admin["mentor-applications"][":id"].reject.$post({ param: { id } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["admin", "mentor-applications"] });
      void qc.invalidateQueries({ queryKey: ["mentors"] });
    },
  });
}

export const myAvailabilityQuery = () =>
  queryOptions({
    queryKey: ["mentor-availability"],
    queryFn: (): Promise<MyAvailabilityDto> => call(client.api.mentors.me.availability.$get()),
  });

export function useAvailabilityActions() {
  const qc = useQueryClient();
  const done = (data: MyAvailabilityDto) => {
    qc.setQueryData(["mentor-availability"], data);
    void qc.invalidateQueries({ queryKey: ["mentor"] });
  };
  return {
    save: useMutation({
      mutationFn: (availability: WeeklyAvailability): Promise<MyAvailabilityDto> =>
        call(client.api.mentors.me.availability.$put({ json: { availability } })),
      onSuccess: done,
    }),
    reset: useMutation({
      mutationFn: (): Promise<MyAvailabilityDto> => call(client.api.mentors.me.availability.$delete()),
      onSuccess: done,
    }),
  };
}
