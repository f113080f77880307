import { describe, expect, it } from "vitest";
import type { InboxPage } from "@common/admin.schema";
import { contactMessages, newsletterSubscribers, sponsorInquiries } from "../../db/schema";
import { csvCell } from "../../lib/csv";
import { signedIn } from "../../test/factories";
import { setupTestContext } from "../../test/setup";

const ctx = setupTestContext();

/** A minimal RFC 4180 parser, so the test reads the CSV the way a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("admin inbox", () => {
  it("lists contact messages newest first with search and paging", async () => {
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.db.insert(contactMessages).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Sender ${i}`,
        email: `s${i}@example.test`,
        subject: i === 7 ? "Partnership idea" : `Question ${i}`,
        message: "Hello",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const p1 = (await (await admin.request("/api/admin/inbox/contact")).json()) as InboxPage;
    expect(p1.total).toBe(30);
    expect(p1.items).toHaveLength(25);
    expect((p1.items[0] as { name: string }).name).toBe("Sender 29");
    const p2 = (await (await admin.request("/api/admin/inbox/contact?page=2")).json()) as InboxPage;
    expect(p2.items).toHaveLength(5);
    const found = (await (await admin.request("/api/admin/inbox/contact?q=partnership")).json()) as InboxPage;
    expect(found.items.map((m) => (m as { email: string }).email)).toEqual(["s7@example.test"]);
  });

  it("counts only confirmed newsletter subscribers as confirmed", async () => {
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.db.insert(newsletterSubscribers).values([
      { email: "a@example.test", confirmedAt: new Date() },
      { email: "b@example.test", confirmToken: "pending-token-123" },
    ]);
    const page = (await (await admin.request("/api/admin/inbox/newsletter")).json()) as Extract<InboxPage, { kind: "newsletter" }>;
    expect(page.total).toBe(2);
    expect(page.confirmedTotal).toBe(1);
    expect(JSON.stringify(page)).not.toContain("pending-token-123");
  });

  it("exports the search as CSV with formula cells neutralised", async () => {
    const admin = await signedIn(ctx, "admin");
    await ctx.deps.db.insert(sponsorInquiries).values([
      {
        firstName: '=HYPERLINK("http://evil")',
        lastName: "+1",
        companyName: "-2 Corp",
        email: "@evil@example.test",
        phone: "\t555",
        tier: "gold",
        comments: 'Quote " and, comma\nnewline',
      },
      { firstName: "Ada", lastName: "Lovelace", companyName: "Engines", email: "ada@example.test", phone: "555", tier: "silver" },
    ]);
    const res = await admin.request("/api/admin/inbox/sponsors/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="sponsors-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(["Received", "First name", "Last name", "Company", "Email", "Phone", "Tier", "Comments"]);
    expect(rows).toHaveLength(3);
    const evil = rows.find((r) => r[6] === "gold")!;
    expect(evil.slice(1, 6)).toEqual(['\'=HYPERLINK("http://evil")', "'+1", "'-2 Corp", "'@evil@example.test", "'\t555"]);
    expect(evil[7]).toBe('Quote " and, comma\nnewline');
    const searched = parseCsv(await (await admin.request("/api/admin/inbox/sponsors/export?q=lovelace")).text());
    expect(searched.map((r) => r[1])).toEqual(["First name", "Ada"]);
  });

  it("csvCell leaves ordinary text alone and quotes everything", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell("a-b")).toBe('"a-b"');
    expect(csvCell("-1")).toBe(`"'-1"`);
  });

  it("anonymous 401, member 403, unknown kind 400 — for the list and the export", async () => {
    const member = await signedIn(ctx);
    const admin = await signedIn(ctx, "admin");
    for (const path of ["/api/admin/inbox/contact", "/api/admin/inbox/contact/export"]) {
      expect((await ctx.request(path)).status).toBe(401);
      expect((await member.request(path)).status).toBe(403);
    }
    expect((await admin.request("/api/admin/inbox/users")).status).toBe(400);
    expect((await admin.request("/api/admin/inbox/users/export")).status).toBe(400);
  });
});
