import { describe, expect, it } from 'vitest';
import { en } from './en';
import { sv } from './sv';

function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

function leafValues(tree: object): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leafValues(value as object),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('translations', () => {
  it('has the same keys in Swedish and English', () => {
    expect(leafKeys(en).sort()).toEqual(leafKeys(sv).sort());
  });

  it('has no empty text', () => {
    for (const text of [...leafValues(sv), ...leafValues(en)]) expect(text.trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const lookup = (tree: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of leafKeys(sv)) {
      expect(placeholders(lookup(en, key)), key).toEqual(placeholders(lookup(sv, key)));
    }
  });

  it('carries the default messages of the error catalogue', () => {
    expect(sv.error.default).toBe('Ett fel inträffade');
    expect(sv.error.request).toBe('Begäran kunde inte utföras');
    expect(sv.error.unauthorized).toBe('Du är inte inloggad');
    expect(sv.error.forbiddenDetail).toBe('Du saknar behörighet att utföra operationen');
    expect(en.error.default).toBe('An error occurred');
    expect(en.error.request).toBe('The request could not be performed');
    expect(en.error.unauthorized).toBe('You are not logged in');
    expect(en.message.settingsUpdated).toBe('Settings updated');
    expect(sv.message.settingsUpdated).toBe('Inställningar uppdaterade');
  });
});
