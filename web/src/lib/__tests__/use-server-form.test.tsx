import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../api-client";
import { useServerForm } from "../use-server-form";

const schema = z.object({
  email: z.email("Please enter a valid email"),
  name: z.string().min(1, "Name is required"),
});

function Form({ answer }: { answer: () => Promise<void> }) {
  const { register, handleSubmit, applyServerErrors, formState } = useServerForm(schema, { defaultValues: { email: "", name: "" } });
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async () => {
        try {
          await answer();
        } catch (err) {
          applyServerErrors(err);
        }
      })}
    >
      <label htmlFor="email">Email</label>
      <input id="email" aria-describedby="email-error" {...register("email")} />
      {errors.email && <p id="email-error">{errors.email.message}</p>}
      <label htmlFor="name">Name</label>
      <input id="name" {...register("name")} />
      {errors.name && <p>{errors.name.message}</p>}
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), "ada@example.test");
  await user.type(screen.getByLabelText("Name"), "Ada");
  await user.click(screen.getByRole("button", { name: "Save" }));
}

describe("useServerForm", () => {
  it("checks the shared schema before anything is sent", async () => {
    let sent = 0;
    render(<Form answer={async () => void sent++} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(sent).toBe(0);
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    render(
      <Form
        answer={() =>
          Promise.reject(new ApiError("Invalid input", 400, "VALIDATION_FAILED", { email: "This address is already registered" }))
        }
      />,
    );
    await fillAndSubmit();
    expect(await screen.findByText("This address is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("keeps a message for a field the form does not have as a form-level error", async () => {
    render(<Form answer={() => Promise.reject(new ApiError("Invalid input", 400, "VALIDATION_FAILED", { plan: "Unknown plan" }))} />);
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Unknown plan");
  });
});
