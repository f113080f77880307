import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function Component() {
  return (
    <div className="flex justify-center px-4 py-12 md:py-16">
      <ResetPasswordForm />
    </div>
  );
}
