import { Briefcase, ClipboardCheck, ClipboardList, LogOut, Shield, User } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { ADMIN_LINKS, RECRUITER_LINK, REVIEW_JOBS_LINK } from "./nav-items";
import { UserAvatar } from "./user-avatar";

export interface AccountMenuProps {
  signedIn: boolean;
  email?: string | null;
  avatarUrl?: string | null;
  isAdmin?: boolean;
  /** Recruiter or admin: shows the link to the recruiter dashboard. */
  isRecruiter?: boolean;
  /** Mentor: shows the link to the job review queue. */
  isMentor?: boolean;
  onLogout: () => void;
}

/** Signed out: Login / Join Now. Signed in: avatar with Profile, Admin (admins only) and Log out. */
export function AccountMenu({
  signedIn,
  email,
  avatarUrl,
  isAdmin,
  isRecruiter,
  isMentor,
  onLogout,
  openOnLoad,
}: AccountMenuProps & { openOnLoad?: boolean }) {
  if (!signedIn) {
    return (
      <DropdownMenu defaultOpen={openOnLoad}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <User /> Account
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={paths.login}>Login</Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={paths.join}>Join Now</Link>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return (
    <DropdownMenu defaultOpen={openOnLoad}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Account menu"
        >
          <UserAvatar avatarUrl={avatarUrl} email={email} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {email && <DropdownMenuLabel className="truncate text-xs font-normal text-muted-foreground">{email}</DropdownMenuLabel>}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <User className="h-4 w-4" /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.jobsMine}>
            <ClipboardList className="h-4 w-4" /> My jobs
          </Link>
        </DropdownMenuItem>
        {isRecruiter && (
          <DropdownMenuItem asChild>
            <Link to={RECRUITER_LINK.to}>
              <Briefcase className="h-4 w-4" /> {RECRUITER_LINK.label}
            </Link>
          </DropdownMenuItem>
        )}
        {isMentor && (
          <DropdownMenuItem asChild>
            <Link to={REVIEW_JOBS_LINK.to}>
              <ClipboardCheck className="h-4 w-4" /> {REVIEW_JOBS_LINK.label}
            </Link>
          </DropdownMenuItem>
        )}
        {isAdmin && (
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Shield className="h-4 w-4" /> Admin
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              {ADMIN_LINKS.map((l) => (
                <DropdownMenuItem key={l.to} asChild>
                  <Link to={l.to}>{l.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut className="h-4 w-4" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
