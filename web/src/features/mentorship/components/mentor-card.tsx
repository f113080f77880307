import type { MentorCardDto, MentorDto } from "@common/mentorship.schema";
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
