import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAdminEvent } from "@/features/events/api/events";
import { EventForm, formOf } from "@/features/events/components/event-form";
import { EventPeople } from "@/features/events/components/event-people";

export default function Component() {
  const { id = "new" } = useParams();
  const isNew = id === "new";
  const { data, isLoading } = useAdminEvent(id, !isNew);
  return (
    <Page className="max-w-3xl">
      <AdminNav />
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.adminEvents}>
          <ArrowLeft /> Back to events
        </Link>
      </Button>
      <h1 className="mb-6 text-3xl font-bold">{isNew ? "Create Event" : "Edit Event"}</h1>
      <Card>
        <CardContent className="pt-6">
          {!isNew && isLoading ? (
            <Loading />
          ) : (
            <EventForm
              id={isNew ? null : id}
              initial={formOf(data?.event ?? null)}
              oldTime={data?.event.timeNeedsFixing ? data.event.eventTime : null}
            />
          )}
        </CardContent>
      </Card>
      {!isNew && (
        <Card className="mt-6">
          <CardContent className="pt-6">
            <EventPeople id={id} />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
