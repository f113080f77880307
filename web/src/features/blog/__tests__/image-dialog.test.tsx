import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ArticleForm } from "../components/article-form";

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "a.png", { type: "image/png" });

async function openDialog() {
  renderWithProviders(<ArticleForm submitLabel="Submit for Review" onSubmit={vi.fn()} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Image" }));
  await screen.findByRole("dialog", { name: "Insert an image" });
  return user;
}

describe("the editor's image dialog", () => {
  it("asks for the picture and its description on the fields before uploading", async () => {
    const user = await openDialog();
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    const file = screen.getByLabelText("Image file");
    const alt = screen.getByLabelText("Description (alt text)");
    await vi.waitFor(() => expect(alt).toHaveAttribute("aria-invalid", "true"));
    expect(alt).toHaveAccessibleDescription("Please describe the image");
    expect(file).toHaveAttribute("aria-invalid", "true");
    expect(file).toHaveAccessibleDescription("Please choose an image");
  });

  it("shows the upload's refusal on the file field", async () => {
    server.use(
      http.post("/api/blog/images", () =>
        apiError(400, "VALIDATION_ERROR", "Only PNG, JPEG, GIF or WebP images", { image: "Only PNG, JPEG, GIF or WebP images" }),
      ),
    );
    const user = await openDialog();
    await user.upload(screen.getByLabelText("Image file"), png());
    await user.type(screen.getByLabelText("Description (alt text)"), "A diagram");
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    const file = screen.getByLabelText("Image file");
    await vi.waitFor(() => expect(file).toHaveAttribute("aria-invalid", "true"));
    expect(file).toHaveAccessibleDescription("Only PNG, JPEG, GIF or WebP images");
    expect(screen.getByRole("dialog", { name: "Insert an image" })).toBeInTheDocument();
  });

  it("uploads a described picture and inserts it with its alt text", async () => {
    const sent: FormDataEntryValue[] = [];
    server.use(
      http.post("/api/blog/images", async ({ request }) => {
        sent.push(...(await request.formData()).getAll("image"));
        return json({ url: "/api/files/public/articles/0123456789abcdef0123456789abcdef.webp", width: 10, height: 10 }, 201);
      }),
    );
    const user = await openDialog();
    await user.upload(screen.getByLabelText("Image file"), png());
    await user.type(screen.getByLabelText("Description (alt text)"), "  A diagram ");
    await user.click(screen.getByRole("button", { name: "Insert image" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(document.querySelector(".prose-article img")?.getAttribute("alt")).toBe("A diagram");
  });
});
