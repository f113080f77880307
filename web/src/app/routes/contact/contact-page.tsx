import { Mail, MapPin, Phone } from "lucide-react";
import { Page } from "@/components/layout/page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactForm } from "@/features/contact/components/contact-form";

export default function Component() {
  return (
    <Page title="Contact Us" description="Questions, ideas, partnerships or feedback: we read every message.">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Contact details</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-sm">
            <p className="flex gap-2">
              <Mail className="h-4 w-4 text-primary" aria-hidden="true" />
              <a className="underline" href="mailto:team@appsec.community">
                team@appsec.community
              </a>
            </p>
            <p className="flex gap-2">
              <Phone className="h-4 w-4 text-primary" aria-hidden="true" />
              +1 (555) 010-2024
            </p>
            <p className="flex gap-2">
              <MapPin className="h-4 w-4 text-primary" aria-hidden="true" />
              Remote-first community, organised from Berlin and New York
            </p>
            <p className="text-muted-foreground">We usually answer within two business days.</p>
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
