import { editorLinkSchema } from "@common/blog.schema";
import type { Editor } from "@tiptap/react";
import { Link as LinkIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogForm, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useServerForm } from "@/lib/use-server-form";
import { ToolbarButton } from "./toolbar-button";

/**
 * The editor's Link button: a dialog with the address (the link under the cursor filled in), checked on
 * the field like every form (docs/decisions/043), applied to the selection or the link under the cursor;
 * "Remove link" where there is one. Replaces the browser's prompt, which could not show an error, be
 * styled, or be reached by screen readers as a form.
 */
export function LinkToolbarButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useServerForm(editorLinkSchema, { defaultValues: { href: "" } });
  const show = () => {
    reset({ href: (editor.getAttributes("link").href as string | undefined) ?? "https://" });
    setOpen(true);
  };
  const apply = handleSubmit(({ href }) => {
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setOpen(false);
  });
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setOpen(false);
  };
  return (
    <>
      <ToolbarButton label="Link" active={active} onClick={show}>
        <LinkIcon className="h-4 w-4" />
      </ToolbarButton>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{active ? "Edit the link" : "Add a link"}</DialogTitle>
            <DialogDescription>The selected text links to this address.</DialogDescription>
          </DialogHeader>
          <DialogForm onSubmit={(e) => void apply(e)}>
            <Field id={id} label="Link address" error={errors.href?.message}>
              <Input type="url" inputMode="url" autoComplete="url" placeholder="https://…" {...register("href")} />
            </Field>
            <DialogFooter>
              {active && (
                <Button type="button" variant="outline" onClick={remove}>
                  Remove link
                </Button>
              )}
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Apply</Button>
            </DialogFooter>
          </DialogForm>
        </DialogContent>
      </Dialog>
    </>
  );
}
