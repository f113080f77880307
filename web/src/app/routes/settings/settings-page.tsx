import { ArrowLeft } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { CalendarFeedCard } from "@/features/calendar/components/calendar-feed-card";
import { SavedSearchesCard } from "@/features/alerts/components/saved-searches-card";
import { BillingPanel } from "@/features/billing/components/billing-panel";
import {
  DeleteAccountCard,
  DownloadDataCard,
  EmailChangeCard,
  EmailChangeConfirmCard,
  PasswordResetCard,
} from "@/features/profiles/components/account-actions";
import { NotificationPreferencesCard } from "@/features/profiles/components/notification-preferences-card";
import { useMe } from "@/lib/me";

export default function Component() {
  const { me } = useMe();
  const [params, setParams] = useSearchParams();
  if (!me) return <Loading />;
  const tab = ["billing", "notifications", "security", "calendar", "advanced"].includes(params.get("tab") ?? "")
    ? params.get("tab")!
    : "billing";
  return (
    <Page title="Account Settings">
      <Button variant="ghost" asChild className="mb-4">
        <Link to={paths.profile}>
          <ArrowLeft /> Back to Profile
        </Link>
      </Button>
      <Tabs value={tab} onValueChange={(t) => setParams({ tab: t }, { replace: true })}>
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
          <TabsTrigger value="advanced">Advanced</TabsTrigger>
        </TabsList>
        <TabsContent value="billing">
          <BillingPanel role={me.user.role} />
        </TabsContent>
        <TabsContent value="notifications" className="space-y-6">
          <NotificationPreferencesCard />
          <SavedSearchesCard />
        </TabsContent>
        <TabsContent value="security" className="space-y-6">
          {params.get("emailToken") && (
            <EmailChangeConfirmCard token={params.get("emailToken")!} onDone={() => setParams({ tab: "security" }, { replace: true })} />
          )}
          <EmailChangeCard email={me.user.email} />
          <PasswordResetCard email={me.user.email} />
        </TabsContent>
        <TabsContent value="calendar">
          <CalendarFeedCard />
        </TabsContent>
        <TabsContent value="advanced" className="space-y-6">
          <DownloadDataCard />
          <DeleteAccountCard />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
