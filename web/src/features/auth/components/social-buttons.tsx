import { SOCIAL_PROVIDERS } from "@common/auth.schema";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";

/** Google / GitHub / LinkedIn sign-in; works when the provider is configured on the server. */
export function SocialButtons({ callbackURL = "/" }: { callbackURL?: string }) {
  const signInWith = async (provider: (typeof SOCIAL_PROVIDERS)[number]) => {
    try {
      const res = await authClient.signIn.social({ provider: provider.id, callbackURL });
      if (res.error) throw new Error(res.error.message);
    } catch {
      toast.error(`Failed to sign in with ${provider.label}`);
    }
  };
  return (
    <div className="space-y-3">
      <div className="relative text-center text-xs uppercase text-muted-foreground">
        <span className="bg-card px-2">Or continue with</span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {SOCIAL_PROVIDERS.map((p) => (
          <Button key={p.id} variant="outline" onClick={() => void signInWith(p)}>
            {p.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
