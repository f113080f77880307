import { DELETED_MEMBER } from "@common/deleted-member";
import { Page } from "@/components/layout/page";

export default function Component() {
  return (
    <Page title="Privacy Policy" description="Last updated November 2026" className="max-w-3xl">
      <div className="prose-article">
        <h2>What we collect</h2>
        <p>
          Your account e-mail and name; the profile details you choose to add; bookings, job interests, event registrations, articles,
          comments and offerings you create; files you upload (avatar, resumes); and messages you send us. We keep a session cookie to keep
          you signed in. We use no advertising or tracking cookies.
        </p>
        <h2>Who sees what</h2>
        <p>
          Your public profile is visible to everyone only if you mark yourself open to work or you are a mentor. Your e-mail address is
          shown only to signed-in members (never to visitors). Resumes are private: only you and the site administrators can download them.
          Recruiters see the profiles of people who expressed interest in their jobs.
        </p>
        <h2>How long we keep it</h2>
        <p>
          Until you delete your account. Deleting your account (Settings → Advanced) removes your account, profile, files, sign-in sessions,
          interests and registrations: your name, e-mail address, bio and files are gone.
        </p>
        <h2>When you delete your account: other people's plans</h2>
        <p>Deleting your account never leaves other members with a meeting with nobody or a seat nobody uses:</p>
        <ul>
          <li>
            Your mentorship sessions that have not started yet are cancelled. The other person gets a cancellation e-mail, with a calendar
            file that removes the session from their calendar.
          </li>
          <li>Your seats at upcoming events go to the first member on each waitlist, who is told by e-mail.</li>
          <li>Your articles, jobs and edits still waiting for review are withdrawn and deleted; reviewers no longer see them.</li>
          <li>
            What is part of other people's history stays, without your name: past sessions and the ratings given in them (so mentors'
            ratings do not change), and your published articles and comments. They are shown as written by "{DELETED_MEMBER}".
          </li>
        </ul>
        <p>
          An administrator may also delete an account (for example a fake profile); the same happens, and the reason is kept in the staff
          log.
        </p>
        <h2>Your rights</h2>
        <p>
          You can view and edit your data in your profile, export it on request, and delete your account at any time. Contact us at
          team@appsec.community for anything else.
        </p>
      </div>
    </Page>
  );
}
