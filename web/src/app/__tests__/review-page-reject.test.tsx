import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, http, json, reviewCounts, server } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { adminMe as me } from "@/test/session";
import ReviewPage from "../routes/admin/review-page";

const ITEM_ID = "00000000-0000-4000-8000-000000000011";
const item = {
  id: ITEM_ID,
  kind: "offering",
  targetId: "00000000-0000-4000-8000-000000000022",
  title: "Threat modeling workshop",
  status: "pending",
  version: 3,
  submittedAt: "2026-11-20T10:00:00.000Z",
  resubmissions: 0,
  submitter: { id: "00000000-0000-4000-8000-000000000033", name: "Sam Submitter" },
  link: "/offerings",
  flags: [],
  canDecide: true,
  revision: null,
};

function serve(decision: Parameters<typeof http.post>[1]) {
  const bodies: unknown[] = [];
  server.use(
    http.get("/api/session", () => json({ me })),
    http.get("/api/admin/review", () => json({ items: [item], nextCursor: null, counts: { offering: 1 }, total: 1 })),
    http.post(`/api/admin/review/${ITEM_ID}/decision`, async (info) => {
      bodies.push(await info.request.clone().json());
      return decision(info);
    }),
  );
  return bodies;
}

async function openReject() {
  const user = userEvent.setup();
  renderWithProviders(<ReviewPage />, { path: "/admin/review" });
  await screen.findAllByText("Threat modeling workshop");
  await user.click(screen.getByRole("button", { name: /^Reject/ }));
  await screen.findByRole("dialog", { name: 'Reject "Threat modeling workshop"' });
  return user;
}

beforeEach(() => server.use(reviewCounts(1)));

describe("rejecting from the review queue (one form pattern, docs/decisions/043)", () => {
  it("asks for the reason with the schema's message before sending anything", async () => {
    const bodies = serve(() => json({ id: ITEM_ID, status: "rejected", version: 4 }));
    const user = await openReject();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const field = screen.getByLabelText("Reason (required)");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Give a reason")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends the trimmed reason with the item's version and closes", async () => {
    const bodies = serve(() => json({ id: ITEM_ID, status: "rejected", version: 4 }));
    const user = await openReject();
    await user.type(screen.getByLabelText("Reason (required)"), "  Not about application security  ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(bodies).toEqual([{ decision: "reject", version: 3, reason: "Not about application security" }]);
  });

  it("marks the reason with the server's field message and stays open", async () => {
    serve(() =>
      apiError(400, "VALIDATION_ERROR", "Keep the reason under 2000 characters", { reason: "Keep the reason under 2000 characters" }),
    );
    const user = await openReject();
    await user.type(screen.getByLabelText("Reason (required)"), "Too long, says the server");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const field = screen.getByLabelText("Reason (required)");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByRole("dialog", { name: 'Reject "Threat modeling workshop"' })).toBeInTheDocument();
  });
});
