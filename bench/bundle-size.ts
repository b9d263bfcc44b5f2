// npx tsx bench/bundle-size.ts [base-url]   (after `npm run build`, with the site served, e.g. `npm start`)
//
// Prints the JavaScript a browser downloads to show and hydrate /products and a product page:
// every module script, island component and renderer the HTML references, plus their static
// imports (followed recursively through dist/_astro), raw and gzip-compressed. Inline scripts
// are counted too. Lazily imported chunks (loaded only on interaction) are listed apart.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const base = process.argv[2] ?? 'http://localhost:4321';
const dist = fileURLToPath(new URL('../dist', import.meta.url));

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

function read(url: string): string {
  return readFileSync(`${dist}${new URL(url, 'http://x').pathname}`, 'utf8');
}

/** The module graph reachable through static imports, and the chunks only imported dynamically. */
function closure(entries: string[]): { eager: Map<string, string>; lazy: Set<string> } {
  const eager = new Map<string, string>();
  const lazy = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (eager.has(url)) continue;
    const code = read(url);
    eager.set(url, code);
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(new URL(spec!, `http://x${url}`).pathname);
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) lazy.add(new URL(spec!, `http://x${url}`).pathname);
  }
  for (const url of eager.keys()) lazy.delete(url);
  return { eager, lazy };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

async function report(label: string, path: string): Promise<void> {
  const html = await (await fetch(new URL(path, base))).text();
  const entries = new Set<string>();
  for (const [, url] of html.matchAll(/(?:component-url|renderer-url|src|href)="(\/_astro\/[^"]+\.js)"/g)) entries.add(url!);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  for (const code of inline) for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec!.startsWith('/_astro/')) entries.add(spec!);
  const { eager, lazy } = closure([...entries]);
  const files = [...eager.values()];
  const inlineText = inline.join('\n');
  const raw = files.reduce((sum, code) => sum + code.length, 0) + inlineText.length;
  const zipped = files.reduce((sum, code) => sum + gz(code), 0) + gz(inlineText);
  console.log(`${label} (${path})`);
  console.log(`  ${eager.size} JS files + ${inline.length} inline scripts: ${kb(raw)} raw, ${kb(zipped)} gzip`);
  const largest = [...eager].map(([url, code]) => [url, gz(code)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [url, size] of largest) console.log(`    ${kb(size).padStart(9)}  ${url}`);
  if (lazy.size) {
    const lazyZipped = [...lazy].reduce((sum, url) => sum + gz(read(url)), 0);
    console.log(`  loaded on demand later: ${lazy.size} files, ${kb(lazyZipped)} gzip`);
  }
}

const products = (await (await fetch(new URL('/api/products?limit=1', base))).json()) as { items: { sku: string }[] };
await report('Catalogue', '/products');
await report('Product page', `/products/${products.items[0]!.sku}`);
