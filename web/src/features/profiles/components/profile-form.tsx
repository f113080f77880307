import { AVAILABILITY_OPTIONS } from "@common/candidate-bands";
import { AVATAR_MAX_BYTES, profileUpdateSchema, YEARS_MAX, type ProfileDto, type ProfileUpdateInput } from "@common/profiles.schema";
import { X } from "lucide-react";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useServerForm } from "@/lib/use-server-form";
import { initials } from "@/lib/utils";
import { useProfileMutations } from "../api/profile";

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return ["UTC"];
  }
})();

/** Chromium's list has no "UTC" (the default) and may lack the saved zone: both are always offered. */
const zoneOptions = (saved: string) => [...new Set(["UTC", saved, ...ZONES])];

function AvatarChooser({ profile }: { profile: ProfileDto }) {
  const { uploadAvatar, setSource } = useProfileMutations();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) return void toast.error("Please upload an image file");
    if (file.size > AVATAR_MAX_BYTES) return void toast.error("Image must be smaller than 2MB");
    try {
      await uploadAvatar.mutateAsync(file);
      toast.success("Profile updated successfully");
    } catch (err) {
      // The server's own words for a refused file ("Please upload an image file", "Failed to process avatar image", …).
      toast.error(errorMessage(err, "Failed to upload avatar image"));
    }
  };
  const chooseGravatar = async () => {
    try {
      const { avatarUrl } = await setSource.mutateAsync("gravatar");
      // The browser checks the Gravatar exists.
      const exists = avatarUrl
        ? await fetch(avatarUrl.replace("d=identicon", "d=404"), { method: "HEAD", mode: "no-cors" }).then(
            () => true,
            () => false,
          )
        : false;
      toast.success(
        exists ? "Profile updated successfully" : "Gravatar selected (a generated image is shown until you add one at gravatar.com)",
      );
    } catch (err) {
      toast.error(errorMessage(err, "Failed to update profile"));
    }
  };
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar className="h-20 w-20 text-xl">
        {profile.avatarUrl && <AvatarImage src={profile.avatarUrl} alt="Your avatar" />}
        <AvatarFallback>{initials(profile.fullName || profile.email)}</AvatarFallback>
      </Avatar>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Avatar ({profile.avatarSource})</legend>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <label htmlFor="avatar-file" className="cursor-pointer">
              Upload image
            </label>
          </Button>
          <input id="avatar-file" type="file" accept="image/*" className="sr-only" onChange={(e) => void onFile(e.target.files?.[0])} />
          <Button variant="outline" size="sm" onClick={() => void chooseGravatar()}>
            Use Gravatar
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setSource.mutateAsync("default").then(
                () => toast.success("Profile updated successfully"),
                (err) => toast.error(errorMessage(err, "Failed to update profile")),
              )
            }
          >
            Use initials
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">JPEG, PNG, GIF or WebP, up to 2 MB.</p>
      </fieldset>
    </div>
  );
}

