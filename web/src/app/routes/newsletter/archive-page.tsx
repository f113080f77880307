import { Rss } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useArchive } from "@/features/newsletter/api/issues";
import { useFormatInstant } from "@/lib/dates";

/** The newsletter's public archive: every sent issue, newest first (server-rendered). */
export default function Component() {
  const { data, isLoading } = useArchive();
  const formatInstant = useFormatInstant();
  return (
    <Page title="Newsletter" description="Past issues of the AppSec Community newsletter." className="max-w-3xl">
      <p className="mb-8 text-sm text-muted-foreground">
        Subscribe with the form at the bottom of every page, or follow the{" "}
        <a className="inline-flex items-center gap-1 underline" href="/newsletter/rss.xml">
          <Rss className="h-4 w-4" aria-hidden="true" /> RSS feed
        </a>
        .
      </p>
      {isLoading ? (
        <Skeleton className="h-40" />
      ) : !data || data.issues.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No issues yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Issues">
          {data.issues.map((i) => (
            <li key={i.slug} className="py-4">
              <h2 className="text-xl font-semibold break-words">
                <Link className="hover:underline" to={paths.newsletterIssue(i.slug)}>
                  {i.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                <time dateTime={i.sentAt}>{formatInstant(i.sentAt, "MMMM d, yyyy")}</time>
              </p>
              {i.excerpt && <p className="mt-1 break-words text-muted-foreground">{i.excerpt}</p>}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
