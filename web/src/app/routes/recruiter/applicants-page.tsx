import { Link } from "react-router";
import { Page } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import { Loading } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { useRecruiterJobs } from "@/features/recruiter/api/recruiter";

export default function Component() {
  const { data, isLoading, query } = useRecruiterJobs();
  const list = (
    <div className="grid gap-4 md:grid-cols-2">
      {data?.jobs.map((job) => (
        <Card key={job.id}>
          <CardHeader>
            <CardTitle className="text-lg">{job.title}</CardTitle>
            <p className="text-sm text-muted-foreground">
              {job.company} · {job.location}
            </p>
          </CardHeader>
          <CardContent className="flex items-center justify-between">
            <span className="text-sm font-medium">
              {job.applicantCount} {job.applicantCount === 1 ? "Applicant" : "Applicants"}
            </span>
            {job.applicantCount > 0 ? (
              <Button size="sm" asChild>
                <Link to={paths.recruiterJob(job.id)}>View Applicants</Link>
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled>
                No Applicants Yet
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
      {data?.jobs.length === 0 && <p className="text-muted-foreground">No job postings yet</p>}
    </div>
  );
  const more = <LoadMore query={query} label="Load more job postings" />;
  const tab = (
    <>
      {list}
      {more}
    </>
  );
  return (
    <Page title="Applicants" description="People who expressed interest in your job postings.">
      {isLoading ? (
        <Loading />
      ) : (
        <Tabs defaultValue="active">
          <TabsList>
            <TabsTrigger value="active">Active Jobs</TabsTrigger>
            <TabsTrigger value="all">All Jobs</TabsTrigger>
          </TabsList>
          <TabsContent value="active">{tab}</TabsContent>
          <TabsContent value="all">{tab}</TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
