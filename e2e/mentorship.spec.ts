import { expect } from "@playwright/test";
import { cardWith, DEMO, pickBookingDay, shot, signInAs, signOut, test } from "./fixtures";

test("member books a mentor by expertise; the mentor approves; the member downloads the .ics; the slot is taken for others", async ({
  page,
}) => {
  await signInAs(page, DEMO.member);
  await page.goto("/mentorship");
  await expect(page.getByRole("heading", { name: "Mentorship Program" })).toBeVisible();
  await page.getByLabel("Search mentors", { exact: true }).fill("threat modeling");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=threat/);
  await shot(page, "mentorship-1280");
  // The demo mentor (Maya Mentor) lists Threat Modeling.
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
  // Pick a date about two weeks ahead (enabled day buttons in the calendar grid).
  await pickBookingDay(page, "Thursday");
  const slot = page.getByRole("group", { name: "Time slots" }).getByRole("button", { name: /^11:00 AM/ });
  await slot.click();
  await shot(page, "mentor-page-1280");
  await page.getByRole("button", { name: "Continue Booking" }).click();
  await expect(page).toHaveURL(/\/mentorship\/book\//);
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Topic must be at least 5 characters")).toBeVisible();
  await page.getByLabel("Topic").fill("E2E: preparing for AppSec interviews");
  await shot(page, "booking-1280");
  await page.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByText("Booking request submitted successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await signOut(page);

  await signInAs(page, DEMO.mentor);
  await page.goto("/profile");
  await expect(page.getByRole("tab", { name: "Sessions" })).toBeVisible();
  await cardWith(page, "E2E: preparing for AppSec interviews", { role: "button", name: "Approve" }).click();
  await expect(page.getByText("Appointment approved successfully")).toBeVisible();
  await shot(page, "sessions-mentor-1280");
  await signOut(page);

  await signInAs(page, DEMO.member);
  await page.goto("/profile?tab=appointments");
  const ics = cardWith(page, "E2E: preparing for AppSec interviews", { role: "link", name: /Add to calendar/ });
  await expect(ics).toBeVisible();
  const download = page.waitForEvent("download");
  await ics.click();
  expect((await download).suggestedFilename()).toBe("mentorship-session.ics");
  await shot(page, "sessions-member-1280");
  await signOut(page);

  // Another member finds that slot disabled.
  await signInAs(page, DEMO.supporter);
  await page.goto("/mentorship");
  await page.getByLabel("Search mentors", { exact: true }).fill("threat modeling");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await cardWith(page, "Maya Mentor", { role: "link", name: "View Profile" }).click();
  await pickBookingDay(page, "Thursday");
  await expect(page.getByRole("group", { name: "Time slots" }).getByRole("button", { name: /^11:00 AM · booked/ })).toBeDisabled();
});

test("mentee application with a resume reaches the admin", async ({ page }) => {
  await signInAs(page, DEMO.supporter);
  await page.goto("/mentorship/apply");
  await page.getByLabel("Current role").fill("IT support engineer");
  await page.getByLabel("Years of experience").click();
  await page.getByRole("option", { name: "1-3 years" }).click();
  await page.getByLabel("Area of interest").click();
  await page.getByRole("option", { name: "Cloud Security" }).click();
  await page.getByLabel("Your goals").fill("Land a junior cloud security role next year.");
  await page
    .getByLabel(/Resume/)
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% e2e resume\n") });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Our team will contact you within 3-5 business days.")).toBeVisible();
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/mentor-applications");
  // Shown in the matching queue and in the applications list below it.
  await expect(page.getByText("Land a junior cloud security role next year.").first()).toBeVisible();
});

test("mentor application: member applies, admin approves, the new mentor is listed", async ({ page }) => {
  await signInAs(page, DEMO.contractor);
  await page.goto("/profile?tab=edit");
  await page.getByRole("button", { name: "Apply to become a mentor" }).click();
  await expect(page.getByText("Your mentor application is under review.")).toBeVisible();
  await signOut(page);
  await signInAs(page, DEMO.admin);
  await page.goto("/admin/mentor-applications");
  await cardWith(page, "Cora Contractor", { role: "button", name: "Approve" }).click();
  await expect(page.getByText("Mentor application approved successfully")).toBeVisible();
  await page.goto("/mentorship");
  await expect(page.getByRole("heading", { name: "Cora Contractor" })).toBeVisible();
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("mentorship pages on a phone", async ({ page }) => {
    await page.goto("/mentorship");
    await expect(page.getByRole("heading", { name: "Our mentors" })).toBeVisible();
    await shot(page, "mentorship-375");
    await page.getByRole("link", { name: "View Profile" }).first().click();
    await expect(page.getByRole("heading", { name: "Book a Session" })).toBeVisible();
    await shot(page, "mentor-page-375");
    await signInAs(page, DEMO.member);
    await page.goto("/profile");
    await shot(page, "sessions-375");
  });
});
