import { cn } from "@/lib/utils";

/** A button of the editor's toolbar (pressed state, keeps the editor's focus and selection). */
export function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
      // A click keeps the focus (and the selection) in the editor: the button does not take it, so the
      // next keystroke types into the text (a space would otherwise press the button again).
      onMouseDown={(e) => e.preventDefault()}
      className={cn(
        "cursor-pointer rounded p-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
        active && "bg-accent text-accent-foreground",
      )}
    >
      {children}
    </button>
  );
}
