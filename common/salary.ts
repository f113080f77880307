/**
 * Salary ranges of jobs (docs/decisions/073-salary-ranges.md): the currencies, the periods, their caps and
 * how a range reads. No zod here: the job card and the board (the first page's bundle) import this alone.
 */

/**
 * The currencies a salary may be given in (ISO 4217): the most used ones. `yearlyCap` is the sane
 * ceiling of a yearly amount in that currency: 10,000,000 for currencies near the dollar, scaled up by
 * a power of ten for those with many units to the dollar (a yen salary of 10,000,000 is ordinary).
 */
export const SALARY_CURRENCIES = [
  { code: "USD", yearlyCap: 10_000_000 },
  { code: "EUR", yearlyCap: 10_000_000 },
  { code: "GBP", yearlyCap: 10_000_000 },
  { code: "CHF", yearlyCap: 10_000_000 },
  { code: "CAD", yearlyCap: 10_000_000 },
  { code: "AUD", yearlyCap: 10_000_000 },
  { code: "NZD", yearlyCap: 10_000_000 },
  { code: "SGD", yearlyCap: 10_000_000 },
  { code: "ILS", yearlyCap: 100_000_000 },
  { code: "AED", yearlyCap: 100_000_000 },
  { code: "SAR", yearlyCap: 100_000_000 },
  { code: "PLN", yearlyCap: 100_000_000 },
  { code: "RON", yearlyCap: 100_000_000 },
  { code: "BRL", yearlyCap: 100_000_000 },
  { code: "SEK", yearlyCap: 100_000_000 },
  { code: "NOK", yearlyCap: 100_000_000 },
  { code: "DKK", yearlyCap: 100_000_000 },
  { code: "HKD", yearlyCap: 100_000_000 },
  { code: "CNY", yearlyCap: 100_000_000 },
  { code: "MXN", yearlyCap: 1_000_000_000 },
  { code: "ZAR", yearlyCap: 1_000_000_000 },
  { code: "CZK", yearlyCap: 1_000_000_000 },
  { code: "TRY", yearlyCap: 1_000_000_000 },
  { code: "UAH", yearlyCap: 1_000_000_000 },
  { code: "TWD", yearlyCap: 1_000_000_000 },
  { code: "THB", yearlyCap: 1_000_000_000 },
  { code: "INR", yearlyCap: 1_000_000_000 },
  { code: "JPY", yearlyCap: 10_000_000_000 },
  { code: "HUF", yearlyCap: 10_000_000_000 },
  { code: "KRW", yearlyCap: 100_000_000_000 },
] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number]["code"];
export const SALARY_CURRENCY_CODES = SALARY_CURRENCIES.map((c) => c.code) as [SalaryCurrency, ...SalaryCurrency[]];

/** What an amount is per, with how many of it make a year (the board's "Salary at least" compares yearly amounts). */
export const SALARY_PERIODS = [
  { value: "hour", label: "per hour", per: "an hour", perYear: 2080, unitText: "HOUR" },
  { value: "month", label: "per month", per: "a month", perYear: 12, unitText: "MONTH" },
  { value: "year", label: "per year", per: "a year", perYear: 1, unitText: "YEAR" },
] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]["value"];
export const salaryPeriodInfo = (p: string | null | undefined) => SALARY_PERIODS.find((x) => x.value === p) ?? SALARY_PERIODS[2];
/** The largest amount allowed for one period in this currency (its yearly ceiling, scaled to the period). */
export const salaryCap = (currency: string, period: string | null | undefined) =>
  Math.floor((SALARY_CURRENCIES.find((c) => c.code === currency)?.yearlyCap ?? 10_000_000) / salaryPeriodInfo(period).perYear);

/**
 * A job's salary range, as a salary string: "€70,000–90,000 a year", "From $40 an hour", "Up to £5,000 a month";
 * null when no amount is given.
 */
export function formatSalary(s: {
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: string | null;
}): string | null {
  if ((s.salaryMin == null && s.salaryMax == null) || !s.salaryCurrency) return null;
  const money = (n: number) =>
    new Intl.NumberFormat("en", {
      style: "currency",
      currency: s.salaryCurrency!,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(n);
  const plain = (n: number) => new Intl.NumberFormat("en", { maximumFractionDigits: 0 }).format(n);
  const per = salaryPeriodInfo(s.salaryPeriod).per;
  if (s.salaryMin != null && s.salaryMax != null)
    return s.salaryMin === s.salaryMax ? `${money(s.salaryMin)} ${per}` : `${money(s.salaryMin)}–${plain(s.salaryMax)} ${per}`;
  if (s.salaryMin != null) return `From ${money(s.salaryMin)} ${per}`;
  return `Up to ${money(s.salaryMax!)} ${per}`;
}
