import type { IssueDto } from "@common/newsletter.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, http, json, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { IssueComposer, slugOf } from "../components/issue-composer";

const figures = { recipients: 0, sent: 0, failed: 0, pending: 0, unsubscribedSince: 0 };
const draft: IssueDto = {
  id: "6f1c1f7e-4a7b-4d7e-9a55-0c4a7c4c0a01",
  slug: "november-2026",
  title: "November 2026",
  content: "<p>Hello readers</p>",
  status: "draft",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  sendStartedAt: null,
  sentAt: null,
  figures,
};
const base = `/api/admin/newsletter/issues/${draft.id}`;
const preview = () =>
  http.get(`${base}/preview`, () => json({ subject: draft.title, html: "<p>Hello readers</p>", text: "Hello readers" }));

describe("IssueComposer", () => {
  it("fills the slug from the title and saves a new draft", async () => {
    const posted: unknown[] = [];
    server.use(
      http.post("/api/admin/newsletter/issues", async ({ request }) => {
        posted.push(await request.json());
        return json({ ...draft, id: "6f1c1f7e-4a7b-4d7e-9a55-0c4a7c4c0a02" }, 201);
      }),
    );
    const onCreated = vi.fn();
    renderWithProviders(<IssueComposer confirmedSubscribers={0} onCreated={onCreated} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "November 2026: what's new");
    expect(screen.getByLabelText(/^Slug/)).toHaveValue("november-2026-what-s-new");
    await user.click(screen.getByRole("textbox", { name: "Issue content" }));
    await user.keyboard("Hello readers");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("6f1c1f7e-4a7b-4d7e-9a55-0c4a7c4c0a02"));
    expect(posted[0]).toMatchObject({ title: "November 2026: what's new", slug: "november-2026-what-s-new" });
    expect((posted[0] as { content: string }).content).toContain("Hello readers");
  });

  it("marks the slug with the server's message when another issue uses it", async () => {
    server.use(
      http.post("/api/admin/newsletter/issues", () =>
        apiError(409, "CONFLICT", "Another issue already uses this slug", { slug: "Another issue already uses this slug" }),
      ),
    );
    renderWithProviders(<IssueComposer confirmedSubscribers={0} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Taken");
    await user.click(screen.getByRole("textbox", { name: "Issue content" }));
    await user.keyboard("Body");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    const slug = screen.getByLabelText(/^Slug/);
    await vi.waitFor(() => expect(slug).toHaveAttribute("aria-invalid", "true"));
    expect(slug).toHaveAccessibleDescription("Another issue already uses this slug");
  });

  it("inserts an article from the picker as a linked card", async () => {
    server.use(
      preview(),
      http.get("/api/admin/newsletter/picker", () =>
        json({ items: [{ kind: "article", title: "Threat modelling", path: "/blog/threat-modelling", detail: "A sprint-sized guide" }] }),
      ),
    );
    renderWithProviders(<IssueComposer issue={draft} confirmedSubscribers={2} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Insert article, event or job" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert from the site" });
    expect(within(dialog).getByRole("region", { name: "Upcoming events" })).toHaveTextContent("None at the moment.");
    await user.click(await within(dialog).findByRole("button", { name: "Insert Threat modelling" }));
    const link = within(screen.getByRole("textbox", { name: "Issue content" })).getByRole("link", { name: "Threat modelling" });
    expect(link).toHaveAttribute("href", "/blog/threat-modelling");
  });

  it("previews the saved draft as a mail and as the web page, sends a test, and sends after confirming", async () => {
    const calls: string[] = [];
    server.use(
      preview(),
      http.post(`${base}/test`, () => {
        calls.push("test");
        return json({ sent: true });
      }),
      http.post(`${base}/send`, () => {
        calls.push("send");
        return json({ ...draft, status: "sent" });
      }),
    );
    renderWithProviders(<IssueComposer issue={draft} confirmedSubscribers={3} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    expect(await screen.findByTitle("Mail preview")).toHaveAttribute("sandbox", "");
    expect(screen.getByText("Subject:").parentElement).toHaveTextContent("Subject: November 2026");
    await user.click(screen.getByRole("tab", { name: "As web page" }));
    expect(screen.getByRole("heading", { name: "November 2026" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send a test to me" }));
    expect(await screen.findByText("Test sent to your address.")).toBeInTheDocument();
    expect(calls).toEqual(["test"]);

    await user.click(screen.getByRole("button", { name: "Send to subscribers" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("It goes to 3 confirmed subscribers, once");
    await user.click(within(confirm).getByRole("button", { name: "Send now" }));
    await vi.waitFor(() => expect(calls).toEqual(["test", "send"]));
  });

  it("shows the server's 409 when the issue was already sent", async () => {
    server.use(
      preview(),
      http.post(`${base}/send`, () => apiError(409, "CONFLICT", "This issue has already been sent.")),
    );
    renderWithProviders(<IssueComposer issue={draft} confirmedSubscribers={3} onCreated={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Send to subscribers" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Send now" }));
    expect(await screen.findByText("This issue has already been sent.")).toBeInTheDocument();
  });

  it("makes slugs of titles", () => {
    expect(slugOf("  Ünïcode & Friends — 2026!  ")).toBe("unicode-friends-2026");
  });
});
