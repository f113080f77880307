/** Sessions (appointments) tab of /profile. Filled by the mentorship issue. */
export function SessionsTab() {
  return <p className="text-muted-foreground">Your mentorship sessions will appear here.</p>;
}
