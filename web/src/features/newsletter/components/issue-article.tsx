import { useFormatInstant } from "@/lib/dates";

/** An issue as the archive shows it (and the editor's web preview). Its HTML was sanitized by the server before it was stored. */
export function IssueArticle({ title, content, sentAt }: { title: string; content: string; sentAt: string | null }) {
  const formatInstant = useFormatInstant();
  return (
    <article>
      <h1 className="mb-3 text-3xl font-bold break-words md:text-4xl">{title}</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        {sentAt ? <time dateTime={sentAt}>{formatInstant(sentAt, "MMMM d, yyyy")}</time> : "Not sent yet"}
      </p>
      <div className="prose-article break-words" dangerouslySetInnerHTML={{ __html: content }} />
    </article>
  );
}
