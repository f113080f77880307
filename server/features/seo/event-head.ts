import type { EventDto } from "@common/events.schema";
import { paths } from "@common/paths";
import { SITE_NAME } from "@common/page-titles";
import type { AppDeps } from "../../lib/context";
import { publicEvent } from "../events/events.service";
import { localParts } from "../events/event-time";
import { breadcrumbList, clip, type PageHead } from "./seo.head";

/**
 * The head of an event's own page (docs/decisions/031-event-times-and-pages.md): its title,
 * description, canonical, a complete schema.org Event and its breadcrumbs (Events, then the event).
 */

const absolute = (base: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`;

/** "2030-05-10T19:00:00-04:00": the instant in the event's zone, with its offset (what schema.org asks for). */
export function isoInZone(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const { date, time } = localParts(at, timeZone);
  const offsetMin = Math.round((Date.parse(`${date}T${time}:00Z`) - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offsetMin < 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const STATUS = {
  scheduled: "https://schema.org/EventScheduled",
  rescheduled: "https://schema.org/EventRescheduled",
  cancelled: "https://schema.org/EventCancelled",
} as const;

/** The schema.org Event of an event (Google's Event rich result fields). */
export function eventJsonLd(base: string, e: EventDto) {
  const url = `${base}${paths.event(e.id)}`;
  const online = e.isOnline;
  const zone = e.timeZone ?? "UTC";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: e.title,
    description: clip(e.description, 500),
    // A time that needs fixing is given as the day only (what is known), never a made-up time.
    startDate: e.startsAt ? isoInZone(e.startsAt, zone) : e.eventDate,
    ...(e.endsAt ? { endDate: isoInZone(e.endsAt, zone) } : {}),
    ...(e.status === "rescheduled" && e.previousStartsAt ? { previousStartDate: isoInZone(e.previousStartsAt, zone) } : {}),
    eventStatus: STATUS[e.status],
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    // Never the join link (docs/decisions/077-reminders-and-join-links.md): the event's page, where registrants find it.
    location: online ? { "@type": "VirtualLocation", url } : { "@type": "Place", name: e.location, address: e.location },
    // Events are free for members (DESIGN: events); a sold-out event says so.
    offers: {
      "@type": "Offer",
      price: 0,
      priceCurrency: "USD",
      url,
      availability:
        e.maxAttendees !== null && e.attendeesCount >= e.maxAttendees ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      validFrom: e.createdAt,
    },
    organizer: e.organizer.id ? { "@type": "Person", name: e.organizer.fullName } : { "@type": "Organization", name: SITE_NAME, url: base },
    ...(e.maxAttendees !== null ? { maximumAttendeeCapacity: e.maxAttendees } : {}),
    url,
    ...(e.imageUrl ? { image: absolute(base, e.imageUrl) } : {}),
  };
}

/** The head of `/events/:id`. */
export async function eventHead(deps: Pick<AppDeps, "db" | "config">, id: string): Promise<PageHead> {
  const base = deps.config.baseUrl;
  const e = await publicEvent(deps.db, id);
  const zone = e.timeZone ?? "UTC";
  const when = e.startsAt
    ? new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      }).format(new Date(e.startsAt))
    : `${e.eventDate}, ${e.eventTime}`;
  const prefix = e.status === "cancelled" ? "Cancelled: " : "";
  return {
    title: `${prefix}${e.title} · Events · ${SITE_NAME}`,
    description: clip(`${prefix}${when} · ${e.location}. ${e.description}`),
    canonical: `${base}${paths.event(e.id)}`,
    type: "website",
    image: absolute(base, e.imageUrl),
    status: 200,
    jsonLd: [
      eventJsonLd(base, e),
      breadcrumbList(base, [
        ["Events", paths.events],
        [e.title, paths.event(e.id)],
      ]),
    ],
  };
}
