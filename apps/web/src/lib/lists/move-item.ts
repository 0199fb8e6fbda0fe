/** `list` with the item at `from` moved to `to` (a new list; out of range: unchanged). */
export function moveItem<Item>(list: readonly Item[], from: number, to: number): Item[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const moved = [...list];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as Item);
  return moved;
}
