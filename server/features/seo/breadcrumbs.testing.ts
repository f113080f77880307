import { expect } from "vitest";
import { BASE_URL } from "../../test/setup";

/**
 * The BreadcrumbList among a page's JSON-LD blocks, checked the way Google's rich result test reads one:
 * schema.org context, ListItems at positions 1, 2, … in order, each with a name and an absolute URL on
 * the site, the last one the page itself (its canonical). `trail` is [name, path] from the section down.
 */
export function expectBreadcrumbs(ld: unknown[], canonical: string | undefined, trail: Array<[string, string]>) {
  const lists = ld.flat().filter((l) => (l as { "@type"?: string })["@type"] === "BreadcrumbList") as Array<Record<string, unknown>>;
  expect(lists, "one BreadcrumbList").toHaveLength(1);
  const list = lists[0]!;
  expect(list["@context"]).toBe("https://schema.org");
  const items = list.itemListElement as Array<Record<string, unknown>>;
  expect(items.map((i) => i["@type"])).toEqual(trail.map(() => "ListItem"));
  expect(items.map((i) => i.position)).toEqual(trail.map((_, n) => n + 1));
  expect(items.map((i) => [i.name, i.item])).toEqual(trail.map(([name, path]) => [name, `${BASE_URL}${path}`]));
  for (const item of items) {
    expect(typeof item.name === "string" && item.name.trim().length > 0, "a name").toBe(true);
    expect(new URL(item.item as string).origin).toBe(new URL(BASE_URL).origin);
  }
  expect(items.at(-1)!.item).toBe(canonical);
}
