import { Link, useSearchParams } from "react-router";
import { profileBadge } from "@common/profiles.schema";
import { isVerifiedContractor } from "@common/roles";
import { Page } from "@/components/layout/page";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { MyApplicationsCard } from "@/features/applications/components/my-applications-card";
import { BillingPanel } from "@/features/billing/components/billing-panel";
import { VerificationTab } from "@/features/contractors/components/verification-tab";
import { MenteeStatusCard } from "@/features/matching/components/mentee-status-card";
import { MentorMatchingCard } from "@/features/matching/components/mentor-matching-card";
import { AvailabilityCard } from "@/features/mentorship/components/availability-card";
import { BecomeMentorCard } from "@/features/mentorship/components/become-mentor-card";
import { SessionsTab } from "@/features/mentorship/components/sessions-tab";
import { DeleteAccountCard, PasswordResetCard } from "@/features/profiles/components/account-actions";
import { ProfileCard } from "@/features/profiles/components/profile-card";
import { ProfileForm } from "@/features/profiles/components/profile-form";
import { useMe } from "@/lib/me";

const TABS = ["appointments", "edit", "contractor", "billing", "settings", "preview"] as const;

export default function Component() {
  const { me, isLoading } = useMe();
  const [params, setParams] = useSearchParams();
  if (isLoading || !me) return <Loading />;
  const role = me.user.role;
  const isMentor = role === "mentor" || role === "admin";
  const canPreview = isMentor || isVerifiedContractor({ plan: me.user.plan, isVerifiedContractor: me.profile.isVerifiedContractor });
  const upgrade = params.get("upgrade");
  const requested = params.get("tab");
  const tab = upgrade
    ? "billing"
    : TABS.includes(requested as (typeof TABS)[number]) && (requested !== "preview" || canPreview)
      ? requested!
      : "appointments";
  const select = (t: string) => setParams({ tab: t }, { replace: true });
  return (
    <Page
      title="Your Profile"
      description={me.user.email}
      actions={<Badge aria-label={`Plan: ${profileBadge(role)}`}>{profileBadge(role)}</Badge>}
    >
      <Tabs value={tab} onValueChange={select}>
        <TabsList className="mb-2">
          <TabsTrigger value="appointments">{isMentor ? "Sessions" : "Appointments"}</TabsTrigger>
          <TabsTrigger value="edit">Edit Profile</TabsTrigger>
          <TabsTrigger value="contractor">Verification</TabsTrigger>
          <TabsTrigger value="billing">Billing</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
          {canPreview && (
            <TabsTrigger value="preview" className="hidden md:inline-flex">
              Preview
            </TabsTrigger>
          )}
        </TabsList>
        <TabsContent value="appointments" className="space-y-6">
          <MenteeStatusCard />
          <SessionsTab />
          <MyApplicationsCard />
          {isMentor && <AvailabilityCard />}
          {isMentor && <MentorMatchingCard />}
        </TabsContent>
        <TabsContent value="edit" className="space-y-6">
          <ProfileForm profile={me.profile} key={me.profile.id} />
          <BecomeMentorCard />
        </TabsContent>
        <TabsContent value="contractor">
          <VerificationTab />
        </TabsContent>
        <TabsContent value="billing">
          <BillingPanel role={role} highlight={upgrade} showLinks />
        </TabsContent>
        <TabsContent value="settings" className="space-y-4">
          <PasswordResetCard email={me.user.email} />
          <DeleteAccountCard />
          <Button variant="outline" asChild>
            <Link to={paths.settings}>All account settings</Link>
          </Button>
        </TabsContent>
        {canPreview && (
          <TabsContent value="preview">
            <ProfileCard profile={me.profile} plan={me.user.plan} />
          </TabsContent>
        )}
      </Tabs>
    </Page>
  );
}
