/**
 * ISO 3166-1 alpha-2 country codes (the officially assigned ones), for a job's location and the countries
 * a remote job hires from (docs/decisions/078-companies-and-job-postings.md). Names come from the browser's
 * or Node's Intl.DisplayNames, so this file stays a list of codes.
 */
export const COUNTRY_CODES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ " +
  "CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR " +
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP " +
  "KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT " +
  "MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG " +
  "UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ") as readonly string[];

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string) => KNOWN.has(code);

let names: Intl.DisplayNames | null = null;
/** "DE" → "Germany" (the code itself where Intl has no name). */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(["en"], { type: "region" });
  return names.of(code) ?? code;
}

/** Where a job is done: schema.org has TELECOMMUTE for remote; hybrid and on-site have a place. */
export const WORKPLACE_TYPES = [
  { value: "on-site", label: "On-site" },
  { value: "hybrid", label: "Hybrid" },
  { value: "remote", label: "Remote" },
] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number]["value"];

/**
 * The country named at the end of a free-text location ("Berlin, Germany" → "DE", "Remote (US)" → "US"), for
 * jobs posted before the structured location; null when nothing matches exactly.
 */
export function countryFromText(location: string): string | null {
  const last =
    location
      .split(/[,(/]/)
      .pop()
      ?.replace(/[)\s.]+$/g, "")
      .trim() ?? "";
  if (/^[A-Za-z]{2}$/.test(last) && isCountryCode(last.toUpperCase())) return last.toUpperCase();
  const wanted = last.toLowerCase();
  if (!wanted) return null;
  const aliases: Record<string, string> = { usa: "US", uk: "GB", "united states of america": "US", england: "GB" };
  if (aliases[wanted]) return aliases[wanted]!;
  return COUNTRY_CODES.find((c) => countryName(c).toLowerCase() === wanted) ?? null;
}
