import type { CandidateCardDto, CandidateDto } from "@common/candidates.schema";
import { Mail } from "lucide-react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { initials } from "@/lib/utils";
import { useCandidate } from "../api/get-candidate";

export function CandidateAvatar({ c, className }: { c: Pick<CandidateCardDto, "fullName" | "avatarUrl" | "email">; className?: string }) {
  return (
    <Avatar className={className}>
      {c.avatarUrl && <AvatarImage src={c.avatarUrl} alt="" />}
      <AvatarFallback>{initials(c.fullName || c.email)}</AvatarFallback>
    </Avatar>
  );
}

/**
 * Gives the focus back, on close, to what had it when the dialog opened (the card's "View Profile"):
 * these dialogs open from state, without a Radix trigger to return to.
 */
function useReturnFocus(open: boolean) {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    if (returnTo.current?.isConnected) {
      event.preventDefault();
      returnTo.current.focus();
    }
    returnTo.current = null;
  };
}

/** The dialog's header: avatar, name, title at company (from the card's row, so it shows while the rest loads). */
function ProfileHeader({ c }: { c: CandidateCardDto }) {
  return (
    <DialogHeader className="flex-row items-center gap-3 space-y-0 text-left">
      <CandidateAvatar c={c} className="h-14 w-14" />
      <div className="min-w-0">
        <DialogTitle>{c.fullName}</DialogTitle>
        <DialogDescription>{[c.title, c.company].filter(Boolean).join(" at ") || "AppSec professional"}</DialogDescription>
      </div>
    </DialogHeader>
  );
}

/** The dialog's body: e-mail (signed-in only), experience, location, the whole bio, every skill, Contact. */
function ProfileBody({
  candidate,
  signedIn,
  onContact,
}: {
  candidate: CandidateDto;
  signedIn: boolean;
  onContact: (c: CandidateDto) => void;
}) {
  return (
    <>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Email</dt>
          <dd className="break-words">
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
            <dd>
              {candidate.yearsExperience} {candidate.yearsExperience === 1 ? "year" : "years"}
            </dd>
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
            <dd className="whitespace-pre-line break-words text-muted-foreground">{candidate.bio}</dd>
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
  );
}

/** Profile dialog drawn from a whole candidate already at hand (the recruiter's views read whole rows). */
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
  const returnFocus = useReturnFocus(candidate !== null);
  return (
    <Dialog open={candidate !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        {candidate && (
          <>
            <ProfileHeader c={candidate} />
            <ProfileBody candidate={candidate} signedIn={signedIn} onContact={onContact} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The directory's profile dialog (docs/decisions/047-candidate-card-rows.md): the card's row draws the
 * header at once, the rest is read from `GET /api/candidates/:id`, with a loading and an error state.
 */
export function CandidateDetailDialog({
  card,
  onClose,
  onContact,
  signedIn,
}: {
  card: CandidateCardDto | null;
  onClose: () => void;
  onContact: (c: CandidateDto) => void;
  signedIn: boolean;
}) {
  const { data, error, isPending, refetch, isFetching } = useCandidate(card?.id ?? null);
  const gone = error instanceof ApiError && error.status === 404;
  const returnFocus = useReturnFocus(card !== null);
  return (
    <Dialog open={card !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent aria-busy={card !== null && isPending} onCloseAutoFocus={returnFocus}>
        {card && (
          <>
            <ProfileHeader c={data?.candidate ?? card} />
            {data ? (
              <ProfileBody candidate={data.candidate} signedIn={signedIn} onContact={onContact} />
            ) : error ? (
              <div role="alert" className="grid gap-3 text-sm">
                <p>{gone ? "This candidate is no longer open to work." : "The profile could not be loaded."}</p>
                {!gone && (
                  <div>
                    <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
                      Try again
                    </Button>
                  </div>
                )}
              </div>
            ) : (
              <div className="grid gap-2" role="status" aria-label="Loading profile">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-16 w-full" />
              </div>
            )}
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
  candidate: Pick<CandidateCardDto, "fullName" | "email"> | null;
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
