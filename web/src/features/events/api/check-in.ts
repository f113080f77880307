import { useMutation, useQuery } from "@tanstack/react-query";
import type { CheckInListDto, CheckInResultDto, MyCheckInDto } from "@common/event-check-in.schema";
import { call, client } from "@/lib/api-client";
import { eventKeys } from "./keys";

/** How often the door list is read again: counts from other devices at the door show within this. */
export const CHECK_IN_POLL_MS = 3000;

/** The door list of an event (docs/decisions/076-event-check-in.md), polled so every device sees the others' check-ins. */
export const useCheckInList = (id: string) =>
  useQuery({
    queryKey: eventKeys.checkIn(id),
    queryFn: (): Promise<CheckInListDto> => call(client.api.admin.events[":id"]["check-in"].$get({ param: { id } })),
    refetchInterval: CHECK_IN_POLL_MS,
    refetchIntervalInBackground: false,
    retry: false,
  });

export function useCheckIn(id: string) {
  return useMutation({
    mutationFn: (code: string): Promise<CheckInResultDto> =>
      call(client.api.admin.events[":id"]["check-in"].$post({ param: { id }, json: { code } })),
    // A refusal (409: someone else was faster) refreshes the list too.
    meta: { invalidates: [eventKeys.checkIn(id)] },
  });
}

export function useUndoCheckIn(id: string) {
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }): Promise<CheckInResultDto> =>
      call(client.api.admin.events[":id"]["check-in"].$delete({ param: { id }, json: { code, reason } })),
    meta: { invalidates: [eventKeys.checkIn(id)] },
  });
}

/** The signed-in member's own code and QR for an event they hold a seat at. */
export const useMyCheckIn = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: eventKeys.myCheckIn(id),
    queryFn: (): Promise<MyCheckInDto> => call(client.api.events[":id"]["check-in"].$get({ param: { id } })),
    enabled,
    retry: false,
  });
