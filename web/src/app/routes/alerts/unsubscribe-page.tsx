import { useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { UnsubscribePanel } from "@/features/alerts/components/unsubscribe-panel";

/** The link page of a job alert or digest mail (mail clients with one-click support POST to the API). */
export default function Component() {
  const [params] = useSearchParams();
  return (
    <Page>
      <UnsubscribePanel token={params.get("token")} />
    </Page>
  );
}
