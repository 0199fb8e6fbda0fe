import { describe, expect, it } from 'vitest';
import type { Contact } from '@syna/contracts/contacts';
import { favoriteIds, withFavorite } from './favorite-list';

const contact = (id: string, name: string) => ({ id, name }) as Contact;

describe('favourites list', () => {
  it('adds a favourite in name order and removes one', () => {
    const list = { items: [contact('1', 'Anna'), contact('3', 'Östen')], total: 2 };
    const added = withFavorite(list, contact('2', 'Bertil'), true);
    expect(added.items.map((item) => item.name)).toEqual(['Anna', 'Bertil', 'Östen']);
    expect(added.total).toBe(3);
    expect(withFavorite(added, contact('1', 'Anna'), false).items.map((item) => item.id)).toEqual(['2', '3']);
    expect(withFavorite(list, contact('1', 'Anna'), true).total).toBe(2);
  });

  it('lists the favourite ids', () => {
    expect([...favoriteIds({ items: [contact('1', 'A')], total: 1 })]).toEqual(['1']);
    expect(favoriteIds(undefined).size).toBe(0);
  });
});
