import type { ReviewItemDto } from "@common/moderation.schema";

/**
 * What an edit of a published article changes, for the review queue (docs/decisions/041): the title
 * and the text, paragraph by paragraph (longest common subsequence), as plain text — the stored HTML is
 * sanitized, but the reviewer reads words here, not markup.
 */

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** The article's HTML as paragraphs of plain text. */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre|\/div|\/tr)\b[^>]*>/gi, "\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "\n[image: $1]\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .split("\n")
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export type DiffLine = { op: "same" | "added" | "removed"; text: string };

/** A paragraph diff of two texts (LCS; articles have at most a few hundred paragraphs). */
export function diffParagraphs(before: string[], after: string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[i] === after[j]) {
      out.push({ op: "same", text: before[i]! });
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      out.push({ op: "removed", text: before[i++]! });
    } else {
      out.push({ op: "added", text: after[j++]! });
    }
  }
  return out;
}

export function RevisionDiff({ revision }: { revision: NonNullable<ReviewItemDto["revision"]> }) {
  const { published, proposed } = revision;
  const lines = diffParagraphs(paragraphsOf(published.content), paragraphsOf(proposed.content));
  const changed = lines.filter((l) => l.op !== "same").length;
  return (
    <div className="space-y-2 text-sm" data-testid="revision-diff">
      {published.title !== proposed.title ? (
        <p className="break-words">
          <span className="font-medium">Title: </span>
          <del className="bg-destructive/10 text-destructive">{published.title}</del>
          <span aria-hidden="true"> → </span>
          <ins className="bg-green-500/10 text-green-800 no-underline dark:text-green-300">{proposed.title}</ins>
        </p>
      ) : (
        <p className="text-muted-foreground">Title unchanged</p>
      )}
      <details open={lines.length <= 12}>
        <summary className="cursor-pointer text-primary">
          {changed === 0 ? "Text unchanged" : `${changed} paragraph${changed === 1 ? "" : "s"} changed`} (of {lines.length})
        </summary>
        <ol className="mt-2 max-h-80 space-y-1 overflow-y-auto rounded-md border p-2" aria-label="Changes to the text">
          {lines.map((l, k) => (
            <li
              key={k}
              className={
                l.op === "added"
                  ? "break-words rounded bg-green-500/10 px-1 text-green-900 dark:text-green-200"
                  : l.op === "removed"
                    ? "break-words rounded bg-destructive/10 px-1 text-destructive line-through"
                    : "break-words px-1 text-muted-foreground"
              }
            >
              {l.op !== "same" && <span className="sr-only">{l.op === "added" ? "Added: " : "Removed: "}</span>}
              <span aria-hidden="true" className="mr-1 font-mono">
                {l.op === "added" ? "+" : l.op === "removed" ? "−" : " "}
              </span>
              {l.text}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
