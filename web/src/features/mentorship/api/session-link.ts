import { useMutation, useQuery } from "@tanstack/react-query";
import type { SessionLinkCancelInput, SessionLinkDto, SessionLinkRescheduleInput } from "@common/session-links.schema";
import type { BookingInput } from "@common/mentorship.schema";
import { call, client } from "@/lib/api-client";
import { mentorshipKeys } from "./keys";

/** The session a mail's reschedule/cancel link names, as its person sees it (docs/decisions/085). */
export const useSessionLink = (id: string, token: string) =>
  useQuery({
    queryKey: mentorshipKeys.sessionLink(id, token),
    queryFn: (): Promise<SessionLinkDto> => call(client.api.appointments[":id"]["by-link"].$get({ param: { id }, query: { token } })),
    retry: false,
    enabled: token !== "",
  });

/** A cancel or a new time frees or takes a slot: my sessions, the mentors' slots and this page refresh. */
const meta = { invalidates: [mentorshipKeys.appointments(), mentorshipKeys.mentors()] };

export const useCancelBySessionLink = (id: string) =>
  useMutation({
    mutationFn: (json: SessionLinkCancelInput) =>
      call(client.api.appointments[":id"]["by-link"].cancel.$post({ param: { id }, json: { ...json, reason: json.reason || undefined } })),
    meta,
  });

export const useRescheduleBySessionLink = (id: string) =>
  useMutation({
    mutationFn: (json: SessionLinkRescheduleInput) =>
      call(
        client.api.appointments[":id"]["by-link"].reschedule.$post({
          param: { id },
          json: { ...json, time: json.time as BookingInput["time"] },
        }),
      ),
    meta,
  });
