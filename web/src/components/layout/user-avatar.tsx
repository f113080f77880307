import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** Header avatar: the avatar image, else the first two letters of the e-mail, else U. */
export function UserAvatar({ avatarUrl, email, className }: { avatarUrl?: string | null; email?: string | null; className?: string }) {
  const fallback = email ? email.slice(0, 2).toUpperCase() : "U";
  return (
    <Avatar className={cn("h-9 w-9", className)}>
      {avatarUrl && <AvatarImage src={avatarUrl} alt="" />}
      <AvatarFallback>{fallback}</AvatarFallback>
    </Avatar>
  );
}
