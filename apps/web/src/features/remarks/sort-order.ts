/** Something kept in a user-chosen order. */
interface Ordered {
  id: string;
  sortOrder: number;
}

/** The items with one moved from `from` to `to` (indexes in the list as shown). */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item!);
  return moved;
}

/**
 * The sort orders to send so that the list reads in the given order: each item's place, for
 * only the items whose stored order differs (usually the two that swapped).
 */
export function sortOrderChanges(ordered: readonly Ordered[]): { id: string; sortOrder: number }[] {
  return ordered.flatMap((item, index) =>
    item.sortOrder === index ? [] : [{ id: item.id, sortOrder: index }],
  );
}

/** The items in the given order, their sort orders set to their places. */
export function withPlaces<Item extends Ordered>(ordered: readonly Item[]): Item[] {
  return ordered.map((item, index) => (item.sortOrder === index ? item : { ...item, sortOrder: index }));
}
