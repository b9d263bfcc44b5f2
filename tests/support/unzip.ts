import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry } from 'yauzl';

/** The file-type bits of a zip entry's Unix mode (the upper half of its external attributes). */
const unixMode = (entry: Entry) => entry.externalFileAttributes >>> 16;
const isSymlink = (entry: Entry) => (unixMode(entry) & 0o170000) === 0o120000;

/**
 * Unpacks a zip archive into a directory, symbolic links and file modes kept: what Netlify does with
 * a function's bundle before running it. yauzl reads the archive (and refuses an entry whose name
 * would land outside the directory); the files are written a few dozen at a time, as a bundle is
 * hundreds of small files.
 */
export async function unzip(archive: string, into: string): Promise<number> {
  const zip = await yauzl.openPromise(archive, { autoClose: false });
  try {
    const entries: Entry[] = [];
    for await (const entry of zip.eachEntry()) entries.push(entry);
    const extract = async (entry: Entry) => {
      const target = join(into, entry.fileName);
      if (entry.fileName.endsWith('/')) return void (await mkdir(target, { recursive: true }));
      const content = await buffer(await zip.openReadStreamPromise(entry));
      await mkdir(dirname(target), { recursive: true });
      if (isSymlink(entry)) await symlink(content.toString('utf8'), target);
      else await writeFile(target, content, { mode: unixMode(entry) & 0o777 || 0o644 });
    };
    for (let i = 0; i < entries.length; i += 32) await Promise.all(entries.slice(i, i + 32).map(extract));
    return entries.length;
  } finally {
    zip.close();
  }
}
