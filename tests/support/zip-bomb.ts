import { crc32, deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';

/**
 * Zip archives a test hands the import as ".xlsx": a real workbook skeleton whose sheet unpacks to
 * `unpackedBytes` of zeros (compressed ~1000:1), optionally with a central directory that lies
 * about the size (so only counting the inflated bytes catches it).
 */
export async function zipBomb(unpackedBytes: number, { lie = false } = {}): Promise<Uint8Array> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const parts: Buffer[] = [];
  let crc = 0;
  // Deflate 1 MB, then repeat its compressed form: a raw deflate stream of stored blocks would be big,
  // so the whole run is compressed once from a generator of chunks instead.
  const { createDeflateRaw } = await import('node:zlib');
  const deflate = createDeflateRaw({ level: 9 });
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < unpackedBytes; written += chunk.length) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  const sheet = Buffer.concat(parts);
  const size = Math.ceil(unpackedBytes / chunk.length) * chunk.length;
  const entries = [
    { name: '[Content_Types].xml', data: deflateRawSync('<Types/>'), crc: crc32('<Types/>'), size: 8 },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, crc, size: lie ? 1000 : size },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** A workbook made by ExcelJS, then given one of what the import refuses. */
export async function workbookWith(kind: 'formula' | 'merged', header: readonly string[], row: readonly string[]): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('products');
  sheet.addRow([...header]);
  sheet.addRow([...row]);
  if (kind === 'formula') sheet.getCell('K2').value = { formula: 'J2*1.1', result: 110 } as never;
  else sheet.mergeCells('C2:D2');
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export { JSZip };
