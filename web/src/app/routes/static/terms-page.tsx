import { Page } from "@/components/layout/page";

export default function Component() {
  return (
    <Page title="Terms of Service" description="Last updated November 2026" className="max-w-3xl">
      <div className="prose-article">
        <h2>The community</h2>
        <p>
          AppSec Community is a free, volunteer-run platform. By joining you agree to treat other members with respect, to share knowledge
          in good faith and to follow these terms.
        </p>
        <h2>Acceptable use</h2>
        <ul>
          <li>No harassment, discrimination or spam.</li>
          <li>
            Security content is for learning and defence. Do not post exploits against systems you are not authorised to test, stolen data
            or malware.
          </li>
          <li>Job posts must be real roles; mentors and recruiters must not charge members for community services.</li>
        </ul>
        <h2>Your content</h2>
        <p>
          You keep the rights to what you write. You grant us a licence to display it on the platform. Articles are reviewed before
          publication and may be removed if they break these terms.
        </p>
        <h2>No warranty</h2>
        <p>Mentorship and content are shared by volunteers without guarantees. Plans are a role on the platform; no payment is taken.</p>
        <h2>Contact</h2>
        <p>Questions about these terms: team@appsec.community.</p>
      </div>
    </Page>
  );
}
