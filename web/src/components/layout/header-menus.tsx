import { ChevronDown, Menu } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { paths } from "@/config/paths";
import type { AccountMenuProps } from "./account-menu";
import { ADMIN_LINKS, NAV_GROUPS, RECRUITER_LINK, REVIEW_JOBS_LINK } from "./nav-items";
import { UserAvatar } from "./user-avatar";

/** The header's interactive menus (Radix dropdown and sheet), loaded after the first paint; header.tsx renders look-alike buttons until then. */
export function NavMenus({ openOnLoad }: { openOnLoad?: string | null }) {
  return (
    <>
      {NAV_GROUPS.map((group) => (
        <DropdownMenu key={group.label} defaultOpen={openOnLoad === group.label}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost">
              {group.label} <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {group.items.map((item) => (
              <DropdownMenuItem key={item.to} asChild>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
    </>
  );
}

export function MobileMenu(props: AccountMenuProps & { openOnLoad?: boolean }) {
  const [drawerOpen, setDrawerOpen] = useState(Boolean(props.openOnLoad));
  const close = () => setDrawerOpen(false);
  return (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="h-6 w-6" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <div>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Explore the AppSec Community</SheetDescription>
        </div>
        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-5">
          <Link to={paths.home} onClick={close} className="font-medium hover:text-primary">
            Home
          </Link>
          {NAV_GROUPS.map((group) => (
            <div key={group.label}>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.label}</p>
              <ul className="space-y-2">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={close} className="hover:text-primary">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {props.signedIn && props.isRecruiter && (
            <Link to={RECRUITER_LINK.to} onClick={close} className="font-medium hover:text-primary">
              {RECRUITER_LINK.label}
            </Link>
          )}
          {props.signedIn && props.isMentor && (
            <Link to={REVIEW_JOBS_LINK.to} onClick={close} className="font-medium hover:text-primary">
              {REVIEW_JOBS_LINK.label}
            </Link>
          )}
          {props.signedIn && props.isAdmin && (
            <div>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Admin</p>
              <ul className="space-y-2">
                {ADMIN_LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} onClick={close} className="hover:text-primary">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-auto border-t pt-4">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Account</p>
            {props.signedIn ? (
              <div className="space-y-3">
                <div className="flex items-center gap-2">
                  <UserAvatar avatarUrl={props.avatarUrl} email={props.email} />
                  <span className="truncate text-sm">{props.email}</span>
                </div>
                <Link to={paths.profile} onClick={close} className="block hover:text-primary">
                  Profile
                </Link>
                <Link to={paths.jobsMine} onClick={close} className="block hover:text-primary">
                  My jobs
                </Link>
                <button
                  type="button"
                  className="cursor-pointer hover:text-primary"
                  onClick={() => {
                    close();
                    props.onLogout();
                  }}
                >
                  Log out
                </button>
              </div>
            ) : (
              <div className="flex gap-2">
                <Button variant="outline" asChild className="flex-1">
                  <Link to={paths.login} onClick={close}>
                    Login
                  </Link>
                </Button>
                <Button asChild className="flex-1">
                  <Link to={paths.join} onClick={close}>
                    Join Now
                  </Link>
                </Button>
              </div>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
