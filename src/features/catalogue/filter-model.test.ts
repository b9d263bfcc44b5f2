import { describe, expect, it } from 'vitest';
import { catalogueCategory as category } from './category-support.ts';
import { categoryForParam, chipsOf, filterBarModel } from './filter-model.ts';
import { islandCategories } from './island-data.ts';

describe('filter bar model', () => {
  // Deliberately shuffled, with odd spacing and case, as an admin might have typed them.
  const categories = [
    'Door Spring', 'KONE', 'Lighting', 'door motors', ' Door Locks ', 'Fans', 'Oil Can', 'Cables & Wiring', 'OTIS',
    'Door Vane', 'Machines', 'Push Buttons', 'COP and LOP', 'Door Cards', 'Door Motors Pulley', 'Door Motor Belt & Clips',
    'Door Shoes', 'Door Rollers', 'Door Contacts',
  ].map((name) => category(name));
  const model = filterBarModel(islandCategories(categories, 'en'));

  it('has the seven groups in their fixed order', () => {
    expect(model.groups.map((g) => g.slug)).toEqual([
      'elevator-door-system', 'mechanical-components', 'electronic-components', 'cop-lop-components',
      'access-safety', 'accessories', 'escalator-travelator',
    ]);
  });

  it('lists members in the set order, matched by trimmed lowercase name', () => {
    expect(model.groups[0]!.members.map((c) => c.name.trim().toLowerCase())).toEqual([
      'door motors', 'door cards', 'door motors pulley', 'door vane', 'door motor belt & clips',
      'door locks', 'door shoes', 'door rollers', 'door contacts', 'door spring',
    ]);
    expect(model.groups[3]!.members.map((c) => c.name)).toEqual(['COP and LOP', 'Push Buttons']);
    expect(model.groups[5]!.members.map((c) => c.name)).toEqual(['Fans', 'Oil Can']);
  });

  it('keeps groups whose categories do not exist yet, empty', () => {
    expect(model.groups[2]!.members).toEqual([]);
  });

  it('shows leftovers as buttons, but never the brand names', () => {
    expect(model.leftovers.map((c) => c.name)).toEqual(['Cables & Wiring', 'Lighting']);
  });

  it('keeps the English order on an Arabic page, which is given the Arabic names only', () => {
    const arabic = filterBarModel(islandCategories(categories, 'ar'));
    expect(arabic.groups[3]!.members.map((c) => c.name)).toEqual(['ع COP and LOP', 'ع Push Buttons']);
    expect(arabic.leftovers.map((c) => c.name)).toEqual(['ع Cables & Wiring', 'ع Lighting']);
    expect(islandCategories(categories, 'ar').every((c) => !('nameEn' in c) && !('createdAt' in c))).toBe(true);
  });

  it('leaves out a category no visible product is in, as a member and as a leftover', () => {
    const empty = (name: string) => ({ ...category(name), hasProducts: false });
    const withEmpty = filterBarModel(islandCategories([...categories, empty('Fans 2'), empty('Door Hangers'), empty('Encoders')], 'en'));
    expect(withEmpty.groups[2]!.members).toEqual([]);
    expect(withEmpty.leftovers.map((c) => c.name)).toEqual(['Cables & Wiring', 'Lighting']);
  });
});

describe('category chips', () => {
  const given = islandCategories([category('Door Motors'), category('KONE'), category('Lighting')], 'en');
  const byId = new Map(given.map((c) => [c.id, c]));
  const [older, newer, newest] = ['Door Motors', 'KONE', 'Lighting'].map((name) => given.find((c) => c.name === name));

  it('keeps the product’s order (by the categories’ creation date, as the server lists them)', () => {
    expect(chipsOf([newest!.id, older!.id, newer!.id], byId).map((c) => c.name)).toEqual(['Lighting', 'Door Motors', 'KONE']);
  });

  it('can stop at a maximum (two on featured cards) and skips unknown ids', () => {
    expect(chipsOf([newest!.id, 999, older!.id, newer!.id], byId, 2).map((c) => c.name)).toEqual(['Lighting', 'Door Motors']);
  });
});

describe('the category named by ?category=', () => {
  const categories = islandCategories([{ ...category('Keys & Locks'), aliases: ['locks'] }, category('Cables & Wiring'), { ...category('Fans'), slug: 'fans-2' }], 'en');
  const named = (name: string) => categories.find((c) => c.name === name);
  const [keys, cables, suffixed] = [named('Keys & Locks'), named('Cables & Wiring'), named('Fans')];

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
