/** The item routes: `/menu/{id}`, `/menu/{id}/{editId}` and `/menu/{id}/allergens`. */
export interface ItemRoute {
  itemId: number;
  /** The order line being edited (`/menu/{id}/{editId}`), or null for a new line. */
  editId: string | null;
  /** True on `/menu/{id}/allergens` (the allergens modal over the item). */
  allergens: boolean;
}

/** Parses an item route; null for any other path. */
export function parseItemRoute(path: string): ItemRoute | null {
  const match = /^\/menu\/(\d+)(?:\/([^/]+))?\/?$/.exec(path);
  if (!match?.[1]) return null;
  const rest = match[2] ? decodeURIComponent(match[2]) : null;
  if (rest === 'allergens') return { itemId: Number(match[1]), editId: null, allergens: true };
  return { itemId: Number(match[1]), editId: rest, allergens: false };
}

/** The path of an item's detail, edit or allergens route. */
export function itemPath(itemId: number, extra?: { editId?: string | null; allergens?: boolean }): string {
  if (extra?.allergens) return `/menu/${itemId}/allergens`;
  if (extra?.editId) return `/menu/${itemId}/${encodeURIComponent(extra.editId)}`;
  return `/menu/${itemId}`;
}
