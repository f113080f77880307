import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useMentor } from "@/features/mentorship/api/mentorship";
import { BookingPanel } from "@/features/mentorship/components/booking-panel";
import { MentorCard } from "@/features/mentorship/components/mentor-card";
import { Testimonials } from "@/features/matching/components/testimonials";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { entityTitle, useDocumentTitle } from "@/lib/document-title";
import { useMe } from "@/lib/me";

export default function Component() {
  const { mentorId = "" } = useParams();
  const { me } = useMe();
  const { data, isLoading, isError, error } = useMentor(mentorId);
  const hydrated = useHydrated();
  useDocumentTitle(data ? entityTitle(data.mentor.fullName, "Mentor") : isError ? entityTitle("Mentor Not Found") : null);
  if (isLoading) return <Loading text="Loading mentor profile..." />;
  if (isError && !(error instanceof ApiError && error.status === 404)) {
    console.warn("Mentor lookup failed", error);
    return <Navigate to={paths.mentorship} replace />;
  }
  return (
    <Page>
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.mentorship}>
          <ArrowLeft /> Back to Mentorship
        </Link>
      </Button>
      {!data ? (
        <p className="py-12 text-center text-lg">Mentor not found.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <h1 className="sr-only">{data.mentor.fullName}</h1>
            <MentorCard mentor={{ ...data.mentor, rating: data.rating }} canBook={false} headingLevel="h2" />
            <Card>
              <CardHeader>
                <CardTitle as="h2">About</CardTitle>
              </CardHeader>
              <CardContent className="whitespace-pre-line text-muted-foreground">
                {data.mentor.bio || "This mentor has not written a bio yet."}
              </CardContent>
            </Card>
            <Testimonials mentorId={data.mentor.id} />
          </div>
          <div className="lg:col-span-2">
            {/* Its calendar and slots depend on the reader's clock and zone: drawn once the page is the app's. */}
            {hydrated ? (
              <BookingPanel detail={data} signedIn={Boolean(me)} isSelf={me?.user.id === data.mentor.id} />
            ) : (
              <Skeleton className="h-[30rem] w-full" aria-hidden />
            )}
          </div>
        </div>
      )}
    </Page>
  );
}
