import { ChevronDown, Menu, User } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { AccountMenuProps } from "./account-menu";
import { Logo } from "./logo";
import { NAV_GROUPS } from "./nav-items";
import { UserAvatar } from "./user-avatar";

// The Radix menus are not part of `/`'s initial JS (bundle budget): they load right after the
// entry, and until then look-alike buttons hold their place (same size, no layout shift).
const menus = () => import("./header-menus");
const accountMenu = () => import("./account-menu");
const NavMenus = lazy(() => menus().then((m) => ({ default: m.NavMenus })));
const MobileMenu = lazy(() => menus().then((m) => ({ default: m.MobileMenu })));
const AccountMenu = lazy(() => accountMenu().then((m) => ({ default: m.AccountMenu })));

type Link = { label: string; to: string };
const SECTION_LINKS: Link[] = NAV_GROUPS.flatMap((group): Link[] => [...group.items]);
const VISITOR_LINKS: Link[] = [
  { label: "Log in", to: paths.login },
  { label: "Join", to: paths.join },
];

export function Header(props: AccountMenuProps) {
  // A tap on a look-alike button before the menus loaded opens that menu once they are there.
  const [intent, setIntent] = useState<string | null>(null);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <Button variant="ghost" asChild>
            <NavLink to={paths.home} end>
              Home
            </NavLink>
          </Button>
          <Suspense
            fallback={NAV_GROUPS.map((group) => (
              <Button key={group.label} variant="ghost" aria-haspopup="menu" onClick={() => setIntent(group.label)}>
                {group.label} <ChevronDown aria-hidden="true" />
              </Button>
            ))}
          >
            <NavMenus openOnLoad={intent} />
          </Suspense>
        </nav>
        <div className="flex items-center gap-2">
          <div className={props.signedIn ? "block" : "hidden md:block"}>
            <Suspense
              fallback={
                props.signedIn ? (
                  <button type="button" className="rounded-full" aria-label="Account menu" onClick={() => setIntent("account")}>
                    <UserAvatar avatarUrl={props.avatarUrl} email={props.email} />
                  </button>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setIntent("account")}>
                    <User /> Account
                  </Button>
                )
              }
            >
              <AccountMenu {...props} openOnLoad={intent === "account"} />
            </Suspense>
          </div>
          <Suspense
            fallback={
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={() => setIntent("mobile")}>
                <Menu className="h-6 w-6" />
              </Button>
            }
          >
            <MobileMenu {...props} openOnLoad={intent === "mobile"} />
          </Suspense>
        </div>
      </div>
      {/* Without JavaScript (crawlers, readers who turned it off) the menus above cannot open: every
          section as a plain link instead. Browsers with JavaScript never show it. */}
      <noscript>
        <nav aria-label="Sections" className="mx-auto max-w-7xl px-4 pb-3">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {[...SECTION_LINKS, ...(props.signedIn ? [] : VISITOR_LINKS)].map((item) => (
              <li key={item.to}>
                <a href={item.to} className="underline underline-offset-4">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </noscript>
    </header>
  );
}
