import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { CheckInDoor } from "@/features/events/components/check-in-door";

/** The door of an event, made for a phone (docs/decisions/076-event-check-in.md). */
export default function Component() {
  const { id = "" } = useParams();
  return (
    <Page className="max-w-2xl">
      <Button variant="ghost" asChild className="mb-2">
        <Link to={paths.adminEvents}>
          <ArrowLeft /> Events
        </Link>
      </Button>
      <CheckInDoor eventId={id} />
    </Page>
  );
}
