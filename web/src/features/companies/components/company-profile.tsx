import type { CompanyDto } from "@common/companies.schema";
import type { JobDto } from "@common/jobs.schema";
import { formatSalary } from "@common/salary";
import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** A company's logo, or a neutral mark when it has none. */
export function CompanyLogo({ company, size = 64 }: { company: Pick<CompanyDto, "name" | "logoUrl">; size?: number }) {
  return company.logoUrl ? (
    <img src={company.logoUrl} alt={`${company.name} logo`} width={size} height={size} className="rounded-md border object-contain" />
  ) : (
    <span aria-hidden="true" className="flex items-center justify-center rounded-md border bg-muted" style={{ width: size, height: size }}>
      <Building2 className="h-1/2 w-1/2 text-muted-foreground" />
    </span>
  );
}

/** The company's page: logo, description, website and its open jobs (those the viewer may see). */
export function CompanyProfile({ company, jobs }: { company: CompanyDto; jobs: JobDto[] }) {
  return (
    <article className="space-y-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <CompanyLogo company={company} size={96} />
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{company.name}</h1>
          {company.website && (
            <a
              href={company.website}
              rel="noopener noreferrer nofollow"
              className="break-all text-primary underline-offset-4 hover:underline"
            >
              {company.website.replace(/^https?:\/\//, "")}
            </a>
          )}
        </div>
      </header>
      {company.description && <p className="whitespace-pre-line text-muted-foreground">{company.description}</p>}
      <section aria-labelledby="company-jobs" className="space-y-3">
        <h2 id="company-jobs" className="text-xl font-semibold">
          Open jobs
        </h2>
        {jobs.length === 0 ? (
          <p className="text-muted-foreground">No open jobs right now.</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {jobs.map((j) => {
              const salary = formatSalary(j);
              return (
                <li key={j.id} className="p-4">
                  <Link to={paths.job(j.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {j.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">{[j.location, salary].filter(Boolean).join(" · ")}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </article>
  );
}

/** The directory: every company with its logo, linking to its page. */
export function CompanyList({ companies }: { companies: CompanyDto[] }) {
  if (!companies.length) return <p className="text-muted-foreground">No companies yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((c) => (
        <li key={c.id} className="flex items-center gap-3 rounded-lg border p-4">
          <CompanyLogo company={c} size={48} />
          <Link to={paths.company(c.slug)} className="font-medium text-primary underline-offset-4 hover:underline">
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
