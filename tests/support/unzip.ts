import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { inflateRawSync } from 'node:zlib';

/**
 * Unpacks a zip archive (stored or deflated entries, symbolic links kept) into a directory: what
 * Netlify does with a function's bundle before running it. Small on purpose: the deploy test must
 * not depend on a system `unzip` or on a package the shop does not declare.
 */
export async function unzip(archive: string, into: string): Promise<number> {
  const zip = await readFile(archive);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${archive}: not a zip archive`);
  const count = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  const root = resolve(into);
  const entries: { name: string; method: number; compressedSize: number; mode: number; localHeader: number }[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(entry) !== 0x02014b50) throw new Error(`${archive}: broken central directory`);
    const nameLength = zip.readUInt16LE(entry + 28);
    entries.push({
      method: zip.readUInt16LE(entry + 10),
      compressedSize: zip.readUInt32LE(entry + 20),
      mode: zip.readUInt32LE(entry + 38) >>> 16,
      localHeader: zip.readUInt32LE(entry + 42),
      name: zip.toString('utf8', entry + 46, entry + 46 + nameLength),
    });
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
  const extract = async ({ name, method, compressedSize, mode, localHeader }: (typeof entries)[number]) => {
    if (compressedSize === 0xffffffff || localHeader === 0xffffffff) throw new Error(`${archive}: zip64 entries are not supported`);
    const target = resolve(root, name);
    if (target !== root && !target.startsWith(root + sep)) throw new Error(`${archive}: entry outside the archive's folder: ${name}`);
    if (name.endsWith('/')) return void (await mkdir(target, { recursive: true }));
    const start = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(start, start + compressedSize);
    const content = method === 0 ? raw : method === 8 ? inflateRawSync(raw) : null;
    if (!content) throw new Error(`${archive}: compression method ${method} is not supported (${name})`);
    await mkdir(dirname(target), { recursive: true });
    if ((mode & 0o170000) === 0o120000) await symlink(content.toString('utf8'), target);
    else await writeFile(target, content, { mode: mode & 0o777 || 0o644 });
  };
  // Many small files: written a few dozen at a time.
  for (let i = 0; i < entries.length; i += 32) await Promise.all(entries.slice(i, i + 32).map(extract));
  return count;
}

