import { useSearchParams } from "react-router";
import { UnlockSignInPanel } from "@/features/auth/components/unlock-sign-in-panel";

/** The link page of the sign-in-paused mail (docs/decisions/055). */
export default function Component() {
  const [params] = useSearchParams();
  return (
    <div className="flex justify-center px-4 py-12 md:py-16">
      <UnlockSignInPanel token={params.get("token")} />
    </div>
  );
}
