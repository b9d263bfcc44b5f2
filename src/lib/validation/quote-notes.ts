/**
 * Product and home-lift quotes store their notes as a fixed title line (in the language the
 * request was made in), a blank line, then the buyer's own notes, so the admin sees at a glance
 * what was asked about even when the product is later deleted.
 */
export function notesWithTitle(titleLine: string, userNotes: string): string {
  const notes = userNotes.trim();
  return notes ? `${titleLine}\n\n${notes}` : titleLine;
}
