import { PAGE_TITLES, SITE_NAME } from "@common/page-titles";
import { QueryClient } from "@tanstack/react-query";
import { isValidElement } from "react";
import { Navigate, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "@/config/paths";
import { FROM_ENTITY, resolveTitle, type RouteTitle } from "@/lib/document-title";
import { createRoutes } from "../router";

interface Page {
  path: string;
  route: RouteObject;
  title: RouteTitle | undefined;
  /** Rendered by the server (no `ssr: false` on the route or a route above it). */
  ssr: boolean;
}

/** Every page of the route table (routes with a path), redirects left out: they show nothing. */
function pages(routes: RouteObject[], ssr = true): Page[] {
  return routes.flatMap((route): Page[] => {
    const handle = route.handle as { title?: RouteTitle; ssr?: boolean } | undefined;
    const rendered = ssr && handle?.ssr !== false;
    const own: Page[] = [];
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    if (route.path && !redirect) own.push({ path: route.path, route, title: handle?.title, ssr: rendered });
    return [...own, ...pages(route.children ?? [], rendered)];
  });
}

/** The titles a declaration can show: one, or one per tab. */
const variants = (title: RouteTitle): string[] =>
  typeof title === "string"
    ? [title]
    : Object.keys(title.tabs).map((tab) => resolveTitle(title, new URLSearchParams({ [title.param]: tab }))!);

/** WCAG "page titled" (docs/decisions/044): the route table declares a distinct <title> for every page. */
describe("page titles in the route table", () => {
  const all = pages(createRoutes(new QueryClient()));

  it("walks the pages of the table, signed-in ones included", () => {
    const walked = all.map((p) => p.path);
    for (const path of [
      paths.admin,
      paths.adminUsers,
      paths.adminLog,
      paths.profile,
      paths.settings,
      paths.jobsMine,
      paths.recruiterDashboard,
    ]) {
      expect(walked).toContain(path);
    }
  });

  it("has a title on every page", () => {
    expect(all.filter((p) => !p.title).map((p) => p.path)).toEqual([]);
  });

  it("gives no two pages (nor two tabs) the same title, unless one route declaration serves both paths", () => {
    const seen = new Map<string, Page>();
    const clashes: string[] = [];
    for (const page of all) {
      if (!page.title || page.title === FROM_ENTITY) continue;
      for (const title of variants(page.title)) {
        expect(title.endsWith(` · ${SITE_NAME}`) || title.startsWith(`${SITE_NAME} — `), title).toBe(true);
        const other = seen.get(title);
        // /profile/settings and /settings are one page: they share one handle object, declared once.
        if (other && other.route.handle !== page.route.handle) clashes.push(`${other.path} and ${page.path}: ${title}`);
        seen.set(title, page);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("a server-rendered page with a fixed path arrives with its title: the server's head (common/page-titles.ts) says the same", () => {
    const rendered = all.filter((p) => p.ssr && typeof p.title === "string" && p.title !== FROM_ENTITY && !/[:*]/.test(p.path));
    expect(rendered.map((p) => p.path)).toContain(paths.login);
    const differing = rendered.filter((p) => PAGE_TITLES[p.path]?.title !== p.title).map((p) => `${p.path}: ${String(p.title)}`);
    expect(differing).toEqual([]);
  });

  it("pages titled from their entity set it themselves", { timeout: 60_000 }, async () => {
    const entityPages = all.filter((p) => p.title === FROM_ENTITY);
    expect(entityPages.map((p) => p.path).sort()).toEqual(
      [paths.blogPost(), paths.company(), paths.event(), paths.job(), paths.mentor(), paths.newsletterIssue()].sort(),
    );
    for (const page of entityPages) {
      const { Component } = (await (page.route.lazy as () => Promise<{ Component: () => unknown }>)()) ?? {};
      expect(String(Component), page.path).toMatch(/useDocumentTitle\)?\(/);
    }
  });

  it("reads a tab's title from the query string, the fallback tab when it is absent or unknown", () => {
    const settings = all.find((p) => p.path === paths.settings)!.title!;
    const notifications = resolveTitle(settings, new URLSearchParams("tab=notifications"));
    expect(notifications).toBe(`Notifications · Settings · ${SITE_NAME}`);
    expect(resolveTitle(settings, new URLSearchParams(""))).toBe(resolveTitle(settings, new URLSearchParams("tab=billing")));
    expect(resolveTitle(settings, new URLSearchParams("tab=nope"))).toBe(resolveTitle(settings, new URLSearchParams("tab=billing")));
  });
});
