import { hasCapability } from "@common/roles";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useMe } from "@/lib/me";
import { errorMessage } from "@/lib/api-client";
import { useBecomeMentor } from "../api/mentorship";

/** "Apply to become a mentor" on /profile (needs a bio and at least one expertise). */
export function BecomeMentorCard() {
  const { me } = useMe();
  const apply = useBecomeMentor();
  if (!me) return null;
  if (hasCapability(me.user, "mentor", "admin")) return null;
  const ready = Boolean(me.profile.bio?.trim()) && me.profile.expertise.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Become a mentor</CardTitle>
        <CardDescription>Share what you know with people breaking into AppSec. An admin reviews every application.</CardDescription>
      </CardHeader>
      <CardContent>
        {me.user.mentorApplication === "pending" ? (
          <p className="text-sm font-medium">Your mentor application is under review.</p>
        ) : (
          <>
            {!ready && (
              <p className="mb-3 text-sm text-muted-foreground">Add a bio and at least one area of expertise to your profile first.</p>
            )}
            <Button
              disabled={!ready || apply.isPending}
              onClick={async () => {
                try {
                  await apply.mutateAsync();
                  toast.success("Your mentor application has been submitted");
                } catch (err) {
                  toast.error(errorMessage(err, "Failed to submit your mentor application"));
                }
              }}
            >
              Apply to become a mentor
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
