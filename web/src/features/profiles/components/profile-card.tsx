import { profileBadge, type MemberPlan, type ProfileDto } from "@common/profiles.schema";
import { isVerifiedContractor } from "@common/roles";
import { Globe } from "lucide-react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { initials } from "@/lib/utils";

/** The public profile card (preview tab). `plan`: a contractor plan shows as verified (a mentor's display role hides it). */
export function ProfileCard({ profile, plan }: { profile: ProfileDto; plan: MemberPlan }) {
  return (
    <Card className="max-w-xl">
      <CardHeader className="flex flex-row items-center gap-4 space-y-0">
        <Avatar className="h-16 w-16 text-lg">
          {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt="" />}
          <AvatarFallback>{initials(profile.fullName || profile.email)}</AvatarFallback>
        </Avatar>
        <div>
          <div className="flex items-center gap-2">
            <CardTitle as="h2">{profile.fullName}</CardTitle>
            <Badge>{profileBadge(profile.role)}</Badge>
            {isVerifiedContractor({ plan, isVerifiedContractor: profile.isVerifiedContractor }) && (
              <Badge variant="secondary">Verified contractor</Badge>
            )}
          </div>
          <p className="text-sm text-muted-foreground">{[profile.title, profile.company].filter(Boolean).join(" at ")}</p>
          {profile.location && <p className="text-sm text-muted-foreground">{profile.location}</p>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {profile.bio && <p className="whitespace-pre-line text-sm">{profile.bio}</p>}
        <div className="flex flex-wrap gap-1">
          {profile.expertise.map((e) => (
            <Badge key={e} variant="secondary">
              {e}
            </Badge>
          ))}
        </div>
        <div className="flex flex-wrap gap-4 text-sm">
          {profile.website && (
            <a
              className="flex items-center gap-1 text-primary underline"
              href={profile.website}
              target="_blank"
              rel="noopener noreferrer nofollow"
            >
              <Globe className="h-4 w-4" aria-hidden="true" />
              Website
            </a>
          )}
          {profile.githubUrl && (
            <a className="text-primary underline" href={profile.githubUrl} target="_blank" rel="noopener noreferrer nofollow">
              GitHub
            </a>
          )}
          {profile.linkedinUrl && (
            <a className="text-primary underline" href={profile.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
              LinkedIn
            </a>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
