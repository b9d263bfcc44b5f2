/**
 * The sale's end is typed and shown in Riyadh time, whatever the admin's device says: the shop
 * works in Riyadh, where the clock is UTC+3 all year (no daylight saving), so a fixed offset is
 * exact. The input is a `datetime-local` value ("2026-12-01T18:30"); the API takes ISO 8601 with
 * an offset.
 */
const RIYADH_OFFSET = '+03:00';
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The ISO string the API stores, "" as null; a value that is no real time is passed through for the schema to refuse. */
export function endsAtFromInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute, second = '00'] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}${RIYADH_OFFSET}`;
  // 2026-02-30 parses as 2 March: only a time that reads back the same is real.
  return riyadhInputFromIso(iso) === `${year}-${month}-${day}T${hour}:${minute}` ? iso : text;
}

/** What a `datetime-local` input shows for a stored end (Riyadh wall-clock time, to the minute). */
export function riyadhInputFromIso(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 16);
}
