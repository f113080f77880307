import type { ArticleSummaryDto } from "@common/blog.schema";
import { PenLine } from "lucide-react";
import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { useMyArticles, usePendingArticles, usePublishedArticles } from "@/features/blog/api/blog";
import { ArticleCard } from "@/features/blog/components/article-card";
import { useMe } from "@/lib/me";

function Grid({
  list,
  loading,
  skeletons,
  showStatus,
  empty,
}: {
  list?: ArticleSummaryDto[];
  loading: boolean;
  skeletons: number;
  showStatus?: boolean;
  empty: React.ReactNode;
}) {
  if (loading)
    return (
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: skeletons }).map((_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    );
  if (!list || list.length === 0) return <div className="rounded-lg border p-8 text-center text-muted-foreground">{empty}</div>;
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {list.map((a) => (
        <ArticleCard key={a.id} a={a} showStatus={showStatus} />
      ))}
    </div>
  );
}

function Published({ published }: { published: ReturnType<typeof usePublishedArticles> }) {
  return (
    <div className="space-y-6">
      <Grid list={published.articles} loading={published.isLoading} skeletons={6} empty="No articles yet." />
      {published.hasMore && (
        <div className="text-center">
          <Button variant="outline" onClick={published.loadMore} disabled={published.loadingMore}>
            {published.loadingMore ? "Loading..." : "Load more articles"}
          </Button>
        </div>
      )}
    </div>
  );
}

export default function Component() {
  const { me } = useMe();
  const published = usePublishedArticles();
  const mine = useMyArticles(Boolean(me));
  const pending = usePendingArticles(me?.user.role === "admin");
  return (
    <Page
      title="Blog"
      description="Write-ups, roadmaps and lessons learned from the AppSec community."
      actions={
        <Button asChild>
          <Link to={paths.blogSubmit}>
            <PenLine /> Write Article
          </Link>
        </Button>
      }
    >
      {me ? (
        <Tabs defaultValue="published">
          <TabsList>
            <TabsTrigger value="published">Published Articles</TabsTrigger>
            <TabsTrigger value="mine">My Articles</TabsTrigger>
            {me.user.role === "admin" && <TabsTrigger value="pending">Pending Review</TabsTrigger>}
          </TabsList>
          <TabsContent value="published">
            <Published published={published} />
          </TabsContent>
          <TabsContent value="mine">
            <Grid
              list={mine.data?.articles}
              loading={mine.isLoading}
              skeletons={3}
              showStatus
              empty={
                <>
                  You have not written any articles yet.{" "}
                  <Link className="text-primary underline" to={paths.blogSubmit}>
                    Write your first one
                  </Link>
                  .
                </>
              }
            />
          </TabsContent>
          {me.user.role === "admin" && (
            <TabsContent value="pending">
              <Grid
                list={pending.data?.articles}
                loading={pending.isLoading}
                skeletons={3}
                showStatus
                empty="Nothing waiting for review."
              />
            </TabsContent>
          )}
        </Tabs>
      ) : (
        <>
          <Published published={published} />
          <p className="mt-8 text-center text-sm text-muted-foreground">
            Want to share what you learned?{" "}
            <Link className="text-primary underline" to={paths.login}>
              Login
            </Link>{" "}
            or{" "}
            <Link className="text-primary underline" to={paths.join}>
              Sign up
            </Link>{" "}
            to write an article.
          </p>
        </>
      )}
    </Page>
  );
}
