import { PLAN_LOCKED_ROLES, PLANS, planName, type PlanId } from "@common/billing.schema";
import type { Role } from "@common/profiles.schema";
import { Check, CreditCard } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/components/ui/toast";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useChangePlan } from "../api/change-plan";

/** The demo card never looks expired: it expires at the end of next year's December (MM/YY). */
const DEMO_CARD_EXPIRY = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, "0")}`;

/** What a plan change does to the account, in plain words, for the confirmation step. */
function planChangeSummary(from: PlanId, to: PlanId): string[] {
  const features = (id: PlanId) =>
    PLANS.find((p) => p.id === id)!
      .features.join(", ")
      .toLowerCase();
  const lines: string[] = [];
  if (to === "recruiter")
    lines.push("Your account becomes a Recruiter account: you get the recruiter dashboard, candidate search and unlimited job posts.");
  else if (to === "supporter") lines.push(`Your account becomes a Supporter account: ${features("supporter")}.`);
  else lines.push("Your account goes back to the free Member plan.");
  if (from !== "user") lines.push(`You will no longer have the ${planName(from)} plan's ${features(from)}.`);
  lines.push("This takes effect at once. No payment is taken on this site, and you can switch plans again at any time.");
  return lines;
}

/** Plans, current plan and the (demo) payment details. */
export function BillingPanel({ role, highlight, showLinks = false }: { role: Role; highlight?: string | null; showLinks?: boolean }) {
  const change = useChangePlan();
  const locked = (PLAN_LOCKED_ROLES as readonly string[]).includes(role);
  const current = locked ? null : (role as PlanId);
  const [confirming, setConfirming] = useState<PlanId | null>(null);
  const ask = (plan: PlanId) => {
    if (locked) return void toast.error(`Cannot change subscription for users with ${role} role.`);
    setConfirming(plan);
  };
  const choose = async (plan: PlanId) => {
    try {
      await change.mutateAsync(plan);
      toast.success(`You are now subscribed to the ${planName(plan)} plan!`);
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update subscription"));
    }
  };
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Current plan</CardTitle>
          <CardDescription>
            {locked
              ? `Your ${role.replace("_", " ")} role has no subscription plan. Contact an administrator to change it.`
              : `You are on the ${planName(role)} plan.`}
          </CardDescription>
        </CardHeader>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        {PLANS.map((p) => (
          <Card key={p.id} className={cn(highlight === p.id && "border-2 border-primary", current === p.id && "bg-accent")}>
            <CardHeader>
              <div className="flex items-center justify-between">
                <CardTitle>{p.name}</CardTitle>
                {current === p.id && <Badge>Current</Badge>}
              </div>
              <p className="text-2xl font-bold">{p.price}</p>
            </CardHeader>
            <CardContent className="space-y-4">
              <ul className="space-y-1 text-sm">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check className="h-4 w-4 text-primary" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
              <Button
                className="w-full"
                variant={current === p.id ? "outline" : "default"}
                disabled={current === p.id || change.isPending}
                onClick={() => ask(p.id)}
              >
                {current === p.id ? "Current plan" : `Switch to ${p.name}`}
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-2">
              <CardTitle as="h3" className="text-lg">
                Payment method
              </CardTitle>
              <Badge variant="outline">Demo only</Badge>
            </div>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="flex items-center gap-2 text-sm">
              <CreditCard className="h-4 w-4" aria-hidden="true" />
              Visa ending 4242 · expires {DEMO_CARD_EXPIRY}
            </p>
            <Button variant="outline" size="sm" onClick={() => toast.info("Payment method functionality coming soon!")}>
              Add payment method
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <div className="flex items-center gap-2">
              <CardTitle as="h3" className="text-lg">
                Billing history
              </CardTitle>
              <Badge variant="outline">Demo only</Badge>
            </div>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p>Next billing date: December 1, 2026</p>
            <ul className="text-muted-foreground">
              <li>Nov 1, 2026 · $0.00 · Paid</li>
              <li>Oct 1, 2026 · $0.00 · Paid</li>
            </ul>
          </CardContent>
        </Card>
      </div>
      <AlertDialog open={confirming !== null} onOpenChange={(o) => !o && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming ? `Switch to the ${planName(confirming)} plan?` : ""}</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="space-y-2">
                {confirming && current && planChangeSummary(current, confirming).map((line) => <p key={line}>{line}</p>)}
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming) void choose(confirming);
                setConfirming(null);
              }}
            >
              {confirming ? `Switch to ${planName(confirming)}` : "Switch"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {showLinks && (
        <nav aria-label="Related" className="flex flex-wrap gap-4 text-sm">
          <Link className="text-primary underline" to={paths.settings}>
            Account settings
          </Link>
          <Link className="text-primary underline" to={paths.mentorship}>
            Mentorship
          </Link>
          <Link className="text-primary underline" to={paths.mentorshipApply}>
            Apply for mentorship
          </Link>
          <Link className="text-primary underline" to={paths.pricing}>
            Pricing
          </Link>
          <Link className="text-primary underline" to={paths.jobs}>
            Job board
          </Link>
        </nav>
      )}
    </div>
  );
}