export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const { update } = useProfileMutations();
  const [skill, setSkill] = useState("");
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    applyServerErrors,
    formState: { errors, isSubmitting },
  } = useServerForm(profileUpdateSchema, {
    defaultValues: {
      fullName: profile.fullName,
      title: profile.title ?? "",
      company: profile.company ?? "",
      bio: profile.bio ?? "",
      expertise: profile.expertise,
      location: profile.location ?? "",
      website: profile.website ?? "",
      githubUrl: profile.githubUrl ?? "",
      linkedinUrl: profile.linkedinUrl ?? "",
      yearsExperience: profile.yearsExperience ?? undefined,
      isOpenToWork: profile.isOpenToWork,
      availableFrom: profile.availableFrom ?? "",
      timezone: profile.timezone,
    },
  });
  const expertise = watch("expertise") ?? [];
  const [skillNote, setSkillNote] = useState<string | null>(null);
  const addSkill = () => {
    const s = skill.trim();
    if (!s) return;
    // The server keeps one of entries that differ only by case; say so instead of adding a twin.
    const twin = expertise.find((x) => x.toLocaleLowerCase() === s.toLocaleLowerCase());
    if (twin) return setSkillNote(`"${twin}" is already in your expertise`);
    setSkillNote(null);
    setValue("expertise", [...expertise, s]);
    setSkill("");
  };
  const onSubmit = async (values: ProfileUpdateInput) => {
    try {
      await update.mutateAsync({ ...values, yearsExperience: values.yearsExperience === ("" as never) ? null : values.yearsExperience });
      toast.success("Profile updated successfully");
    } catch (err) {
      applyServerErrors(err);
      toast.error("Failed to update profile");
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Edit your public profile</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarChooser profile={profile} />
        <form
          onSubmit={handleSubmit(onSubmit, (e) => e.fullName && toast.error("Please provide at least your full name"))}
          noValidate
          className="space-y-4"
        >
          <div className="grid gap-4 md:grid-cols-2">
            <Field id="p-fullName" label="Full name" error={errors.fullName?.message}>
              <Input {...register("fullName")} />
            </Field>
            <Field id="p-title" label="Title" error={errors.title?.message}>
              <Input {...register("title")} />
            </Field>
            <Field id="p-company" label="Company" error={errors.company?.message}>
              <Input {...register("company")} />
            </Field>
            <Field id="p-location" label="Location" error={errors.location?.message}>
              <Input {...register("location")} />
            </Field>
            <Field id="p-website" label="Website" error={errors.website?.message}>
              <Input type="url" placeholder="https://" {...register("website")} />
            </Field>
            <Field id="p-github" label="GitHub URL" error={errors.githubUrl?.message}>
              <Input type="url" placeholder="https://github.com/you" {...register("githubUrl")} />
            </Field>
            <Field id="p-linkedin" label="LinkedIn URL" error={errors.linkedinUrl?.message}>
              <Input type="url" placeholder="https://www.linkedin.com/in/you" {...register("linkedinUrl")} />
            </Field>
            <Field id="p-years" label="Years of experience" error={errors.yearsExperience?.message}>
              <Input type="number" min={0} max={YEARS_MAX} {...register("yearsExperience")} />
            </Field>
            <Field id="p-timezone" label="Time zone" error={errors.timezone?.message}>
              <select className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm" {...register("timezone")}>
                {zoneOptions(profile.timezone).map((z) => (
                  <option key={z} value={z}>
                    {z}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id="p-bio" label="Bio" error={errors.bio?.message}>
            <Textarea rows={4} {...register("bio")} />
          </Field>
          <div className="space-y-2">
            <Label htmlFor="p-skill">Expertise</Label>
            <div className="flex gap-2">
              <Input
                id="p-skill"
                value={skill}
                aria-describedby={skillNote ? "p-skill-note" : undefined}
                onChange={(e) => {
                  setSkill(e.target.value);
                  setSkillNote(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    addSkill();
                  }
                }}
                placeholder="e.g. Threat Modeling"
              />
              <Button type="button" variant="outline" onClick={addSkill}>
                Add
              </Button>
            </div>
            {skillNote && (
              <p id="p-skill-note" role="alert" className="text-sm font-medium text-destructive">
                {skillNote}
              </p>
            )}
            <ul className="flex flex-wrap gap-1" aria-label="Your expertise">
              {expertise.map((e) => (
                <li key={e}>
                  <Badge variant="secondary" className="gap-1">
                    {e}
                    <button
                      type="button"
                      className="cursor-pointer"
                      aria-label={`Remove ${e}`}
                      onClick={() =>
                        setValue(
                          "expertise",
                          expertise.filter((x) => x !== e),
                        )
                      }
                    >
                      <X className="h-3 w-3" />
                    </button>
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
          <Controller
            control={control}
            name="isOpenToWork"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="p-open" checked={Boolean(field.value)} onCheckedChange={field.onChange} />
                <Label htmlFor="p-open">Open to work (listed in the candidates directory)</Label>
              </div>
            )}
          />
          <Field
            id="p-available-from"
            label="Available to start"
            error={errors.availableFrom?.message}
            hint="Recruiters can filter the candidates directory by it while you are open to work."
          >
            <select
              className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-72"
              {...register("availableFrom")}
            >
              <option value="">Not said</option>
              {AVAILABILITY_OPTIONS.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
