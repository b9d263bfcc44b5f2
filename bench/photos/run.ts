// npx tsx bench/photos/run.ts [--runs 8]
//
// Processing one ~10 MB, 12-megapixel camera photo (a noisy 4000×3000 JPEG made here with sharp,
// EXIF orientation 6): what POST /api/admin/product-photos does with it before storing (header
// check, then one decode for the original at 2048 px and one WebP per /media width), against, in
// the same run, decoding alone (the floor) and the single-pass way (one pipeline per stored file,
// each decoding the upload again). Each pipeline runs in a fresh Node process (memory one leaves
// behind must not hide another's), which reports: p50 and worst wall time, the peak RSS above the
// process's settled RSS before the first call (sampled every 5 ms), and the RSS still above it
// once the calls returned and the heap was collected. The upload and the single pass run a second
// time with MALLOC_ARENA_MAX=2: what glibc's per-thread arenas keep after the work (memory that
// sharp's threads freed but the allocator did not give back) is then visible as the difference.
// Importing src/server/images turns libvips' operation cache off for every pipeline here, as in
// the server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { MEDIA_WIDTHS } from '#lib/media';
import { MAX_STORED_PHOTO_EDGE } from '#lib/admin/photos';
import { PRODUCT_PHOTO_LIMITS } from '#server/admin/photos/upload';
import { checkImageUploads, renderImageUploads } from '#server/images/uploads';
import { percentile, printTable } from '../support.ts';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '8' }, pipeline: { type: 'string' }, photo: { type: 'string' } } });
const runs = Number(args.runs);
const MB = 1024 * 1024;

const PIPELINES: Record<string, (photo: Uint8Array) => Promise<unknown>> = {
  'decode only (floor)': (photo) => sharp(photo).raw().toBuffer(),
  'single pass: a decode per stored file': (photo) =>
    Promise.all([
      sharp(photo).rotate().resize({ width: MAX_STORED_PHOTO_EDGE, height: MAX_STORED_PHOTO_EDGE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82, effort: 2 }).toBuffer(),
      ...MEDIA_WIDTHS.map((width) => sharp(photo).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer()),
    ]),
  'upload: header check, one decode, 5 files': async (photo) => {
    const upload = [{ name: 'photo.jpg', data: photo }];
    await checkImageUploads(upload, PRODUCT_PHOTO_LIMITS);
    return renderImageUploads(upload, PRODUCT_PHOTO_LIMITS.field, { maxEdge: MAX_STORED_PHOTO_EDGE, maxPixels: PRODUCT_PHOTO_LIMITS.maxPixels, widths: MEDIA_WIDTHS });
  },
};

interface Measured {
  times: number[];
  peaks: number[];
  left: number;
}

/** In the child process: the calls of one pipeline. */
async function measure(name: string, photo: Uint8Array): Promise<Measured> {
  const call = PIPELINES[name]!;
  const gc = (globalThis as { gc?: () => void }).gc!;
  const rss = () => process.memoryUsage().rss;
  const settle = async () => {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
    gc();
  };
  await settle();
  const base = rss();
  const times: number[] = [];
  const peaks: number[] = [];
  // The first call is measured too: its peak is what a freshly started function pays.
  for (let i = 0; i < runs + 1; i++) {
    let peak = rss();
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 5);
    const started = performance.now();
    await call(photo);
    const ms = performance.now() - started;
    clearInterval(sampler);
    peaks.push((Math.max(peak, rss()) - base) / MB);
    if (i > 0) times.push(ms);
  }
  await settle();
  return { times, peaks, left: (rss() - base) / MB };
}

async function cameraPhoto(): Promise<Uint8Array> {
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
  return new Uint8Array(await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer());
}

if (args.pipeline) {
  const result = await measure(args.pipeline, new Uint8Array(readFileSync(args.photo!)));
  process.stdout.write(JSON.stringify(result));
} else {
  const dir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  try {
    const photo = await cameraPhoto();
    const file = join(dir, 'photo.jpg');
    writeFileSync(file, photo);
    console.log(`photo: ${(photo.byteLength / MB).toFixed(1)} MB JPEG, 4000×3000 (12 megapixels), EXIF orientation 6`);
    console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; each pipeline in a fresh process, ${runs} timed calls after a first one\n`);
    const table = [['pipeline', 'p50 time', 'worst time', 'p50 peak RSS', 'worst peak RSS', 'RSS left after']];
    const self = fileURLToPath(import.meta.url);
    const rows: [string, string, NodeJS.ProcessEnv][] = [
      ...Object.keys(PIPELINES).map((name): [string, string, NodeJS.ProcessEnv] => [name, name, process.env]),
      ...[...Object.keys(PIPELINES)].slice(1).map((name): [string, string, NodeJS.ProcessEnv] => [`${name}, MALLOC_ARENA_MAX=2`, name, { ...process.env, MALLOC_ARENA_MAX: '2' }]),
    ];
    for (const [label, name, env] of rows) {
      const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--pipeline', name, '--photo', file, '--runs', String(runs)], { encoding: 'utf8', env });
      if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}`);
      const { times, peaks, left } = JSON.parse(child.stdout) as Measured;
      const mb = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(0)} MB`;
      table.push([label, `${percentile(times, 50).toFixed(0)} ms`, `${Math.max(...times).toFixed(0)} ms`, mb(percentile(peaks, 50)), mb(Math.max(...peaks)), mb(left)]);
    }
    printTable(table);
    console.log('\nGoals for the upload: p50 time <= 1.5 s, peak RSS <= +250 MB, the memory returned after.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
