import { MODERATION_KIND_LABELS, type ModerationKind } from "@common/moderation.schema";
import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router";
import { paths } from "@/config/paths";
import { call, client } from "@/lib/api-client";
import { queryFamilies } from "@/lib/query-families";
import { cn } from "@/lib/utils";
import { ADMIN_LINKS } from "./nav-items";

/** The pending count on the Review link, each kind's count in its tooltip and for screen readers (decision 034). */
function ReviewCount() {
  // Under the admin family: every decision invalidates it (web/src/features/admin/api/moderation.ts).
  const { data } = useQuery({
    queryKey: [...queryFamilies.admin, "review", "counts"],
    queryFn: (): Promise<{ counts: Record<string, number>; total: number }> => call(client.api.admin.review.counts.$get()),
    staleTime: 30_000,
  });
  if (!data || data.total === 0) return null;
  const byKind = Object.entries(data.counts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${MODERATION_KIND_LABELS[k as ModerationKind] ?? k}: ${n}`)
    .join(", ");
  return (
    <span title={byKind} className="ml-1 rounded-full bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">
      {data.total}
      <span className="sr-only"> waiting ({byKind})</span>
    </span>
  );
}

/** The admin navigation bar shown on every admin page. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-6 overflow-x-auto border-b">
      <ul className="flex min-w-max gap-1">
        {ADMIN_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-medium",
                  isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {l.label}
              {l.to === paths.adminReview && <ReviewCount />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
