import { describe, expect, it } from 'vitest';
import { groupOf, slugify } from '#lib/categories';
import type { CatalogueCategory } from '#lib/catalogue';
import { categoryForParam, chipsOf, filterBarModel } from './filter-model.ts';

let next = 1;
const category = (nameEn: string, createdAt = '2026-01-01T00:00:00.000Z'): CatalogueCategory => ({
  id: next++,
  slug: slugify(nameEn),
  nameEn,
  nameAr: nameEn,
  group: groupOf(nameEn),
  createdAt,
});

describe('filter bar model', () => {
  // Deliberately shuffled, with odd spacing and case, as an admin might have typed them.
  const categories = [
    'Door Spring', 'KONE', 'Lighting', 'door motors', ' Door Locks ', 'Fans', 'Oil Can', 'Cables & Wiring', 'OTIS',
    'Door Vane', 'Machines', 'Push Buttons', 'COP and LOP', 'Door Cards', 'Door Motors Pulley', 'Door Motor Belt & Clips',
    'Door Shoes', 'Door Rollers', 'Door Contacts',
  ].map((name) => category(name));
  const model = filterBarModel(categories);

  it('has the seven groups in their fixed order', () => {
    expect(model.groups.map((g) => g.slug)).toEqual([
      'elevator-door-system', 'mechanical-components', 'electronic-components', 'cop-lop-components',
      'access-safety', 'accessories', 'escalator-travelator',
    ]);
  });

  it('lists members in the set order, matched by trimmed lowercase name', () => {
    expect(model.groups[0]!.members.map((c) => c.nameEn.trim().toLowerCase())).toEqual([
      'door motors', 'door cards', 'door motors pulley', 'door vane', 'door motor belt & clips',
      'door locks', 'door shoes', 'door rollers', 'door contacts', 'door spring',
    ]);
    expect(model.groups[3]!.members.map((c) => c.nameEn)).toEqual(['COP and LOP', 'Push Buttons']);
    expect(model.groups[5]!.members.map((c) => c.nameEn)).toEqual(['Fans', 'Oil Can']);
  });

  it('keeps groups whose categories do not exist yet, empty', () => {
    expect(model.groups[2]!.members).toEqual([]);
  });

  it('shows leftovers as buttons, but never the brand names', () => {
    expect(model.leftovers.map((c) => c.nameEn)).toEqual(['Cables & Wiring', 'Lighting']);
  });

  it('leaves out a category no visible product is in, as a member and as a leftover', () => {
    const empty = (name: string) => ({ ...category(name), hasProducts: false });
    const withEmpty = filterBarModel([...categories, empty('Fans 2'), empty('Door Hangers'), empty('Encoders')]);
    expect(withEmpty.groups[2]!.members).toEqual([]);
    expect(withEmpty.leftovers.map((c) => c.nameEn)).toEqual(['Cables & Wiring', 'Lighting']);
  });
});

describe('category chips', () => {
  const older = category('Door Motors', '2025-01-01T00:00:00.000Z');
  const newer = category('KONE', '2025-06-01T00:00:00.000Z');
  const newest = category('Lighting', '2026-01-01T00:00:00.000Z');
  const byId = new Map([older, newer, newest].map((c) => [c.id, c]));

  it('sorts by the categories’ creation date', () => {
    expect(chipsOf([newest.id, older.id, newer.id], byId).map((c) => c.nameEn)).toEqual(['Door Motors', 'KONE', 'Lighting']);
  });

  it('can stop at a maximum (two on featured cards) and skips unknown ids', () => {
    expect(chipsOf([newest.id, 999, older.id, newer.id], byId, 2).map((c) => c.nameEn)).toEqual(['Door Motors', 'KONE']);
  });
});

describe('the category named by ?category=', () => {
  const keys = { ...category('Keys & Locks'), aliases: ['locks'] };
  const cables = category('Cables & Wiring');
  const suffixed = { ...category('Fans'), slug: 'fans-2' };
  const categories = [keys, cables, suffixed];

  it('is found by its slug, an earlier slug, or the literal form of its English name', () => {
    expect(categoryForParam('keys-locks', categories)).toBe(keys);
    expect(categoryForParam('locks', categories)).toBe(keys);
    expect(categoryForParam('keys-&-locks', categories)).toBe(keys);
    expect(categoryForParam('cables-&-wiring', categories)).toBe(cables);
    expect(categoryForParam('fans-2', categories)).toBe(suffixed);
    expect(categoryForParam('fans', categories)).toBe(suffixed);
  });

  it('is nothing for an unknown value', () => {
    expect(categoryForParam('no-such-category', categories)).toBeUndefined();
    expect(categoryForParam('keys', categories)).toBeUndefined();
  });
});
