import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 file back into the TrueType/OpenType font it wraps (W3C WOFF §4–5): each table
 * inflated (or copied when stored uncompressed) into an sfnt with the same directory. fontkit's own
 * WOFF reader misreads some of these files' glyphs, so the PDF embeds the plain font.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = view.getUint32(entry);
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const checksum = view.getUint32(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag, checksum, data });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  searchRange *= 16;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const o = new DataView(out.buffer);
  o.setUint32(0, flavor);
  o.setUint16(4, numTables);
  o.setUint16(6, searchRange);
  o.setUint16(8, entrySelector);
  o.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    o.setUint32(entry, table.tag);
    o.setUint32(entry + 4, table.checksum);
    o.setUint32(entry + 8, offset);
    o.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
