import { Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAdminIssues } from "@/features/newsletter/api/issues";
import { useFormatInstant } from "@/lib/dates";

const STATUS_LABEL = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;

/** Every issue, drafts and sent, with the figures of the sent ones. */
export default function Component() {
  const { data, isLoading } = useAdminIssues();
  const formatInstant = useFormatInstant();
  return (
    <Page className="max-w-5xl">
      <AdminNav />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">Newsletter</h1>
          {data && (
            <p className="text-muted-foreground">
              {data.confirmedSubscribers} confirmed {data.confirmedSubscribers === 1 ? "subscriber" : "subscribers"}
            </p>
          )}
        </div>
        <Button asChild>
          <Link to={paths.adminNewsletterEdit("new")}>
            <Plus /> New issue
          </Link>
        </Button>
      </div>
      {isLoading || !data ? (
        <Loading />
      ) : data.issues.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No issues yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Issues">
          {data.issues.map((i) => (
            <li key={i.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  <Link className="hover:underline" to={paths.adminNewsletterEdit(i.id)}>
                    {i.title}
                  </Link>{" "}
                  <Badge variant={i.status === "draft" ? "secondary" : "default"}>{STATUS_LABEL[i.status]}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {i.sentAt ? `Sent ${formatInstant(i.sentAt, "PP")}` : `Edited ${formatInstant(i.updatedAt, "PP")}`}
                </p>
              </div>
              {i.status !== "draft" && (
                <p className="text-sm text-muted-foreground">
                  {i.figures.sent} of {i.figures.recipients} sent · {i.figures.failed} failed · {i.figures.unsubscribedSince} unsubscribed
                  since
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
