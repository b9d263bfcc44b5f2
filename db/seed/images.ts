import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Demo product photos drawn locally (no downloads): a studio-lit part silhouette on a tinted
 * backdrop, varied by product and view so galleries show distinct pictures.
 */
const SHAPES = [
  // gear
  (c: string) => `<g transform="translate(400 400)">${Array.from({ length: 12 }, (_, i) => `<rect x="-28" y="-250" width="56" height="90" rx="8" fill="${c}" transform="rotate(${i * 30})"/>`).join('')}<circle r="190" fill="${c}"/><circle r="70" fill="#e9eef2"/></g>`,
  // door panel pair
  (c: string) => `<rect x="170" y="140" width="225" height="520" rx="10" fill="${c}"/><rect x="405" y="140" width="225" height="520" rx="10" fill="${c}" opacity=".85"/><rect x="150" y="110" width="500" height="30" rx="6" fill="#2b3f52"/>`,
  // control board
  (c: string) => `<rect x="150" y="190" width="500" height="420" rx="18" fill="${c}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${200 + i * 70}" y="250" width="40" height="70" rx="4" fill="#0f2233"/>`).join('')}<rect x="220" y="400" width="160" height="120" rx="8" fill="#0f2233"/><circle cx="520" cy="460" r="50" fill="#f2a900"/>`,
  // roller / wheel
  (c: string) => `<circle cx="400" cy="400" r="250" fill="${c}"/><circle cx="400" cy="400" r="170" fill="#2b3f52"/><circle cx="400" cy="400" r="60" fill="#e9eef2"/>`,
  // button panel
  (c: string) => `<rect x="270" y="110" width="260" height="580" rx="24" fill="${c}"/>${Array.from({ length: 5 }, (_, i) => `<circle cx="400" cy="${210 + i * 100}" r="34" fill="#e9eef2" stroke="#0f2233" stroke-width="8"/>`).join('')}`,
];

const HUES = [205, 28, 160, 350, 45, 260, 190, 10];

/**
 * Drawn pictures kept between seeds, by a hash of what draws them: drawing the 170 of the demo shop
 * takes 7–8 s of processor, and the test suites seed a fresh database about twenty times a run.
 * Written under a temporary name and renamed, so a seed running beside another never reads half a file.
 */
const DRAWN = join(tmpdir(), 'liftparts-seed-images');
const WEBP = { quality: 82 } as const;

async function drawn(svg: string): Promise<Uint8Array> {
  const file = join(DRAWN, `${createHash('sha256').update(JSON.stringify([svg, WEBP, sharp.versions.sharp])).digest('hex').slice(0, 32)}.webp`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Uint8Array(kept);
  const webp = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
  await mkdir(DRAWN, { recursive: true });
  const partial = `${file}.${randomUUID()}`;
  await writeFile(partial, webp);
  await rename(partial, file);
  return new Uint8Array(webp);
}

export async function productImage(productIndex: number, view: number): Promise<Uint8Array> {
  const hue = HUES[(productIndex + view) % HUES.length]!;
  const shape = SHAPES[(productIndex + view * 2) % SHAPES.length]!;
  const part = `hsl(${hue} 45% 42%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="hsl(${hue} 30% 96%)"/><stop offset="1" stop-color="hsl(${hue} 20% 82%)"/></radialGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <ellipse cx="400" cy="720" rx="260" ry="26" fill="#0f2233" opacity=".12"/>
    <g transform="rotate(${(view * 9) % 30 - 12} 400 400)">${shape(part)}</g>
  </svg>`;
  return drawn(svg);
}
