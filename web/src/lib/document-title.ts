import { useEffect } from "react";
import { PAGE_TITLES, SITE_NAME } from "@common/page-titles";

/** Keeps document.title in step with client navigation (the server renders it for the first page). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

export const entityTitle = (...parts: string[]) => [...parts, SITE_NAME].join(" · ");

/**
 * Every page of the route table declares its `<title>` in its route's `handle` (WCAG "page titled",
 * docs/decisions/044): a fixed title, one per tab of a page whose tabs live in the query string, or
 * FROM_ENTITY for a page that builds it from what it loaded (useDocumentTitle with entityTitle).
 * web/src/app/__tests__/route-titles.test.ts walks the table: no page without a title, no two alike.
 */
export const FROM_ENTITY = "from-entity";
export type TabbedTitle = { param: string; tabs: Record<string, string>; fallback: string };
export type RouteTitle = string | typeof FROM_ENTITY | TabbedTitle;
export type TitleHandle = { title: RouteTitle };

/** A page's own title, the innermost part first: title("Users", "Admin") is "Users · Admin · AppSec Community". */
export const title = (...parts: string[]): TitleHandle => ({ title: entityTitle(...parts) });
/** A public page's title, shared with the server's head (common/page-titles.ts). */
export const publicTitle = (path: string): TitleHandle => ({ title: PAGE_TITLES[path]?.title ?? entityTitle(path) });
/** A page that titles itself from its entity (and "… Not Found" when there is none). */
export const fromEntity: TitleHandle = { title: FROM_ENTITY };
/** One title per tab (`?param=tab`); an absent or unknown tab reads as `fallback`. */
export const tabbedTitle = (param: string, fallback: string, tabs: Record<string, string[]>): TitleHandle => ({
  title: { param, fallback, tabs: Object.fromEntries(Object.entries(tabs).map(([tab, parts]) => [tab, entityTitle(...parts)])) },
});

/** The title a route declares for this query string; null when the page sets it itself (or declares none). */
export function resolveTitle(declared: RouteTitle | undefined, search: URLSearchParams): string | null {
  if (!declared || declared === FROM_ENTITY) return null;
  if (typeof declared === "string") return declared;
  const tab = search.get(declared.param) ?? "";
  return declared.tabs[tab] ?? declared.tabs[declared.fallback] ?? null;
}

/** The title declared by the innermost matched route that declares one (the page's own route). */
export function declaredTitle(matches: Array<{ handle?: unknown }>): RouteTitle | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<TitleHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/** Sets document.title from the matched routes' declarations (the root layout calls it once). */
export function useRouteTitle(matches: Array<{ handle?: unknown }>, search: string) {
  useDocumentTitle(resolveTitle(declaredTitle(matches), new URLSearchParams(search)));
}
