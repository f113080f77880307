import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 font-bold text-foreground" aria-label="AppSec Community home">
      <ShieldCheck className="h-7 w-7 text-primary" aria-hidden="true" />
      <span className="text-lg">AppSec Community</span>
    </Link>
  );
}
