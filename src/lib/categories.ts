/**
 * The seven fixed category groups of the catalogue (SPEC §2, Catalogue), each with its members
 * in their set order. Members are matched by lowercase trimmed English name.
 */
export const CATEGORY_GROUPS = [
  {
    slug: 'elevator-door-system',
    members: [
      'door motors', 'door cards', 'door motors pulley', 'door vane', 'door motor belt & clips',
      'door locks', 'door shoes', 'door rollers', 'door contacts', 'door spring',
    ],
  },
  { slug: 'mechanical-components', members: ['machines', 'ropes', 'counterweight shoes', 'guide shoes', 'traction wheels'] },
  {
    slug: 'electronic-components',
    members: [
      'test tools', 'elevator pcb', 'inverter', 'igbt', 'encoders', 'photocells', 'sensors', 'power supplies', 'limit switches',
    ],
  },
  { slug: 'cop-lop-components', members: ['cop and lop', 'push buttons'] },
  { slug: 'access-safety', members: ['access devices', 'sound devices', 'safety parts', 'keys & locks'] },
  { slug: 'accessories', members: ['fans', 'oil can'] },
  { slug: 'escalator-travelator', members: ['escalators and travelators', 'escalator rollers'] },
] as const;

export type CategoryGroupSlug = (typeof CATEGORY_GROUPS)[number]['slug'];

/** Brand-named categories: never shown as leftover filter buttons. */
export const BRAND_CATEGORIES = [
  'kone', 'otis', 'mitsubishi', 'fuji', 'fujisj', 'schindler', 'sigma', 'fermator', 'selcom', 'thyssenkrupp',
] as const;

/** Dropdowns list their members in two columns above this many. */
export const DROPDOWN_TWO_COLUMNS_ABOVE = 6;

export function normaliseName(name: string): string {
  return name.trim().toLowerCase();
}

/** The group a category belongs to, by its English name; null for leftovers and brands. */
export function groupOf(nameEn: string): CategoryGroupSlug | null {
  const name = normaliseName(nameEn);
  return CATEGORY_GROUPS.find((g) => (g.members as readonly string[]).includes(name))?.slug ?? null;
}

/** Position of a member inside its group's set order (leftovers sort last). */
export function memberOrder(nameEn: string): number {
  const name = normaliseName(nameEn);
  for (const g of CATEGORY_GROUPS) {
    const index = (g.members as readonly string[]).indexOf(name);
    if (index >= 0) return index;
  }
  return Number.MAX_SAFE_INTEGER;
}

export function isBrandCategory(nameEn: string): boolean {
  return (BRAND_CATEGORIES as readonly string[]).includes(normaliseName(nameEn));
}

export function isGroupSlug(slug: string): slug is CategoryGroupSlug {
  return CATEGORY_GROUPS.some((g) => g.slug === slug);
}

/** A category's URL slug: its English name lowercased, spaces to hyphens (SPEC §2), other symbols dropped. */
export function slugify(nameEn: string): string {
  return normaliseName(nameEn)
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    // The table's check wants letters or digits at both ends ("- Spare Parts", "Door Parts -").
    .replace(/^-|-$/g, '');
}

/**
 * SPEC §2's own spelling of a category in `?category=`: the English name lowercased with its
 * spaces turned to hyphens, symbols kept (`keys-&-locks`). The catalogue accepts it besides the
 * stored slug, so links written from the specification keep working.
 */
export function literalSlug(nameEn: string): string {
  return normaliseName(nameEn).replace(/\s+/g, '-');
}

/**
 * What `?category=` may hold: a group slug, a category's slug or earlier slug, or its literal
 * form. No spaces, control characters or angle brackets; as long as a category name at most.
 */
export const CATEGORY_PARAM = /^[^\s\p{Cc}<>]{1,100}$/u;

/**
 * A `?category=` value as written by hand, in the form CATEGORY_PARAM takes: trimmed, lower case,
 * each run of spaces one hyphen (`Door%20Motors`, `door  motors` → `door-motors`), control
 * characters and angle brackets dropped, at most 100 characters. Null when nothing is left; any
 * other value names a category or none ("Category not found"), never silently every product.
 */
export function categoryParam(value: string): string | null {
  const param = normaliseName(value)
    .replace(/\s+/g, '-')
    .replace(/[\p{Cc}<>]/gu, '')
    .slice(0, 100);
  return CATEGORY_PARAM.test(param) ? param : null;
}
