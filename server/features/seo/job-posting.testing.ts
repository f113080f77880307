/**
 * A checker of Google's JobPosting structured data, written from Google's documentation
 * (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required — title, description, datePosted, hiringOrganization, and jobLocation (or, for a fully remote
 * job, applicantLocationRequirements with jobLocationType TELECOMMUTE); recommended — baseSalary,
 * employmentType, validThrough, identifier. Also: a hiringOrganization has a name, every jobLocation's
 * address has an addressCountry, the description is HTML.
 */
export function checkJobPosting(p: Record<string, unknown>) {
  const missingRequired: string[] = [];
  const has = (k: string) => p[k] !== undefined && p[k] !== null && p[k] !== "";
  if (p["@type"] !== "JobPosting") missingRequired.push("@type JobPosting");
  for (const k of ["title", "description", "datePosted", "hiringOrganization"]) if (!has(k)) missingRequired.push(k);
  const org = p.hiringOrganization as { name?: string } | undefined;
  if (org && !org.name) missingRequired.push("hiringOrganization.name");
  const locations = [p.jobLocation ?? []].flat() as Array<{ address?: { addressCountry?: string } }>;
  const remoteOnly = p.jobLocationType === "TELECOMMUTE" && has("applicantLocationRequirements");
  if (!locations.length && !remoteOnly) missingRequired.push("jobLocation or applicantLocationRequirements + jobLocationType");
  for (const l of locations) if (!l.address?.addressCountry) missingRequired.push("jobLocation.address.addressCountry");
  if (typeof p.description === "string" && p.description && !/^<p>/.test(p.description)) missingRequired.push("description as HTML");
  if (typeof p.datePosted === "string" && Number.isNaN(Date.parse(p.datePosted))) missingRequired.push("datePosted as a date");
  const missingRecommended = ["baseSalary", "employmentType", "validThrough", "identifier"].filter((k) => !has(k));
  return { missingRequired, missingRecommended };
}
