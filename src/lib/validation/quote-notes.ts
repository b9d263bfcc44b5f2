/**
 * Product and home-lift quotes store their notes as a fixed title line (in the language the
 * request was made in), a blank line, then the buyer's own notes, so the admin sees at a glance
 * what was asked about even when the product is later deleted.
 */
export function notesWithTitle(titleLine: string, userNotes: string): string {
  const notes = userNotes.trim();
  return notes ? `${titleLine}\n\n${notes}` : titleLine;
}

/**
 * The buyer's own notes of a stored quote request ("Request again" on /account prefills them):
 * a custom request's notes are all theirs; a product or home-lift request's follow the title line
 * and its blank line (none when the buyer wrote nothing).
 */
export function userNotesOf(kind: string, stored: string): string {
  if (kind === 'custom') return stored;
  const start = stored.indexOf('\n\n');
  return start === -1 ? '' : stored.slice(start + 2);
}
