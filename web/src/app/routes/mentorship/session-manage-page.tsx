import { useParams, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { SessionLinkPanel } from "@/features/mentorship/components/session-link-panel";

/** The page of a session mail's reschedule/cancel link (docs/decisions/085): no sign-in, the token is signed. */
export default function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  return (
    <Page>
      <SessionLinkPanel id={id} token={params.get("token") ?? ""} />
    </Page>
  );
}
