import type { ArticleInput } from "@common/blog.schema";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RichTextEditor } from "@/components/ui/rich-text-editor";

/** Title, rich-text content and optional cover image URL. */
/**
 * Title, rich-text content and optional cover image URL. `submitLabel` is the main button; with
 * `secondaryLabel` a second button (e.g. "Save draft") calls onSubmit with `secondary: true`.
 */
export function ArticleForm({
  initial,
  submitLabel,
  secondaryLabel,
  onSubmit,
}: {
  initial?: ArticleInput;
  submitLabel: string;
  secondaryLabel?: string;
  onSubmit: (v: ArticleInput, secondary: boolean) => Promise<void>;
}) {
  const [title, setTitle] = useState(initial?.title ?? "");
  const [content, setContent] = useState(initial?.content ?? "");
  const [imageUrl, setImageUrl] = useState(initial?.imageUrl ?? "");
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const secondary = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("data-secondary") === "true";
    if (!title.trim() || !content.replace(/<[^>]*>/g, "").trim()) {
      setMissing(true);
      toast.error("Please fill in all required fields");
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ title: title.trim(), content, imageUrl: imageUrl.trim() || null }, secondary);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="article-title">Title</Label>
        <Input
          id="article-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={missing && !title.trim() ? true : undefined}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="article-content">Content</Label>
        <RichTextEditor id="article-content" value={content} onChange={setContent} invalid={missing && !content} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="article-image">Cover image URL (optional)</Label>
        <Input id="article-image" type="url" placeholder="https://" value={imageUrl} onChange={(e) => setImageUrl(e.target.value)} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {secondaryLabel && (
          <Button type="submit" variant="outline" data-secondary="true" disabled={busy}>
            {secondaryLabel}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
