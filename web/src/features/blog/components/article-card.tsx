import { ARTICLE_STATUS_LABEL, statusBadgeVariant, type ArticleSummaryDto } from "@common/blog.schema";
import { useFormatInstant } from "@/lib/dates";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

export function ArticleCard({ a, showStatus }: { a: ArticleSummaryDto; showStatus?: boolean }) {
  const formatInstant = useFormatInstant();
  return (
    <Card className="flex flex-col overflow-hidden">
      {a.imageUrl && <img src={a.imageUrl} alt="" loading="lazy" className="h-40 w-full object-cover" />}
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="text-lg">
            <Link to={paths.blogPost(a.slug)} className="hover:underline">
              {a.title}
            </Link>
          </CardTitle>
          {showStatus && <Badge variant={statusBadgeVariant(a.status)}>{ARTICLE_STATUS_LABEL[a.status]}</Badge>}
        </div>
        <p className="text-xs text-muted-foreground">
          {a.author.fullName} · {formatInstant(a.publishedAt ?? a.createdAt, "MMM d, yyyy")}
        </p>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">{a.excerpt}</CardContent>
    </Card>
  );
}
