/** "March 5, 2026 (UTC)": mails go to people in any zone, so the date is stated with its zone. */
export const mailDate = (d: Date) =>
  `${d.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })} (UTC)`;
