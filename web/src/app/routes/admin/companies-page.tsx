import { Search } from "lucide-react";
import { useState } from "react";
import { AdminNav } from "@/components/layout/admin-nav";
import { Page } from "@/components/layout/page";
import { Input } from "@/components/ui/input";
import { Pager } from "@/components/ui/pager";
import { Loading } from "@/components/ui/spinner";
import {
  useAdminCompanies,
  useAdminDeleteCompany,
  useAdminUpdateCompany,
  useDecideJoin,
  useUploadLogo,
} from "@/features/companies/api/companies";
import { AdminCompanyList } from "@/features/companies/components/admin-companies";

/** The admins' companies (docs/decisions/078): searched on the server, edited and deleted with a reason, requests decided. */
export default function Component() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useAdminCompanies(q.trim(), page);
  const update = useAdminUpdateCompany();
  const remove = useAdminDeleteCompany();
  const upload = useUploadLogo();
  const decide = useDecideJoin();
  return (
    <Page>
      <AdminNav />
      <h1 className="mb-6 text-3xl font-bold">Companies</h1>
      <div className="relative mb-4 max-w-md">
        <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <Input
          className="pl-9"
          type="search"
          aria-label="Search companies"
          placeholder="Search by name or address"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {isLoading ? (
        <Loading text="Loading companies..." />
      ) : isError || !data ? (
        <p role="alert" className="text-destructive">
          Failed to fetch companies
        </p>
      ) : data.companies.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">{q.trim() ? "No company matches." : "No companies yet."}</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{data.total === 1 ? "1 company" : `${data.total} companies`}</p>
          <AdminCompanyList
            companies={data.companies}
            onEdit={async (company, input, logo) => {
              const { company: saved } = await update.mutateAsync({ slug: company.slug, input });
              if (logo) await upload.mutateAsync({ slug: saved.slug, file: logo });
            }}
            onDelete={(company, reason) => remove.mutateAsync({ slug: company.slug, reason })}
            onDecide={(id, approve) => decide.mutateAsync({ id, approve })}
          />
        </>
      )}
      {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </Page>
  );
}
