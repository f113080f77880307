import type { PickerItem } from "@common/newsletter.schema";
import type { Editor } from "@tiptap/react";
import { Newspaper } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ToolbarButton } from "@/components/ui/toolbar-button";
import { Loading } from "@/components/ui/spinner";
import { usePicker } from "../api/issues";

const GROUPS: [PickerItem["kind"], string][] = [
  ["article", "Recent articles"],
  ["event", "Upcoming events"],
  ["job", "Open jobs"],
];

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The card an item becomes in the issue: its title linked to its page, and one line under it. */
export const cardHtml = (item: PickerItem) =>
  `<p><a href="${escape(item.path)}"><strong>${escape(item.title)}</strong></a>${item.detail ? `<br>${escape(item.detail)}` : ""}</p>`;

/** The editor's button that inserts recent articles, upcoming events and open jobs as linked cards. */
export function PickerButton({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const { data, isLoading } = usePicker(open);
  return (
    <>
      <ToolbarButton label="Insert article, event or job" onClick={() => setOpen(true)}>
        <Newspaper className="h-4 w-4" />
      </ToolbarButton>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[85vh] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Insert from the site</DialogTitle>
            <DialogDescription>Each item is inserted at the cursor as a link to its page.</DialogDescription>
          </DialogHeader>
          {isLoading && <Loading text="Loading..." />}
          {data &&
            GROUPS.map(([kind, heading]) => {
              const items = data.items.filter((i) => i.kind === kind);
              return (
                <section key={kind} aria-label={heading} className="space-y-2">
                  <h3 className="font-semibold">{heading}</h3>
                  {items.length === 0 ? (
                    <p className="text-sm text-muted-foreground">None at the moment.</p>
                  ) : (
                    <ul className="space-y-2">
                      {items.map((item) => (
                        <li key={item.path} className="flex items-start justify-between gap-2">
                          <div className="min-w-0">
                            <p className="font-medium break-words">{item.title}</p>
                            <p className="text-xs text-muted-foreground break-words">{item.detail}</p>
                          </div>
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            aria-label={`Insert ${item.title}`}
                            onClick={() => {
                              editor.chain().focus().insertContent(cardHtml(item)).run();
                              setOpen(false);
                            }}
                          >
                            Insert
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
        </DialogContent>
      </Dialog>
    </>
  );
}
