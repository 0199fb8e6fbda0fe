import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders its children from the first time `open` is true on, and keeps them then, so that a menu
 * or dialog closes with its animation. Children whose code is imported with `lazy` thus load when
 * first opened: the shell's menus and dialogs stay off the first load (docs/ARCHITECTURE.md).
 */
export function OpenedOnce({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
