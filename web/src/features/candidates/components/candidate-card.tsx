import type { CandidateCardDto } from "@common/candidates.schema";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { CandidateAvatar } from "./candidate-dialogs";

export function CandidateCard({
  c,
  signedIn,
  onView,
  onContact,
}: {
  c: CandidateCardDto;
  signedIn: boolean;
  onView: () => void;
  onContact: () => void;
}) {
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="flex flex-row items-center gap-3 space-y-0">
        <CandidateAvatar c={c} className="h-12 w-12" />
        <div className="min-w-0">
          <CardTitle className="truncate text-lg">{c.fullName}</CardTitle>
          <p className="truncate text-sm text-muted-foreground">{[c.title, c.company].filter(Boolean).join(" at ")}</p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {c.bio && <p className="line-clamp-3 text-sm text-muted-foreground">{c.bio}</p>}
        <div className="flex flex-wrap gap-1">
          {c.expertise.slice(0, 3).map((s) => (
            <Badge key={s} variant="secondary">
              {s}
            </Badge>
          ))}
          {c.expertise.length > 3 && <Badge variant="outline">+{c.expertise.length - 3} more</Badge>}
        </div>
        <div className="mt-auto flex gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={onView}>
            View Profile
          </Button>
          {signedIn ? (
            <Button size="sm" onClick={onContact}>
              Contact
            </Button>
          ) : (
            <Button size="sm" variant="secondary" asChild>
              <Link to={paths.login}>Login to contact</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
