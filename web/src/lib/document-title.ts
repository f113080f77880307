import { useEffect } from "react";
import { PAGE_TITLES, SITE_NAME } from "@common/page-titles";

/** Keeps document.title in step with client navigation (the server renders it for the first page). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The title of a page that is the same for everyone; null for pages that set their own. */
export const staticTitle = (pathname: string) => PAGE_TITLES[pathname.replace(/(.)\/$/, "$1")]?.title ?? null;

export const entityTitle = (...parts: string[]) => [...parts, SITE_NAME].join(" · ");
