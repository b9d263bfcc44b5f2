// npx tsx bench/lighthouse/run.ts [--base URL] [--baseline URL] [--products N|all] [--runs N] [--only PATH] [--throttling simulate|devtools]
//
// Lighthouse (mobile: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown, as PageSpeed
// Insights) in Debian's Chromium over every page of the site's sitemap in both languages — the
// content pages, the catalogue, product pages — plus sign-in, register, a category filter and the
// 404 page. Prints per page: performance, accessibility, best practices and SEO scores, FCP, LCP, CLS,
// TBT, the longest main-thread task (as Lighthouse counts it, CPU slowdown included; "—" when none
// reaches 50 ms), the page's own answer (its headers and compressed HTML, as served: a new connection's
// first round trip carries 10 segments of 1,460 bytes, 14.3 kB here, and a page larger than that waits
// one more round trip for its end, ADR 0035) and the JavaScript the page downloads (bytes on the wire).
//
// Serve the production build first (`npm start`, port 4321 by default). With --baseline, the same
// pages are measured on a second server (e.g. an older commit built and served on another port) in
// the same run, one page after the other, and printed side by side: before → after.
// --products: how many product pages of the sitemap (per language); default 2, `all` for every one.
// --runs: Lighthouse runs per page and server; each figure shown is the median of its runs.
// After the table, every Arabic page measured with its English twin: both LCPs and the Arabic/English
// ratio (issue 25's goal: every Arabic page within 10% of its English twin, 1.10 or less).
// --throttling: `simulate` (the default, as PageSpeed Insights) loads the page at full speed and
// estimates the slow phone's timings from that one load's requests and tasks: a request counts
// toward LCP if it happened to finish before the unthrottled paint, so a few kilobytes more or less
// in that window move the figure by a tenth of a second. `devtools` loads the page through the
// throttled network and processor themselves: slower to run, but the timings are the ones a phone
// on that network meets. Both are worth reading; ADR 0035 (its last section) says why.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { printTable } from '../support.ts';
import { pagesToMeasure } from './sitemap.ts';
import { NOT_FOUND_PAGE } from '../../tests/support/site-pages.ts';
import { splitLocale } from '../../src/i18n/locales.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    baseline: { type: 'string' },
    products: { type: 'string', default: '2' },
    runs: { type: 'string', default: '1' },
    only: { type: 'string', multiple: true },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const THROTTLING = ['simulate', 'devtools'] as const;
const throttlingMethod = THROTTLING.find((method) => method === args.throttling);
if (!throttlingMethod) throw new Error(`--throttling takes ${THROTTLING.join(' or ')}, not ${args.throttling}`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** First contentful paint: a tenth of the performance score, and the figure that swings most between runs. */
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The longest task Lighthouse lists (it lists those of 50 ms and more), 0 without one. */
  longestTaskMs: number;
  /** The page's own response: headers and compressed body. */
  documentBytes: number;
  scriptBytes: number;
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const longTasks = (lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Figures['scores'],
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    documentBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? NaN,
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Trace recording now and then fails in headless Chromium (NO_NAVSTART, NO_FCP): such a run is repeated, at most twice. */
const ATTEMPTS = 3;

async function lighthouseRun(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const reason = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result';
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${reason}`);
    console.log(`  ${url}: ${reason}; measuring again`);
  }
}

async function audit(url: string): Promise<Figures> {
  const runs: Figures[] = [];
  // The 404 page is measured as visitors meet it, with its 404 status (Lighthouse refuses that by default).
  const ignoreStatusCode = splitLocale(new URL(url).pathname).path === NOT_FOUND_PAGE;
  for (let i = 0; i < Number(args.runs); i++) {
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], ignoreStatusCode, throttlingMethod };
    runs.push(figuresOf(await lighthouseRun(url, flags)));
  }
  return medianFigures(runs);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure the median of the runs' (a score of 99.5 is shown rounded, as Lighthouse rounds). */
function medianFigures(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(of((f) => f.scores[c]))])) as Figures['scores'],
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    cls: of((f) => f.cls),
    tbtMs: of((f) => f.tbtMs),
    longestTaskMs: of((f) => f.longestTaskMs),
    documentBytes: of((f) => f.documentBytes),
    scriptBytes: of((f) => f.scriptBytes),
  };
}

/** Each Arabic page measured next to its English twin: LCP in both languages and Arabic ÷ English. */
function printLanguagePairs(measured: ReadonlyMap<string, { before?: Figures; after: Figures }>): void {
  const english = new Map([...measured].filter(([path]) => splitLocale(path).locale === 'en'));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = (ar: Figures, en: Figures) => (ar.lcpMs / en.lcpMs).toFixed(2);
  const rows = [['page (en | ar)', 'LCP en', 'LCP ar', 'ar/en']];
  for (const [path, ar] of measured) {
    const { locale, path: twin } = splitLocale(path);
    const en = english.get(twin);
    if (locale === 'en' || !en) continue;
    const before = ar.before && en.before ? { ar: ar.before, en: en.before } : undefined;
    rows.push([
      `${twin} | ${path}`,
      pair(before && seconds(before.en.lcpMs), seconds(en.after.lcpMs)),
      pair(before && seconds(before.ar.lcpMs), seconds(ar.after.lcpMs)),
      pair(before && ratio(before.ar, before.en), ratio(ar.after, en.after)),
    ]);
  }
  if (rows.length === 1) return;
  console.log('\nArabic against English, LCP (goal: ar/en <= 1.10)\n');
  printTable(rows);
}

const pair = (before: string | undefined, after: string) => (before === undefined ? after : `${before} → ${after}`);
const columns = (f: Figures) => [
  String(f.scores.performance),
  String(f.scores.accessibility),
  String(f.scores['best-practices']),
  String(f.scores.seo),
  `${(f.fcpMs / 1000).toFixed(2)} s`,
  `${(f.lcpMs / 1000).toFixed(2)} s`,
  f.cls.toFixed(3),
  `${Math.round(f.tbtMs)} ms`,
  f.longestTaskMs ? `${Math.round(f.longestTaskMs)} ms` : '—',
  `${(f.documentBytes / 1024).toFixed(1)} kB`,
  `${(f.scriptBytes / 1024).toFixed(1)} kB`,
];

try {
  const paths = args.only ?? (await pagesToMeasure(args.base, args.products === 'all' ? Infinity : Number(args.products)));
  console.log(`Lighthouse mobile (${throttlingMethod} throttling), ${paths.length} pages, ${args.runs} run(s) each (medians shown)${args.baseline ? `; before = ${args.baseline}, after = ${args.base}` : ''}\n`);
  const rows: string[][] = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'CLS', 'TBT', 'longest task', 'page (wire)', 'JS (wire)']];
  const measured = new Map<string, { before?: Figures; after: Figures }>();
  for (const path of paths) {
    const after = await audit(new URL(path, args.base).href);
    const before = args.baseline ? await audit(new URL(path, args.baseline).href) : undefined;
    measured.set(path, { before, after });
    const afterCols = columns(after);
    const beforeCols = before ? columns(before) : [];
    rows.push([path, ...afterCols.map((value, i) => pair(beforeCols[i], value))]);
    console.log(`  measured ${path}`);
  }
  console.log('');
  printTable(rows);
  printLanguagePairs(measured);
} finally {
  chrome.kill();
}
