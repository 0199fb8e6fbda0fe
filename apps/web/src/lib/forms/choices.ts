/**
 * The chosen ids after a checkbox of a list changed: `id` added when it was checked, taken out
 * when it was cleared. Pure, so the public pages' plain checkboxes use it as the MUI ones do.
 */
export function withChoice(chosen: readonly string[], id: string, checked: boolean): string[] {
  return checked ? [...chosen, id] : chosen.filter((other) => other !== id);
}
