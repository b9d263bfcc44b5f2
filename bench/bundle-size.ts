// npx tsx bench/bundle-size.ts [base-url] [path ...]   (after `npm run build`, with the site served, e.g. `npm start`)
//
// Prints the JavaScript a browser downloads to show and hydrate the given paths (by default /products
// and a product page, in English and Arabic): every module script, island component and renderer the HTML references, plus
// their static imports (followed recursively through dist/_astro), raw and gzip-compressed. Inline
// scripts are counted too. What loads only on demand (a dialog opened by a click) is listed apart,
// one entry per dynamic import with the static imports it adds, and the stylesheets the page's
// code adds at run time: what one opening costs is the sum of the entries it uses. Islands that wait
// for the visitor (`client:intent`, src/integrations/intent-directive.ts) are listed apart too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
/** Directives whose island code loads only when the visitor reaches for the island. */
const ON_INTENT = new Set(['intent']);
const dist = fileURLToPath(new URL('../dist', import.meta.url));

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
// A stylesheet a script adds itself (a lazily loaded dialog's styles), named by its built URL.
const STYLESHEET_URL = /["'`](\/_astro\/[^"'`]+\.css)["'`]/g;

function read(url: string): string {
  return readFileSync(`${dist}${new URL(url, 'http://x').pathname}`, 'utf8');
}

const resolve = (spec: string, from: string) => new URL(spec, `http://x${from}`).pathname;

/** The module graph reachable through static imports from `entries`, skipping `known` modules. */
function staticClosure(entries: string[], known: ReadonlyMap<string, string> = new Map()): Map<string, string> {
  const found = new Map<string, string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (found.has(url) || known.has(url)) continue;
    const code = read(url);
    found.set(url, code);
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(resolve(spec!, url));
  }
  return found;
}

/** What the code in `modules` loads later: the chunks it imports dynamically and the stylesheets it adds. */
function onDemand(modules: ReadonlyMap<string, string>): { chunks: Set<string>; stylesheets: Set<string> } {
  const chunks = new Set<string>();
  const stylesheets = new Set<string>();
  for (const [url, code] of modules) {
    for (const [, spec] of code.matchAll(DYNAMIC_IMPORT)) chunks.add(resolve(spec!, url));
    for (const [, href] of code.matchAll(STYLESHEET_URL)) stylesheets.add(href!);
  }
  for (const url of modules.keys()) chunks.delete(url);
  return { chunks, stylesheets };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;
const gzAll = (texts: Iterable<string>) => [...texts].reduce((sum, text) => sum + gz(text), 0);

async function report(label: string, path: string): Promise<void> {
  const html = await (await fetch(new URL(path, base))).text();
  // Islands that load on intent, with the code they load then; their tags are left out of what loads now.
  const intentIslands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]).filter((tag) => ON_INTENT.has(/\bclient="([^"]+)"/.exec(tag)?.[1] ?? ''));
  const intentUrls = [...new Set(intentIslands.flatMap((tag) => [...tag.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!)))];
  let page = html;
  for (const tag of intentIslands) page = page.replace(tag, '');
  const entries = new Set<string>();
  for (const [, url] of page.matchAll(/(?:component-url|renderer-url|src|href)="(\/_astro\/[^"]+\.js)"/g)) entries.add(url!);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  for (const code of inline) for (const [, spec] of code.matchAll(STATIC_IMPORT)) if (spec!.startsWith('/_astro/')) entries.add(spec!);
  const eager = staticClosure([...entries]);
  const inlineText = inline.join('\n');
  const raw = [...eager.values()].reduce((sum, code) => sum + code.length, 0) + inlineText.length;
  const zipped = gzAll(eager.values()) + gz(inlineText);
  console.log(`${label} (${path})`);
  console.log(`  ${eager.size} JS files + ${inline.length} inline scripts: ${kb(raw)} raw, ${kb(zipped)} gzip`);
  const largest = [...eager].map(([url, code]) => [url, gz(code)] as const).sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [url, size] of largest) console.log(`    ${kb(size).padStart(9)}  ${url}`);

  if (intentUrls.length) {
    const added = staticClosure(intentUrls, eager);
    console.log(`  loaded when the visitor reaches for an island (client:intent: a form, the catalogue, the buy box): ${added.size} JS files, ${kb(gzAll(added.values()))} gzip`);
  }

  const later = onDemand(eager);
  const linked = new Set([...html.matchAll(/href="(\/_astro\/[^"]+\.css)"/g)].map((m) => m[1]!));
  const stylesheets = [...later.stylesheets].filter((href) => !linked.has(href));
  if (!later.chunks.size && !stylesheets.length) return;
  console.log('  loaded on demand later (each with the static imports it adds):');
  for (const url of later.chunks) {
    const added = staticClosure([url], eager);
    console.log(`    ${kb(gzAll(added.values())).padStart(9)}  ${url}${added.size > 1 ? ` (+${added.size - 1} files)` : ''}`);
  }
  for (const href of stylesheets) console.log(`    ${kb(gz(read(href))).padStart(9)}  ${href}`);
}

if (paths.length) {
  for (const path of paths) await report('Page', path);
} else {
  const products = (await (await fetch(new URL('/api/products?limit=1', base))).json()) as { items: { sku: string }[] };
  const sku = products.items[0]!.sku;
  await report('Catalogue', '/products');
  await report('Catalogue, Arabic', '/ar/products');
  await report('Product page', `/products/${sku}`);
  await report('Product page, Arabic', `/ar/products/${sku}`);
}
