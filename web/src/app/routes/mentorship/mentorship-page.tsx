import { Page } from "@/components/layout/page";

export default function Component() {
  return <Page title="Mentorship Program" />;
}
