import { useEffect, type RefObject } from 'react';
import type { FieldMessages } from './field-messages';

/** Focuses the first input in `container` that shows a message, once messages arrive. */
export function useFocusFirstMessage(messages: FieldMessages, container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (Object.keys(messages).length === 0) return;
    const frame = requestAnimationFrame(() => {
      container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, container]);
}
