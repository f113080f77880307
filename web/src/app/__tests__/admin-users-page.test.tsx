import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ADMIN_ID, adminMe } from "@/test/session";
import AdminUsersPage from "../routes/admin/users-page";

const user = (n: number, role = "user", id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`) => ({
  id,
  fullName: `Member ${n}`,
  email: `member${n}@example.test`,
  role,
  createdAt: "2026-01-01T00:00:00.000Z",
  avatarUrl: null,
  trustLevel: role === "admin" ? "staff" : "member",
  restrictions: [] as { kind: "silence" | "suspend"; until: string; reason: string }[],
});
const me = {
  ...adminMe,
  profile: {
    ...user(0, "admin", ADMIN_ID),
    fullName: "Ada Admin",
    email: "admin@example.test",
    title: null,
    company: null,
    bio: null,
    expertise: [],
    location: null,
    website: null,
    githubUrl: null,
    linkedinUrl: null,
    yearsExperience: null,
    isOpenToWork: false,
    avatarSource: "default",
    isVerifiedContractor: false,
    timezone: "UTC",
  },
};

function serve() {
  const asked: string[] = [];
  server.use(
    http.get("/api/session", () => json({ me })),
    http.get("/api/admin/users", ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const q = url.searchParams.get("q");
      const page = Number(url.searchParams.get("page"));
      if (q) return json({ users: [user(7)], total: 1, totalCapped: false, page: 1, pageSize: 50 });
      const users = page === 2 ? [user(51)] : [{ ...user(0, "admin", ADMIN_ID), fullName: "Ada Admin" }, user(1, "admin"), user(2)];
      return json({ users, total: 51, totalCapped: false, page, pageSize: 50 });
    }),
  );
  return asked;
}

// The admin menu asks for the review queue's counts on every admin page.
beforeEach(() => server.use(reviewCounts()));

describe("admin users page", () => {
  it("lists users with their roles; admins' and one's own role cannot be changed from here", async () => {
    serve();
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(await screen.findByText("member2@example.test")).toBeInTheDocument();
    expect(screen.getByText("51 users")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Role of Member 2" })).toBeEnabled();
    expect(screen.getByRole("combobox", { name: "Role of Member 1" })).toBeDisabled();
    expect(await screen.findByRole("combobox", { name: "Role of Ada Admin" })).toBeDisabled();
    // A member's account can be deleted from here; an admin's and one's own cannot (the server refuses them too).
    expect(screen.getByRole("button", { name: "Delete the account of Member 2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete the account of Member 1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete the account of Ada Admin" })).not.toBeInTheDocument();
  });

  it("searches by name or e-mail on the server and starts again at page 1", async () => {
    const asked = serve();
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    await screen.findByText("member2@example.test");
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Search users" }), "member7");
    expect(await screen.findByText("member7@example.test")).toBeInTheDocument();
    expect(screen.getByText("1 users")).toBeInTheDocument();
    expect(asked.at(-1)).toBe("?page=1&q=member7");
  });

  it("pages through the server's pages", async () => {
    const asked = serve();
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(await screen.findByText("Page 1 of 2")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("member51@example.test")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(asked).toContain("?page=2");
  });

  it("with more than 1000 matches says so instead of counting them all", async () => {
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/users", () => json({ users: [user(2)], total: 1000, totalCapped: true, page: 1, pageSize: 50 })),
    );
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(await screen.findByText("More than 1000 users: search to narrow the list")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 20")).toBeInTheDocument();
  });

  it("says so when the list cannot be fetched", async () => {
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/users", () => apiError(500, "INTERNAL", "Something went wrong. Please try again.")),
    );
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    // One retry after a server error (query-client), then the message.
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent("Failed to fetch users");
  });
});

describe("admin users page: trust levels and restrictions (docs/decisions/061)", () => {
  const silenced = {
    ...user(3),
    trustLevel: "new",
    restrictions: [{ kind: "silence" as const, until: "2026-02-01T12:00:00.000Z", reason: "Spam links" }],
  };

  it("shows each member's trust level with its explanation, and a restriction in force with its end", async () => {
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/users", () => json({ users: [user(2), silenced], total: 2, totalCapped: false, page: 1, pageSize: 50 })),
    );
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    await screen.findByText("member3@example.test");
    const level = screen.getByText("New");
    expect(level).toHaveAttribute("title", expect.stringMatching(/^Account younger than 3 days/));
    expect(screen.getByTitle(/ordinary limits/)).toHaveTextContent(/^Member$/);
    expect(screen.getByText(/^Silenced until Feb 1, 2026/)).toHaveAttribute("title", "Reason: Spam links");
    // A silenced member offers Lift for the silence and still Suspend; the other member Silence and Suspend.
    expect(screen.getByRole("button", { name: "Lift: Member 3 is silenced" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Suspend Member 3" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Silence Member 3" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Silence Member 2" })).toBeInTheDocument();
  });

  it("filters on the server by restriction or level and starts again at page 1", async () => {
    const asked: string[] = [];
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/users", ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const users = url.searchParams.get("filter") === "silenced" ? [silenced] : [user(2), silenced];
        return json({ users, total: users.length, totalCapped: false, page: 1, pageSize: 50 });
      }),
    );
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    await screen.findByText("member2@example.test");
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Silenced");
    expect(await screen.findByText("1 users")).toBeInTheDocument();
    expect(screen.queryByText("member2@example.test")).not.toBeInTheDocument();
    expect(asked.at(-1)).toBe("?page=1&filter=silenced");
    await ui.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Trust level: Trusted");
    await waitFor(() => expect(asked.at(-1)).toBe("?page=1&filter=trusted"));
  });

  it("suspends a member with a duration and a reason; a missing reason is refused before sending", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get("/api/session", () => json({ me })),
      http.get("/api/admin/users", () => json({ users: [user(2)], total: 1, totalCapped: false, page: 1, pageSize: 50 })),
      http.post(`/api/admin/users/${user(2).id}/restrictions`, async ({ request }) => {
        bodies.push(await request.json());
        return json({ restriction: {} }, 201);
      }),
    );
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole("button", { name: "Suspend Member 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Member 2?" });
    await ui.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await within(dialog).findByText("Give a reason")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await ui.selectOptions(within(dialog).getByLabelText("Duration"), "1 week");
    await ui.type(within(dialog).getByLabelText(/Reason/), "Harassment");
    await ui.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Member 2 is suspended")).toBeInTheDocument();
    expect(bodies).toEqual([{ kind: "suspend", duration: "1w", reason: "Harassment" }]);
  });
});
