import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery } from "@tanstack/react-query";
import type {
  AppointmentDto,
  BookingInput,
  MentorDetailDto,
  MentorListDto,
  MentorSettingsDto,
  MentorSettingsInput,
  MyAvailabilityDto,
  SessionSlotsDto,
  SessionTypeDto,
  SessionTypeInput,
  WeeklyAvailability,
} from "@common/mentorship.schema";
import { call, client, send } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { mentorshipKeys, type MentorFilter } from "./keys";

export type { MentorFilter };
/** The directory's filter from the URL (docs/decisions/085). */
export const mentorFilterOf = (params: URLSearchParams): MentorFilter => ({
  q: params.get("q") ?? "",
  expertise: params.get("expertise") ?? "",
  overlap: params.get("overlap") ?? "",
});

export const mentorsQuery = (f: MentorFilter) =>
  infiniteQueryOptions({
    queryKey: mentorshipKeys.directory(f),
    queryFn: ({ pageParam }): Promise<MentorListDto> =>
      call(
        client.api.mentors.$get({
          query: {
            ...(f.q ? { q: f.q } : {}),
            ...(f.expertise ? { expertise: f.expertise } : {}),
            ...(f.overlap ? { overlap: f.overlap } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MentorListDto) => last.nextCursor ?? undefined,
  });

/** The mentors directory, 24 a page; "Load more mentors" fetches the next page. */
export function useMentors(f: MentorFilter) {
  const query = useInfiniteQuery({ ...mentorsQuery(f), placeholderData: keepPreviousData });
  return {
    ...query,
    mentors: query.data?.pages.flatMap((p) => p.mentors) ?? [],
    facets: query.data?.pages[0]?.facets.expertise ?? [],
  };
}

/** A mentor's profile, hours and taken slots (shared with the route loader). */
export const mentorQuery = (id: string) =>
  queryOptions({
    queryKey: mentorshipKeys.mentor(id),
    queryFn: (): Promise<MentorDetailDto> => call(client.api.mentors[":id"].$get({ param: { id } })),
    retry: false,
  });

export const useMentor = (id: string) => useQuery(mentorQuery(id));

/** The open slots of one of a mentor's session types, with seats left on a group one (docs/decisions/084). */
export const useMentorSlots = (id: string, typeId: string | null) =>
  useQuery({
    queryKey: mentorshipKeys.slots(id, typeId ?? ""),
    queryFn: (): Promise<SessionSlotsDto> => call(client.api.mentors[":id"].slots.$get({ param: { id }, query: { type: typeId! } })),
    enabled: Boolean(typeId),
  });

/** The signed-in mentor's session types. */
export const useMySessionTypes = () =>
  useQuery({
    queryKey: mentorshipKeys.mySessionTypes(),
    queryFn: (): Promise<{ sessionTypes: SessionTypeDto[] }> => call(client.api.mentors.me["session-types"].$get()),
  });

export function useSessionTypeActions() {
  const meta = { invalidates: [mentorshipKeys.mySessionTypes(), mentorshipKeys.mentors()] };
  return {
    create: useMutation({
      mutationFn: (json: SessionTypeInput) => call(client.api.mentors.me["session-types"].$post({ json })),
      meta,
    }),
    update: useMutation({
      mutationFn: ({ id, json }: { id: string; json: SessionTypeInput }) =>
        call(client.api["session-types"][":id"].$put({ param: { id }, json })),
      meta,
    }),
    remove: useMutation({
      mutationFn: (id: string) => send(client.api["session-types"][":id"].$delete({ param: { id } })),
      meta,
    }),
  };
}

/** My appointments and every mentor's taken slots (a refused booking, 409: the slot was just taken, refreshes them too). */
const appointmentsChange = { invalidates: [mentorshipKeys.appointments(), mentorshipKeys.mentors()] };

export function useBookSession() {
  return useMutation({
    mutationFn: (input: BookingInput) => call(client.api.appointments.$post({ json: input })),
    meta: appointmentsChange,
  });
}

export const useAppointments = () =>
  useQuery({
    queryKey: mentorshipKeys.appointments(),
    queryFn: (): Promise<{ asMentee: AppointmentDto[]; asMentor: AppointmentDto[] }> => call(client.api.appointments.$get()),
  });

/** A declined or cancelled appointment frees its slot on the mentor's page. */
export function useAppointmentActions() {
  return {
    decide: useMutation({
      mutationFn: ({ id, status, reason }: { id: string; status: "approved" | "declined"; reason?: string }) =>
        call(client.api.appointments[":id"].decision.$post({ param: { id }, json: { status, reason: reason || undefined } })),
      meta: appointmentsChange,
    }),
    cancel: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
        call(client.api.appointments[":id"].cancel.$post({ param: { id }, json: { reason: reason || undefined } })),
      meta: appointmentsChange,
    }),
    /** docs/decisions/030: either side proposes a new time; the other accepts or declines. */
    propose: useMutation({
      mutationFn: ({ id, date, time }: { id: string; date: string; time: string }) =>
        call(client.api.appointments[":id"].reschedule.$post({ param: { id }, json: { date, time } })),
      meta: appointmentsChange,
    }),
    answer: useMutation({
      mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
        call(
          accept
            ? client.api.appointments[":id"].reschedule.accept.$post({ param: { id } })
            : client.api.appointments[":id"].reschedule.decline.$post({ param: { id } }),
        ),
      meta: appointmentsChange,
    }),
    setLocation: useMutation({
      mutationFn: ({ id, location }: { id: string; location: string }) =>
        call(client.api.appointments[":id"].location.$put({ param: { id }, json: { location: location.trim() || null } })),
      meta: appointmentsChange,
    }),
  };
}

/** A mentor's meeting place and booking rules (minimum notice, buffer, dates off). */
export const useMentorSettings = () =>
  useQuery({
    queryKey: mentorshipKeys.mySettings(),
    queryFn: (): Promise<MentorSettingsDto> => call(client.api.mentors.me.settings.$get()),
  });
export const useSaveMentorSettings = () =>
  useMutation({
    mutationFn: (json: MentorSettingsInput) => call(client.api.mentors.me.settings.$put({ json })),
    meta: { invalidates: [...appointmentsChange.invalidates, mentorshipKeys.mySessionTypes()] },
  });

/** Mentee applications are listed with the mentor applicants for the admin. */
export const useSubmitMenteeApplication = () =>
  useMutation({
    mutationFn: (form: FormData) => call(client.api.mentorship.applications.$post({ form: Object.fromEntries(form) })),
    meta: { invalidates: [mentorshipKeys.applications(), queryFamilies.admin] },
  });

export function useBecomeMentor() {
  return useMutation({
    mutationFn: () => call(client.api.mentorship["mentor-application"].$post()),
    // The member's own status (me), the admin's applicants and count.
    meta: { invalidates: [queryFamilies.me, mentorshipKeys.applications(), queryFamilies.admin] },
  });
}

export const useMentorApplications = (q: string) =>
  useQuery({
    queryKey: mentorshipKeys.applicationList(q),
    queryFn: () => call(client.api.admin["mentor-applications"].$get({ query: q ? { q } : {} })),
  });

export function useDecideMentorApplicant() {
  return useMutation({
    // A rejection carries the reviewer's reason, mailed to the applicant (docs/decisions/034).
    mutationFn: async ({ id, approve, reason = "" }: { id: string; approve: boolean; reason?: string }): Promise<{ role: string }> =>
      approve
        ? call(client.api.admin["mentor-applications"][":id"].approve.$post({ param: { id } }))
        : call(client.api.admin["mentor-applications"][":id"].reject.$post({ param: { id }, json: { reason } })),
    // An approved applicant joins the mentors directory; the role shows in the admin's users and figures.
    meta: { invalidates: [mentorshipKeys.all, queryFamilies.admin] },
  });
}

export const myAvailabilityQuery = () =>
  queryOptions({
    queryKey: mentorshipKeys.myAvailability(),
    queryFn: (): Promise<MyAvailabilityDto> => call(client.api.mentors.me.availability.$get()),
  });

export function useAvailabilityActions() {
  // My hours, and the free slots on my public page.
  const meta = { invalidates: [mentorshipKeys.myAvailability(), mentorshipKeys.mentors()] };
  return {
    save: useMutation({
      mutationFn: (availability: WeeklyAvailability): Promise<MyAvailabilityDto> =>
        call(client.api.mentors.me.availability.$put({ json: { availability } })),
      meta,
    }),
    reset: useMutation({
      mutationFn: (): Promise<MyAvailabilityDto> => call(client.api.mentors.me.availability.$delete()),
      meta,
    }),
  };
}
