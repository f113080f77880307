import { hasCapability } from "@common/roles";
import { lazy, Suspense } from "react";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import { Toaster } from "@/components/ui/toast";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { Loading } from "@/components/ui/spinner";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";
import { useRouteTitle } from "@/lib/document-title";
import { useMe } from "@/lib/me";

// better-auth's client loads when it is needed, so `/` stays within its JS budget (scripts/bundle-budget.mjs).
const signOut = () => void import("@/features/auth/api/sign-out").then((m) => m.signOutEverywhere());
// Only a silenced member's pages need it (and its date formatting): loaded then, not on every page.
const RestrictionBanner = lazy(() => import("@/components/layout/restriction-banner").then((m) => ({ default: m.RestrictionBanner })));

export function RootLayout() {
  const { me } = useMe();
  // Each route declares its page title (router.tsx, docs/decisions/044).
  useRouteTitle(useMatches(), useLocation().search);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <Header
        signedIn={Boolean(me)}
        email={me?.user.email}
        avatarUrl={me?.profile.avatarUrl}
        isAdmin={hasCapability(me?.user, "admin")}
        isRecruiter={hasCapability(me?.user, "recruiter", "admin")}
        isMentor={hasCapability(me?.user, "mentor")}
        onLogout={signOut}
      />
      {me?.restriction && (
        <Suspense fallback={null}>
          <RestrictionBanner restriction={me.restriction} />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer newsletter={<NewsletterForm source="footer" />} />
      {/* Below the sticky header (h-16): a toast never covers its menus, nor holds them while hovered. */}
      <Toaster richColors closeButton position="top-right" offset={{ top: 80, right: 16 }} mobileOffset={{ top: 80 }} />
      <ScrollRestoration />
    </div>
  );
}
