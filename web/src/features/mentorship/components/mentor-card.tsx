import { RATING_MIN_MENTEES, type MentorCardDto, type MentorDto, type PublicRating } from "@common/mentorship.schema";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { initials } from "@/lib/utils";

export function MentorAvatar({ mentor, className }: { mentor: Pick<MentorDto, "fullName" | "avatarUrl">; className?: string }) {
  return (
    <Avatar className={className}>
      {mentor.avatarUrl && <AvatarImage src={mentor.avatarUrl} alt="" />}
      <AvatarFallback>{initials(mentor.fullName, "M")}</AvatarFallback>
    </Avatar>
  );
}

/** The public rating, shown only from RATING_MIN_MENTEES mentees on (the API sends null below it; docs/decisions/085). */
export function MentorRating({ rating }: { rating: PublicRating | null }) {
  if (!rating || rating.count < RATING_MIN_MENTEES) return null;
  return (
    <p className="flex items-center gap-1 text-sm" aria-label={`Rated ${rating.average.toFixed(1)} out of 5 by ${rating.count} mentees`}>
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-medium">{rating.average.toFixed(1)}</span>
      <span className="text-muted-foreground">({rating.count} mentees)</span>
    </p>
  );
}

export function MentorCard({
  mentor,
  canBook,
  headingLevel = "h3",
}: {
  mentor: MentorCardDto;
  canBook: boolean;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex flex-row items-center gap-4 space-y-0">
        <MentorAvatar mentor={mentor} className="h-14 w-14 text-lg" />
        <div className="min-w-0">
          <CardTitle as={headingLevel} className="truncate text-lg">
            {mentor.fullName}
          </CardTitle>
          <p className="text-sm text-muted-foreground">{[mentor.title, mentor.company].filter(Boolean).join(" at ")}</p>
          <MentorRating rating={mentor.rating} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex flex-wrap gap-1">
          {mentor.expertise.map((e) => (
            <Badge key={e} variant="secondary">
              {e}
            </Badge>
          ))}
        </div>
        <div className="mt-auto flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.mentor(mentor.id)}>View Profile</Link>
          </Button>
          {canBook && (
            <Button size="sm" asChild>
              <Link to={paths.book(mentor.id)}>Book Session</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
