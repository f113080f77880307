import { ISSUE_MESSAGES, issueInputSchema, type IssueDto, type IssueInput } from "@common/newsletter.schema";
import { useState } from "react";
import { Controller } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { useIssueMutations, useIssuePreview } from "../api/issues";
import { IssueArticle } from "./issue-article";
import { PickerButton } from "./picker-button";

/** "November 2026: what's new" → "november-2026-what-s-new". */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    // The accents NFKD split off ("é" → "e" + U+0301) go; what is left that is not a letter or digit is a hyphen.
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100);

/**
 * The compose screen: title, slug and the blog's rich-text editor with a picker of articles, events and
 * jobs; once saved, the preview as a mail and as the web page, "Send a test to me" and the send itself
 * (after a confirmation naming the number of confirmed subscribers).
 */
export function IssueComposer({
  issue,
  confirmedSubscribers,
  onCreated,
}: {
  issue?: IssueDto;
  confirmedSubscribers: number;
  onCreated: (id: string) => void;
}) {
  const m = useIssueMutations();
  const [slugTouched, setSlugTouched] = useState(Boolean(issue));
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
    applyServerErrors,
    reset,
  } = useServerForm(issueInputSchema, {
    defaultValues: { title: issue?.title ?? "", slug: issue?.slug ?? "", content: issue?.content ?? "" },
  });
  const preview = useIssuePreview(issue?.id, true);
  const values = watch();

  const save = handleSubmit(
    async (input: IssueInput) => {
      try {
        if (issue) {
          const saved = await m.update.mutateAsync({ id: issue.id, input });
          reset({ title: saved.title, slug: saved.slug, content: saved.content });
          toast.success("Draft saved");
        } else {
          const created = await m.create.mutateAsync(input);
          toast.success("Draft saved");
          onCreated(created.id);
        }
      } catch (err) {
        if (!applyServerErrors(err)) toast.error(errorMessage(err, "Failed to save the draft"));
      }
    },
    () => toast.error("Please fill in all required fields"),
  );

  const sendTest = async () => {
    if (!issue) return;
    try {
      await m.test.mutateAsync(issue.id);
      toast.success(ISSUE_MESSAGES.testSent);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to send the test"));
    }
  };

  const send = async () => {
    if (!issue) return;
    setConfirming(false);
    try {
      await m.send.mutateAsync(issue.id);
      toast.success("The issue is being sent");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to send the issue"));
    }
  };

  const contentError = errors.content?.message;
  const titleField = register("title");
  return (
    <div className="space-y-8">
      <form method="post" onSubmit={(e) => void save(e)} noValidate className="space-y-4" aria-label="Issue">
        <Field id="issue-title" label="Title" error={errors.title?.message}>
          <Input
            {...titleField}
            onChange={(e) => {
              void titleField.onChange(e);
              if (!slugTouched) setValue("slug", slugOf(e.target.value), { shouldDirty: true });
            }}
          />
        </Field>
        <Field id="issue-slug" label="Slug (the address of the issue in the archive: /newsletter/…)" error={errors.slug?.message}>
          <Input {...register("slug", { onChange: () => setSlugTouched(true) })} />
        </Field>
        <div className="space-y-2">
          <Label htmlFor="issue-content">Content</Label>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id="issue-content"
                label="Issue content"
                value={field.value ?? ""}
                onChange={field.onChange}
                invalid={Boolean(contentError)}
                describedBy={contentError ? "issue-content-error" : undefined}
                extraTools={(editor) => <PickerButton editor={editor} />}
              />
            )}
          />
          {contentError && (
            <p id="issue-content-error" role="alert" className="text-sm font-medium text-destructive">
              {contentError}
            </p>
          )}
        </div>
        {errors.root?.server && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save draft"}
        </Button>
      </form>

      {issue && (
        <section aria-labelledby="issue-preview-heading" className="space-y-3">
          <h2 id="issue-preview-heading" className="text-xl font-semibold">
            Preview
          </h2>
          {isDirty && <p className="text-sm text-muted-foreground">The preview shows the saved draft: save to see your changes.</p>}
          <Tabs defaultValue="mail">
            <TabsList>
              <TabsTrigger value="mail">As mail</TabsTrigger>
              <TabsTrigger value="web">As web page</TabsTrigger>
            </TabsList>
            <TabsContent value="mail">
              {preview.data ? (
                <div className="space-y-2">
                  <p className="text-sm">
                    <span className="text-muted-foreground">Subject:</span> {preview.data.subject}
                  </p>
                  {/* No scripts, no same origin: the mail's HTML is shown as a mail client would. */}
                  <iframe
                    title="Mail preview"
                    sandbox=""
                    srcDoc={preview.data.html}
                    className="h-[480px] w-full rounded-md border bg-white"
                  />
                </div>
              ) : (
                <Loading text="Loading preview..." />
              )}
            </TabsContent>
            <TabsContent value="web">
              <div className="rounded-md border p-4">
                <IssueArticle title={issue.title} content={issue.content} sentAt={issue.sentAt} />
              </div>
            </TabsContent>
          </Tabs>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="button" variant="outline" disabled={m.test.isPending} onClick={() => void sendTest()}>
              Send a test to me
            </Button>
            <Button type="button" disabled={m.send.isPending || isDirty} onClick={() => setConfirming(true)}>
              Send to subscribers
            </Button>
          </div>
          <AlertDialog open={confirming} onOpenChange={setConfirming}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Send “{values.title || issue.title}”?</AlertDialogTitle>
                <AlertDialogDescription>
                  It goes to {confirmedSubscribers} confirmed {confirmedSubscribers === 1 ? "subscriber" : "subscribers"}, once, and can no
                  longer be edited.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction onClick={() => void send()}>Send now</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </section>
      )}
    </div>
  );
}
