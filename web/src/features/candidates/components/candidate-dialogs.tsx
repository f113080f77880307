import type { CandidateDto } from "@common/candidates.schema";
import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { initials } from "@/lib/utils";

export function CandidateAvatar({ c, className }: { c: CandidateDto; className?: string }) {
  return (
    <Avatar className={className}>
      {c.avatarUrl && <AvatarImage src={c.avatarUrl} alt="" />}
      <AvatarFallback>{initials(c.fullName || c.email)}</AvatarFallback>
    </Avatar>
  );
}

/** Profile dialog: avatar, name, title, e-mail (signed-in only), bio, skills, experience, location. */
export function CandidateProfileDialog({
  candidate,
  onClose,
  onContact,
  signedIn,
}: {
  candidate: CandidateDto | null;
  onClose: () => void;
  onContact: (c: CandidateDto) => void;
  signedIn: boolean;
}) {
  return (
    <Dialog open={candidate !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        {candidate && (
          <>
            <DialogHeader className="flex-row items-center gap-3 space-y-0">
              <CandidateAvatar c={candidate} className="h-14 w-14" />
              <div>
                <DialogTitle>{candidate.fullName}</DialogTitle>
                <DialogDescription>
                  {[candidate.title, candidate.company].filter(Boolean).join(" at ") || "AppSec professional"}
                </DialogDescription>
              </div>
            </DialogHeader>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-medium">Email</dt>
                <dd>
                  {signedIn && candidate.email ? (
                    candidate.email
                  ) : (
                    <Link className="text-primary underline" to={paths.login}>
                      Login to contact
                    </Link>
                  )}
                </dd>
              </div>
              {candidate.yearsExperience != null && (
                <div>
                  <dt className="font-medium">Experience</dt>
                  <dd>{candidate.yearsExperience} years</dd>
                </div>
              )}
              {candidate.location && (
                <div>
                  <dt className="font-medium">Location</dt>
                  <dd>{candidate.location}</dd>
                </div>
              )}
              {candidate.bio && (
                <div>
                  <dt className="font-medium">About</dt>
                  <dd className="whitespace-pre-line text-muted-foreground">{candidate.bio}</dd>
                </div>
              )}
            </dl>
            {candidate.expertise.length > 0 && (
              <div className="flex flex-wrap gap-1">
                {candidate.expertise.map((s) => (
                  <Badge key={s} variant="secondary">
                    {s}
                  </Badge>
                ))}
              </div>
            )}
            <DialogFooter>
              {signedIn && candidate.email && (
                <Button onClick={() => onContact(candidate)}>
                  <Mail /> Contact Candidate
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Contact dialog with the demonstration notice and a mailto link. */
export function CandidateContactDialog({
  candidate,
  subject,
  onClose,
}: {
  candidate: CandidateDto | null;
  subject?: string;
  onClose: () => void;
}) {
  const href = candidate?.email ? `mailto:${candidate.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}` : undefined;
  return (
    <Dialog open={candidate !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        {candidate && (
          <>
            <DialogHeader>
              <DialogTitle>Contact {candidate.fullName}</DialogTitle>
              <DialogDescription>
                This is a demonstration of the contact flow: messages are not sent through the platform. Use your e-mail client to write to
                the candidate directly.
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm">{candidate.email}</p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button asChild>
                <a href={href}>
                  <Mail /> Open Email Client
                </a>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
