import { useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { FeedbackPanel } from "@/features/matching/components/feedback-form";

/** The link page of a session's feedback mail (docs/decisions/040-session-feedback.md): no sign-in, the token is signed. */
export default function Component() {
  const [params] = useSearchParams();
  return (
    <Page>
      <FeedbackPanel token={params.get("token")} />
    </Page>
  );
}
