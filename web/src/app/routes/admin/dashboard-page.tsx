import { Briefcase, CalendarDays, ClipboardCheck, UserCheck, Users } from "lucide-react";
import { Link } from "react-router";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAdminStats } from "@/features/admin/api/admin";
import { MatchingFigures } from "@/features/matching/components/matching-figures";

export default function Component() {
  const { data } = useAdminStats();
  const stats = [
    { label: "Total Users", value: data?.totalUsers, icon: Users },
    { label: "Active Jobs", value: data?.activeJobs, icon: Briefcase },
    { label: "Mentors", value: data?.mentors, icon: UserCheck },
    { label: "Pending Reviews", value: data?.pendingReviews, icon: ClipboardCheck },
  ];
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Admin Dashboard</h1>
      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle as="h2" className="text-sm font-medium">
                {s.label}
              </CardTitle>
              <s.icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent className="text-3xl font-bold">{s.value ?? "…"}</CardContent>
          </Card>
        ))}
      </div>
      {data && (
        <p className="mb-6 text-sm text-muted-foreground">
          Pending: {data.breakdown.pendingJobs} jobs, {data.breakdown.pendingArticles} articles, {data.breakdown.mentorApplicants} mentor
          applications, {data.breakdown.pendingContractorRequests} contractor requests.
        </p>
      )}
      {data?.eventAttendance && (
        <p className="mb-6 text-sm text-muted-foreground">
          Event attendance, last 30 days: {data.eventAttendance.checkedIn} of {data.eventAttendance.registered} registrations checked in
          {data.eventAttendance.registered > 0
            ? ` (${Math.round((100 * data.eventAttendance.checkedIn) / data.eventAttendance.registered)}%)`
            : ""}
          .
        </p>
      )}
      <MatchingFigures />
      <h2 className="mb-3 text-xl font-semibold">Quick actions</h2>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.adminMentorApplications}>
            <UserCheck /> Review mentor applications
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.adminJobs}>
            <Briefcase /> Review jobs
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.blog}>
            <ClipboardCheck /> Review articles
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.adminEventEdit("new")}>
            <CalendarDays /> Create event
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.adminUsers}>
            <Users /> Manage users
          </Link>
        </Button>
      </div>
    </Page>
  );
}
