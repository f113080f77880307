import { NavLink } from "react-router";
import { cn } from "@/lib/utils";
import { ADMIN_LINKS } from "./nav-items";

/** The admin navigation bar shown on every admin page. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="mb-6 overflow-x-auto border-b">
      <ul className="flex min-w-max gap-1">
        {ADMIN_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block border-b-2 px-3 py-2 text-sm font-medium",
                  isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
