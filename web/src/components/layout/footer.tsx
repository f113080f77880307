import { Link } from "react-router";
import { DISCORD_URL, GITHUB_URL, LINKEDIN_URL, paths } from "@/config/paths";
import { Logo } from "./logo";

/** Footer on every page; the newsletter form is passed in by the app (features are composed there). */
export function Footer({ newsletter }: { newsletter: React.ReactNode }) {
  return (
    <footer className="border-t bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-4">
        <div className="space-y-3 md:col-span-1">
          <Logo />
          <p className="text-sm text-muted-foreground">
            A free, friendly community helping people break into and grow in application security.
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Resources</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <Link className="hover:text-foreground" to={paths.blog}>
                Blog
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.podcasts}>
                Podcasts
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.learningTools}>
                Free Learning Tools
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.resources}>
                Resources
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Company</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <Link className="hover:text-foreground" to={paths.about}>
                About Us
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.contact}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.privacy}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground" to={paths.terms}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
        <div className="space-y-3">
          <h2 className="text-sm font-semibold">Newsletter</h2>
          <p className="text-sm text-muted-foreground">AppSec news, events and jobs, once a month.</p>
          {newsletter}
          <nav aria-label="Social links">
            <ul className="flex gap-4 pt-2 text-sm">
              <li>
                <a className="text-muted-foreground hover:text-foreground" href={LINKEDIN_URL} target="_blank" rel="noopener noreferrer">
                  LinkedIn
                </a>
              </li>
              <li>
                <a className="text-muted-foreground hover:text-foreground" href={GITHUB_URL} target="_blank" rel="noopener noreferrer">
                  GitHub
                </a>
              </li>
              <li>
                <a className="text-muted-foreground hover:text-foreground" href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
                  Discord
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} AppSec Community</div>
    </footer>
  );
}
