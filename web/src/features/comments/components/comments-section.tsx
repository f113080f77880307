import { COMMENT_MAX } from "@common/comments.schema";
import { formatDistanceToNow } from "date-fns";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { FlagButton } from "@/components/moderation/flag-button";
import { StaffReasonDialog } from "@/components/moderation/staff-reason-dialog";
import { loginWithRedirect } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { useMe } from "@/lib/me";
import { initials } from "@/lib/utils";
import { useCommentMutations, useComments } from "../api/comments";

/** Comments under an article: oldest first, 50 at a time with "Load more", plain text, own ones editable and deletable. */
export function CommentsSection({ postId, here }: { postId: string; here: string }) {
  const { me } = useMe();
  const { data, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useComments(postId);
  const comments = data?.pages.flatMap((p) => p.comments) ?? [];
  const { add, edit, remove, setHidden } = useCommentMutations(postId);
  const isAdmin = me?.user.role === "admin";
  const [text, setText] = useState("");
  const [editing, setEditing] = useState<{ id: string; content: string } | null>(null);

  const post = async () => {
    if (!me) return void toast.error("You must be logged in to comment");
    try {
      await add.mutateAsync(text.trim());
      setText("");
      toast.success("Comment added successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to add comment"));
    }
  };
  const save = async () => {
    if (!editing) return;
    try {
      await edit.mutateAsync({ id: editing.id, content: editing.content.trim() });
      setEditing(null);
      toast.success("Comment updated successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update comment"));
    }
  };
  const del = async (id: string) => {
    if (!window.confirm("Delete this comment?")) return;
    try {
      await remove.mutateAsync({ id });
      toast.success("Comment deleted successfully");
    } catch (err) {
      toast.error(errorMessage(err, "Failed to delete comment"));
    }
  };

  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-12 space-y-6">
      <h2 id="comments-title" className="text-2xl font-semibold">
        Comments ({comments.length}
        {hasNextPage ? "+" : ""})
      </h2>
      {isError && (
        <p role="alert" className="text-destructive">
          Failed to load comments
        </p>
      )}
      {me ? (
        <div className="space-y-2">
          <label htmlFor="new-comment" className="sr-only">
            Write a comment
          </label>
          <Textarea
            id="new-comment"
            placeholder="Share your thoughts"
            value={text}
            maxLength={COMMENT_MAX}
            onChange={(e) => setText(e.target.value)}
            rows={3}
          />
          <Button onClick={() => void post()} disabled={!text.trim() || add.isPending}>
            Post Comment
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link className="text-primary underline" to={loginWithRedirect(here)}>
            Log in
          </Link>{" "}
          to join the discussion.
        </p>
      )}
      <ul className="space-y-4">
        {comments.map((c) => (
          <li key={c.id} className="flex gap-3 rounded-lg border p-4">
            <Avatar className="h-9 w-9">
              {c.user.avatarUrl && <AvatarImage src={c.user.avatarUrl} alt="" />}
              <AvatarFallback>{initials(c.user.fullName, "A")}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="text-sm">
                <span className="font-medium">{c.user.fullName}</span>{" "}
                <span className="text-muted-foreground">· {formatDistanceToNow(new Date(c.createdAt), { addSuffix: true })}</span>
                {c.hidden && (
                  <Badge variant="destructive" className="ml-2">
                    Hidden by a moderator
                  </Badge>
                )}
              </p>
              {editing?.id === c.id ? (
                <div className="space-y-2">
                  <label htmlFor={`edit-${c.id}`} className="sr-only">
                    Edit comment
                  </label>
                  <Textarea
                    id={`edit-${c.id}`}
                    value={editing.content}
                    maxLength={COMMENT_MAX}
                    onChange={(e) => setEditing({ id: c.id, content: e.target.value })}
                    rows={3}
                  />
                  <div className="flex gap-2">
                    <Button size="sm" onClick={() => void save()} disabled={!editing.content.trim() || edit.isPending}>
                      Save
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </div>
                </div>
              ) : (
                <p className="whitespace-pre-wrap break-words text-sm">{c.content}</p>
              )}
              {me && me.user.id !== c.user.id && !c.hidden && editing?.id !== c.id && (
                <FlagButton targetKind="comment" targetId={c.id} label={`comment by ${c.user.fullName}`} />
              )}
              {(me?.user.id === c.user.id || isAdmin) && editing?.id !== c.id && (
                <div className="flex flex-wrap gap-2">
                  {me?.user.id === c.user.id && (
                    <Button size="sm" variant="ghost" onClick={() => setEditing({ id: c.id, content: c.content })}>
                      Edit
                    </Button>
                  )}
                  {me?.user.id === c.user.id ? (
                    <Button size="sm" variant="ghost" onClick={() => void del(c.id)}>
                      Delete
                    </Button>
                  ) : (
                    <StaffReasonDialog
                      id={`delete-${c.id}`}
                      trigger="Delete"
                      triggerLabel={`Delete the comment by ${c.user.fullName}`}
                      title={`Delete the comment by ${c.user.fullName}?`}
                      description="The author is mailed the reason and the deletion is recorded in the staff log. This cannot be undone."
                      confirm="Delete comment"
                      done="Comment deleted successfully"
                      failed="Failed to delete comment"
                      destructive
                      onConfirm={(reason) => remove.mutateAsync({ id: c.id, reason })}
                    />
                  )}
                  {isAdmin && (
                    <StaffReasonDialog
                      id={`visibility-${c.id}`}
                      trigger={c.hidden ? "Show" : "Hide"}
                      triggerLabel={`${c.hidden ? "Show" : "Hide"} the comment by ${c.user.fullName}`}
                      title={c.hidden ? `Show the comment by ${c.user.fullName} again?` : `Hide the comment by ${c.user.fullName}?`}
                      description={
                        c.hidden
                          ? "Visitors see it again. The author is mailed the reason and the change is recorded in the staff log."
                          : "Only its author and admins will see it. The author is mailed the reason and the change is recorded in the staff log."
                      }
                      confirm={c.hidden ? "Show comment" : "Hide comment"}
                      done={c.hidden ? "Comment shown again" : "Comment hidden"}
                      failed="Failed to update comment"
                      onConfirm={(reason) => setHidden.mutateAsync({ id: c.id, hidden: !c.hidden, reason })}
                    />
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading…" : "Load more comments"}
          </Button>
        </div>
      )}
    </section>
  );
}
