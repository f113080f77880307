import { INBOX_KINDS, type InboxKind, type InboxPage } from "@common/admin.schema";
import { format } from "date-fns";
import { Download, Search } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { inboxExportUrl, useInbox } from "@/features/admin/api/admin";

const LABELS: Record<InboxKind, string> = { contact: "Contact messages", sponsors: "Sponsor inquiries", newsletter: "Newsletter" };
const when = (iso: string) => format(new Date(iso), "PP p");

function Items({ data }: { data: InboxPage }) {
  if (data.items.length === 0) return <p className="p-4 text-muted-foreground">Nothing here.</p>;
  if (data.kind === "contact")
    return (
      <ul className="divide-y">
        {data.items.map((m) => (
          <li key={m.id} className="space-y-1 p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <p className="font-medium break-words">{m.subject}</p>
              <time className="shrink-0 text-xs text-muted-foreground" dateTime={m.createdAt}>
                {when(m.createdAt)}
              </time>
            </div>
            <p className="text-sm text-muted-foreground break-all">
              {m.name} ·{" "}
              <a className="underline" href={`mailto:${m.email}`}>
                {m.email}
              </a>
            </p>
            <p className="whitespace-pre-wrap break-words text-sm">{m.message}</p>
          </li>
        ))}
      </ul>
    );
  if (data.kind === "sponsors")
    return (
      <ul className="divide-y">
        {data.items.map((s) => (
          <li key={s.id} className="space-y-1 p-4">
            <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
              <p className="font-medium break-words">
                {s.companyName}{" "}
                <Badge variant="secondary" className="ml-1 capitalize">
                  {s.tier}
                </Badge>
              </p>
              <time className="shrink-0 text-xs text-muted-foreground" dateTime={s.createdAt}>
                {when(s.createdAt)}
              </time>
            </div>
            <p className="text-sm text-muted-foreground break-all">
              {s.firstName} {s.lastName} ·{" "}
              <a className="underline" href={`mailto:${s.email}`}>
                {s.email}
              </a>{" "}
              · {s.phone}
            </p>
            {s.comments && <p className="whitespace-pre-wrap break-words text-sm">{s.comments}</p>}
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="divide-y">
      {data.items.map((s) => (
        <li key={s.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="break-all font-medium">{s.email}</p>
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            {s.confirmed ? <Badge>Confirmed</Badge> : <Badge variant="outline">Awaiting confirmation</Badge>}
            <time dateTime={s.createdAt}>{when(s.createdAt)}</time>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Component() {
  const [kind, setKind] = useState<InboxKind>("contact");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useInbox(kind, q.trim(), page);
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Inbox</h1>
      <Tabs
        value={kind}
        onValueChange={(k) => {
          setKind(k as InboxKind);
          setPage(1);
        }}
        className="mb-4 overflow-x-auto"
      >
        <TabsList>
          {INBOX_KINDS.map((k) => (
            <TabsTrigger key={k} value={k}>
              {LABELS[k]}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative w-full max-w-md">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label={`Search ${LABELS[kind].toLowerCase()}`}
            placeholder="Search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <Button variant="outline" asChild>
          <a href={inboxExportUrl(kind, q.trim())} download>
            <Download /> Export CSV
          </a>
        </Button>
      </div>
      {isLoading ? (
        <Loading text="Loading..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to load the inbox
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">
            {data.kind === "newsletter"
              ? `${data.total} subscribers (${data.confirmedTotal} confirmed)`
              : `${data.total} ${data.total === 1 ? "entry" : "entries"}`}
          </p>
          <div className="rounded-md border">
            <Items data={data} />
          </div>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
