/** The built-in career-roadmap article: always first on /blog, stored in code (not editable). */
export const ROADMAP_ID = "00000000-0000-4000-8000-000000000001";
export const ROADMAP_SLUG = "appsec-career-roadmap";
export const ROADMAP_PUBLISHED_AT = "2026-01-01T00:00:00.000Z";
export const ROADMAP_TITLE = "The AppSec Career Roadmap: From Zero to Your First Security Role";

export const ROADMAP_HTML = `
<p>Application security sits between software engineering and security. The good news: you do not need to know everything before your first role. You need solid foundations, visible proof that you can find and fix real problems, and people who can vouch for you. This roadmap is the path our mentors recommend most often.</p>
<h2>1. Learn how software is built (4–8 weeks)</h2>
<ul>
<li>Get comfortable in one backend language (Python, JavaScript/TypeScript, Java or Go) and read code in a second one.</li>
<li>Understand HTTP end to end: methods, headers, cookies, sessions, CORS, TLS and how a browser renders a page.</li>
<li>Build a small web app with a login, a database and an API. You will attack it later.</li>
<li>Learn Git, pull requests and a CI pipeline: this is where AppSec work happens.</li>
</ul>
<h2>2. Learn the classic vulnerabilities (6–10 weeks)</h2>
<ul>
<li>Work through the <a href="https://owasp.org/www-project-top-ten/">OWASP Top 10</a> and the <a href="https://owasp.org/API-Security/">OWASP API Security Top 10</a>.</li>
<li>For each class (injection, XSS, broken access control, SSRF, insecure deserialization, auth and session flaws) be able to explain the root cause, exploit it in a lab, and write the fix.</li>
<li>Practise on free labs such as PortSwigger Web Security Academy and OWASP Juice Shop.</li>
</ul>
<h2>3. Think like a defender (ongoing)</h2>
<ul>
<li><strong>Threat modeling:</strong> draw a data-flow diagram of your own app and walk it with STRIDE. Write down the three riskiest threats and how you would mitigate them.</li>
<li><strong>Secure code review:</strong> read pull requests of open-source projects looking for trust boundaries, input handling and authorization checks.</li>
<li><strong>Standards:</strong> skim the <a href="https://owasp.org/www-project-application-security-verification-standard/">OWASP ASVS</a>; it is the checklist many teams use.</li>
</ul>
<h2>4. Learn the tooling</h2>
<ul>
<li>SAST (Semgrep, CodeQL), dependency scanning (SCA), secret scanning and DAST (OWASP ZAP, Burp Suite).</li>
<li>Add them to the CI of your own project and triage the findings: knowing which alerts matter is the real skill.</li>
<li>Basics of cloud and containers: IAM, least privilege, Dockerfiles and Kubernetes manifests.</li>
</ul>
<h2>5. Build proof of work</h2>
<ul>
<li>Write up what you learn: a blog post per vulnerability class, a threat model, a CI security pipeline on GitHub.</li>
<li>Report a real bug through a bug bounty or a responsible-disclosure program, even a small one.</li>
<li>Contribute to an OWASP project or an open-source security tool.</li>
</ul>
<h2>6. Get your first role</h2>
<ul>
<li>Common entry points: security champion inside your current dev team, junior AppSec engineer, security analyst, or QA with a security focus.</li>
<li>Book a session with a mentor here to review your resume and run a mock interview. Expect questions on OWASP Top 10, threat modeling a feature, and reviewing a code snippet.</li>
<li>Watch the job board and tell recruiters what you have built, not only what you have studied.</li>
</ul>
<blockquote><p>Consistency beats intensity: one hour a day for six months will take you further than a frantic month. Share your progress in the community; people love to help someone who is visibly learning.</p></blockquote>
`.trim();
