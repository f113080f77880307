import { EVENT_CANCELLED_NOTICE } from "@common/events.schema";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { FilterTabPanels, Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useEvents } from "@/features/events/api/events";
import { EventCard } from "@/features/events/components/event-card";
import { SubscribeCalendar } from "@/features/events/components/subscribe-calendar";
import { useMe } from "@/lib/me";

export default function Component() {
  const { me } = useMe();
  const [tab, setTab] = useState<"all" | "featured" | "mine">("all");
  const { events, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useEvents(tab);
  // A deleted event's mail links here (docs/decisions/072-event-itip.md).
  const [search] = useSearchParams();
  return (
    <Page title="Events" description="Workshops, AMAs and meetups from the AppSec community.">
      {search.get("cancelled") === "1" && (
        <p role="status" className="mb-6 rounded-lg border p-4 text-muted-foreground">
          {EVENT_CANCELLED_NOTICE}
        </p>
      )}
      <SubscribeCalendar />
      <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
        <TabsList>
          <TabsTrigger value="all">All Events</TabsTrigger>
          <TabsTrigger value="featured">Featured</TabsTrigger>
          {me && <TabsTrigger value="mine">My Events</TabsTrigger>}
        </TabsList>
        <FilterTabPanels values={me ? ["all", "featured", "mine"] : ["all", "featured"]} active={tab} className="mt-6">
          {isLoading ? (
            <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 3 }).map((_, i) => (
                <Skeleton key={i} className="h-72" />
              ))}
            </div>
          ) : isError ? (
            <p role="alert" className="text-destructive">
              Failed to load events
            </p>
          ) : events.length === 0 ? (
            <p className="rounded-lg border p-8 text-center text-muted-foreground">
              {tab === "mine" ? "You are not registered for any upcoming events." : "No upcoming events right now. Check back soon!"}
            </p>
          ) : (
            <>
              <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {events.map((e) => (
                  <EventCard key={e.id} e={e} signedIn={Boolean(me)} />
                ))}
              </div>
              <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} label="Load more events" />
            </>
          )}
        </FilterTabPanels>
      </Tabs>
    </Page>
  );
}
