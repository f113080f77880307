import { OFFERING_CATEGORIES } from "@common/offerings.schema";
import { Mail, Pencil, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { loginWithRedirect, paths } from "@/config/paths";
import { offeringsParams, useOfferingMutations, useOfferings } from "@/features/offerings/api/offerings";
import { useMe } from "@/lib/me";
import { errorMessage } from "@/lib/api-client";

export default function Component() {
  const { me } = useMe();
  const [params, setParams] = useSearchParams();
  const fromUrl = offeringsParams(params);
  const category = fromUrl.category;
  const [q, setQ] = useState(fromUrl.q);
  const { offerings, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useOfferings(q.trim(), category);
  const { remove } = useOfferingMutations();
  const del = async (id: string) => {
    if (!window.confirm("Delete this offering?")) return;
    try {
      await remove.mutateAsync({ id });
      toast.success("Offering deleted");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete offering"));
    }
  };
  return (
    <Page
      title="Community Offerings"
      description="Training, consulting, tools, books and resources from community members."
      actions={
        me ? (
          <Button asChild>
            <Link to={paths.offeringsSubmit}>Submit Offering</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to={loginWithRedirect(paths.offeringsSubmit)}>Sign in to Submit</Link>
          </Button>
        )
      }
    >
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            className="pl-9"
            aria-label="Search offerings"
            placeholder="Search offerings by title"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <Select value={category} onValueChange={(v) => setParams(v === "All" ? {} : { category: v }, { replace: true })}>
          <SelectTrigger className="sm:w-48" aria-label="Category">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {["All", ...OFFERING_CATEGORIES].map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }).map((_, i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : offerings.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No offerings found</p>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {offerings.map((o) => (
              <Card key={o.id} className="flex flex-col overflow-hidden">
                {o.imageUrl && <img src={o.imageUrl} alt="" loading="lazy" className="h-36 w-full object-cover" />}
                <CardHeader>
                  <div className="flex items-start justify-between gap-2">
                    <CardTitle className="text-lg">{o.title}</CardTitle>
                    <div className="flex shrink-0 flex-col items-end gap-1">
                      <Badge variant="secondary">{o.category}</Badge>
                      {o.status === "pending" && <Badge variant="outline">Pending review</Badge>}
                      {o.status === "rejected" && <Badge variant="destructive">Not approved</Badge>}
                    </div>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    By {o.author.fullName}
                    {o.price ? ` · ${o.price}` : ""}
                  </p>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-3 text-sm">
                  <p className="text-muted-foreground">{o.description}</p>
                  {/* The owner sees why it was not approved, and corrects it (docs/decisions/083). */}
                  {o.rejectionReason && (
                    <p className="rounded-md border border-destructive/50 bg-destructive/5 p-2 text-sm">
                      <span className="font-medium">Reviewer's reason:</span> {o.rejectionReason}
                    </p>
                  )}
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" asChild>
                      <a href={`mailto:${o.contactInfo}?subject=${encodeURIComponent(o.title)}`}>
                        <Mail /> Contact
                      </a>
                    </Button>
                    {o.canEdit && (
                      <Button size="sm" variant={o.status === "rejected" ? "default" : "outline"} asChild>
                        <Link
                          to={paths.offeringEdit(o.id)}
                          aria-label={`${o.status === "rejected" ? "Edit and resubmit" : "Edit"} ${o.title}`}
                        >
                          <Pencil /> {o.status === "rejected" ? "Edit and resubmit" : "Edit"}
                        </Link>
                      </Button>
                    )}
                    {o.canDelete &&
                      (o.author.id === me?.user.id ? (
                        <Button size="sm" variant="ghost" onClick={() => void del(o.id)} aria-label={`Delete ${o.title}`}>
                          <Trash2 />
                        </Button>
                      ) : (
                        <StaffReasonDialog
                          id={`delete-offering-${o.id}`}
                          trigger="Delete"
                          triggerContent={<Trash2 />}
                          triggerLabel={`Delete ${o.title}`}
                          title={`Delete "${o.title}"?`}
                          description="The author is mailed the reason and the deletion is recorded in the staff log."
                          confirm="Delete offering"
                          done="Offering deleted"
                          failed="Failed to delete offering"
                          destructive
                          onConfirm={(reason) => remove.mutateAsync({ id: o.id, reason })}
                        />
                      ))}
                  </div>
                </CardContent>
              </Card>
            ))}
          </div>
          <LoadMore query={{ hasNextPage, isFetchingNextPage, fetchNextPage }} label="Load more offerings" />
        </>
      )}
    </Page>
  );
}
