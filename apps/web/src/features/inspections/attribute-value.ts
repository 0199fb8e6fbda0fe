import type { Attributes } from '@syna/contracts/inspections';

export type AttributeValue = Attributes[string];
export const ATTRIBUTE_KINDS = ['text', 'number', 'boolean', 'json'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** The kind the editor offers for a stored value. */
export function attributeKindOf(value: AttributeValue): AttributeKind {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'json';
}

/** A stored value as the editor's text (booleans as 'true'/'false'). */
export function attributeText(value: AttributeValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The editor's text as a value of the chosen kind; null when the text is not one. */
export function parseAttributeValue(kind: AttributeKind, text: string): { value: AttributeValue } | null {
  switch (kind) {
    case 'text':
      return { value: text };
    case 'number': {
      const number = Number(text.trim().replace(',', '.'));
      return text.trim() && Number.isFinite(number) ? { value: number } : null;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { value: text === 'true' } : null;
    case 'json':
      try {
        return { value: JSON.parse(text) as AttributeValue };
      } catch {
        return null;
      }
  }
}
