import { Star } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useTestimonials } from "../api/feedback";

/** Notes that mentees chose to show on their mentor's page (docs/decisions/040); nothing when there are none. */
export function Testimonials({ mentorId }: { mentorId: string }) {
  const { data } = useTestimonials(mentorId);
  if (!data || data.testimonials.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">What mentees say</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {data.testimonials.map((t, i) => (
            <li key={i} className="border-t pt-4 first:border-t-0 first:pt-0">
              <figure>
                <blockquote className="whitespace-pre-line break-words text-sm">{t.text}</blockquote>
                <figcaption className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
                  <span aria-label={`${t.rating} of 5`} className="flex">
                    {Array.from({ length: 5 }, (_, k) => (
                      <Star key={k} aria-hidden className={k < t.rating ? "h-4 w-4 fill-amber-400 text-amber-500" : "h-4 w-4"} />
                    ))}
                  </span>
                  — {t.author}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
