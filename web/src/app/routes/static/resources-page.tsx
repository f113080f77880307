import { Page } from "@/components/layout/page";

const GROUPS = [
  {
    title: "Standards and guides",
    links: [
      ["OWASP Top 10", "https://owasp.org/www-project-top-ten/"],
      ["OWASP ASVS", "https://owasp.org/www-project-application-security-verification-standard/"],
      ["OWASP Cheat Sheet Series", "https://cheatsheetseries.owasp.org/"],
      ["OWASP API Security Top 10", "https://owasp.org/API-Security/"],
    ],
  },
  {
    title: "Practice",
    links: [
      ["PortSwigger Web Security Academy", "https://portswigger.net/web-security"],
      ["OWASP Juice Shop", "https://owasp.org/www-project-juice-shop/"],
      ["Hack The Box", "https://www.hackthebox.com/"],
      ["PentesterLab", "https://pentesterlab.com/"],
    ],
  },
  {
    title: "Tools",
    links: [
      ["OWASP ZAP", "https://www.zaproxy.org/"],
      ["Semgrep", "https://semgrep.dev/"],
      ["CodeQL", "https://codeql.github.com/"],
      ["OWASP Threat Dragon", "https://owasp.org/www-project-threat-dragon/"],
    ],
  },
];

export default function Component() {
  return (
    <Page title="Resources" description="Free resources our mentors recommend most often." className="max-w-4xl">
      <div className="grid gap-8 md:grid-cols-3">
        {GROUPS.map((g) => (
          <section key={g.title}>
            <h2 className="mb-3 text-lg font-semibold">{g.title}</h2>
            <ul className="space-y-2 text-sm">
              {g.links.map(([label, href]) => (
                <li key={href}>
                  <a className="text-primary underline" href={href} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
