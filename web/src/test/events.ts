import type { EventDto } from "@common/events.schema";

/**
 * An event as the API lists it: a scheduled in-person meetup in Berlin on 10 May 2030 (6 PM in New York),
 * with no seat limit and nobody registered, unless `overrides` says otherwise.
 */
export function eventDto(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "OWASP meetup",
    description: "Talks and pizza",
    eventDate: "2030-05-10",
    eventTime: "6:00 PM EST",
    startsAt: "2030-05-10T23:00:00.000Z",
    endsAt: "2030-05-11T00:00:00.000Z",
    timeZone: "America/New_York",
    status: "scheduled",
    previousStartsAt: null,
    timeNeedsFixing: false,
    createdAt: "2030-01-01T00:00:00.000Z",
    location: "Berlin",
    isOnline: false,
    meetingUrl: null,
    imageUrl: null,
    maxAttendees: null,
    isFeatured: false,
    organizer: { id: null, fullName: "AppSec Community", avatarUrl: null },
    attendeesCount: 0,
    isAttending: false,
    waitlistCount: 0,
    waitlistPosition: null,
    ...overrides,
  };
}
