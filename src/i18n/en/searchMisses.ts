/** The dashboard's "What buyers could not find" panel (issue 23, ADR 0033). */
export const searchMisses = {
  'searchMisses.title': 'What buyers could not find',
  'searchMisses.intro': 'Searches that found nothing in the last {days} days, most searched first. A part number counts as one however it was written.',
  'searchMisses.term': 'Searched for',
  'searchMisses.searches': 'Searches',
  'searchMisses.action': 'Action',
  'searchMisses.create': 'Create product',
  'searchMisses.empty': 'Every search in the last {days} days found something.',
  'searchMisses.loadFailed': 'The searches that found nothing could not be loaded.',
} as const;
