/** "Apply to become a mentor" card on /profile. Filled by the mentorship issue. */
export function BecomeMentorCard() {
  return null;
}
