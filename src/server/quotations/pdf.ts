import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { SiteCompany } from '#lib/company';
import { formatDate, formatNumber, formatPercent, localizeDigits, ltrIsolate } from '#lib/format';
import { halalasToDecimal } from '#lib/quotations/totals';
import type { QuotationLine, QuotationWorkspace } from '#lib/quotations/types';
import { dir, localized, type Locale } from '#i18n/locales';
import { useTranslations } from '#i18n/t';
import { woffToSfnt } from './woff.ts';

/**
 * The quotation as a PDF in the buyer's language (issue 22, ADR 0030), made on the server with
 * pdf-lib: fonts embedded and subset (IBM Plex Sans Arabic, the site's own Arabic face, from
 * @fontsource: its Arabic and Latin files), Arabic shaped by fontkit's OpenType engine and laid out
 * right to left by the Unicode bidirectional algorithm (bidi-js): each line is split into runs of
 * one direction and one font, placed in visual order; an Arabic run is handed to fontkit in logical
 * order (it shapes, then reverses the glyphs), so the text extracts in logical order too. SKUs,
 * part numbers, CR and VAT numbers stay left to right inside Arabic lines.
 */

export interface QuotationDocument {
  number: string;
  version: number;
  locale: Locale;
  issuedAt: string;
  /** The last valid day, YYYY-MM-DD. */
  validUntil: string;
  company: SiteCompany;
  buyer: QuotationWorkspace['buyer'];
  lines: QuotationLine[];
  subtotalHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  deliveryTerms: string;
  notes: string;
}

/**
 * The fonts a quotation is drawn with. Netlify's tracer reads `fontDirectory` in the bundle of the one
 * function that draws quotations (sending one) and packs that folder with it (the package's 56 files,
 * 1.1 MB); the other functions' bundles leave the renderer out. tests/deploy checks both.
 */
export const PDF_FONT_FILES = {
  arabic: 'ibm-plex-sans-arabic-arabic-400-normal.woff',
  latin: 'ibm-plex-sans-arabic-latin-400-normal.woff',
  arabicBold: 'ibm-plex-sans-arabic-arabic-700-normal.woff',
  latinBold: 'ibm-plex-sans-arabic-latin-700-normal.woff',
} as const;
type FontName = keyof typeof PDF_FONT_FILES;

/** The fonts' folder, from the project's root: a deployed function's working directory holds it there. */
export const PDF_FONT_FOLDER = 'node_modules/@fontsource/ibm-plex-sans-arabic/files';

/** Where the font files are: beside the sources, or (in a deployed function) under the working directory, where the tracer put them. */
function fontDirectory(): string {
  const candidates = [fileURLToPath(new URL(`../../../${PDF_FONT_FOLDER}/`, import.meta.url)), join(process.cwd(), PDF_FONT_FOLDER)];
  return candidates.find((candidate) => existsSync(join(candidate, PDF_FONT_FILES.arabic))) ?? candidates[1]!;
}

let fontBytes: Promise<Record<FontName, Uint8Array>> | null = null;
function loadFonts(): Promise<Record<FontName, Uint8Array>> {
  fontBytes ??= (async () => {
    const directory = fontDirectory();
    const entries = await Promise.all(Object.entries(PDF_FONT_FILES).map(async ([name, file]) => [name, woffToSfnt(new Uint8Array(await readFile(join(directory, file))))] as const));
    return Object.fromEntries(entries) as Record<FontName, Uint8Array>;
  })();
  return fontBytes;
}

/** The document's colours, as pdf-lib's red, green and blue shares. */
const COLOURS = { ink: [0.09, 0.13, 0.2], muted: [0.38, 0.42, 0.5], rule: [0.82, 0.85, 0.89], band: [0.94, 0.96, 0.98] } as const;
type Colours = Record<keyof typeof COLOURS, RGB>;

/**
 * pdf-lib, fontkit and bidi-js, loaded when the first document is drawn: they take 150-185 ms to
 * load, and the function that sends quotations mostly reads and saves drafts (ADR 0037). Each is
 * imported by its package's name here, as esbuild hoists a static import of a package to the top of
 * a function's bundle wherever it stands.
 */
interface Toolkit {
  PDFDocument: typeof PDFDocument;
  fontkit: FontkitFactory;
  bidi: Bidi;
  colours: Colours;
}
type FontkitFactory = { create(bytes: Uint8Array): FontkitFont };
type Bidi = ReturnType<typeof import('bidi-js').default>;
let toolkit: Promise<Toolkit> | null = null;
function loadToolkit(): Promise<Toolkit> {
  toolkit ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit'), import('bidi-js')]).then(([{ PDFDocument, rgb }, fontkit, bidiJs]) => ({
    PDFDocument,
    fontkit: fontkit.default as unknown as FontkitFactory,
    bidi: bidiJs.default(),
    colours: Object.fromEntries(Object.entries(COLOURS).map(([name, [red, green, blue]]) => [name, rgb(red, green, blue)])) as Colours,
  }));
  return toolkit;
}

/**
 * fontkit, with each font parsed once per process and its layouts remembered: shaping is most of a
 * document's time, and quotations repeat the same labels, amounts and names.
 */
type FontkitFont = { layout: (text: string, features?: unknown) => unknown };
const parsedFonts = new Map<Uint8Array, FontkitFont>();
const LAYOUT_CACHE_LIMIT = 20_000;
const cachingFontkit = (fontkit: FontkitFactory) => ({
  create(bytes: Uint8Array): FontkitFont {
    const known = parsedFonts.get(bytes);
    if (known) return known;
    const font = fontkit.create(bytes);
    const layout = font.layout.bind(font);
    const layouts = new Map<string, unknown>();
    font.layout = (text, features) => {
      if (features !== undefined) return layout(text, features);
      let run = layouts.get(text);
      if (run === undefined) {
        if (layouts.size >= LAYOUT_CACHE_LIMIT) layouts.clear();
        run = layout(text);
        layouts.set(text, run);
      }
      return run;
    };
    parsedFonts.set(bytes, font);
    return font;
  },
});

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** What fontkit takes for Arabic script (and so lays out right to left). */
const ARABIC_SCRIPT = ARABIC_LETTER;
/** Bidi controls: they steer the algorithm and are not drawn (the fonts have no glyphs for them). */
const CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C]/;
const RIYAL_SIGN = 0x20c1;

interface Fonts {
  regular: { arabic: PDFFont; latin: PDFFont };
  bold: { arabic: PDFFont; latin: PDFFont };
}

interface Run {
  text: string;
  font: PDFFont;
}

/** A line of text as runs in visual order (left to right on the page), each in one font and shaped as a whole. */
function visualRuns(bidi: Bidi, text: string, base: 'ltr' | 'rtl', fonts: { arabic: PDFFont; latin: PDFFont }): Run[] {
  if (!text) return [];
  const levels = bidi.getEmbeddingLevels(text, base);
  const order = [...text].length === text.length ? Array.from(text, (_, i) => i) : null;
  if (!order) throw new Error('quotation text outside the Basic Multilingual Plane');
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    const segment = order.slice(start, end + 1).reverse();
    order.splice(start, segment.length, ...segment);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const chunks: { chars: string[]; arabic: boolean; rtl: boolean }[] = [];
  for (const index of order) {
    const ch = mirrored.get(index) ?? text[index]!;
    if (CONTROL.test(ch)) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    const last = chunks.at(-1);
    const arabic = ch === ' ' && last ? last.arabic : ARABIC_LETTER.test(ch) || /[\u0660-\u066C\u061F\u060C\u061B]/.test(ch);
    if (last && last.arabic === arabic && last.rtl === rtl) last.chars.push(ch);
    else chunks.push({ chars: [ch], arabic, rtl });
  }
  return chunks.map(({ chars, arabic }) => {
    // fontkit lays out any run holding Arabic-script characters (letters, and the Arabic-Indic digits
    // too) right to left: it shapes the run and reverses its glyphs itself. Such a run is handed over
    // reversed from its visual order: an Arabic word in its logical order, a number back to front.
    const reversedByFont = chars.some((ch) => ARABIC_SCRIPT.test(ch));
    return { text: (reversedByFont ? [...chars].reverse() : chars).join(''), font: arabic ? fonts.arabic : fonts.latin };
  });
}

interface SubsetEmbedder {
  encodeText(text: string): unknown;
  glyphs: ({ id: number; codePoints: number[] } | undefined)[];
}
const REVERSED = Symbol('reversed');

/**
 * An Arabic ligature's glyph (lam-alef, and the font's other ligatures) stands for several letters.
 * Text extraction (pdftotext, copy and paste) reads a right-to-left line's glyphs from the right and
 * then each glyph's letters as listed: listed in logical order they come out swapped ("ال" for
 * "لا"). The font's text map lists a ligature's letters in visual order instead, so the line
 * extracts in logical order.
 */
function extractableRtl(font: PDFFont): PDFFont {
  const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
  const encode = embedder.encodeText.bind(embedder);
  embedder.encodeText = (text: string) => {
    const encoded = encode(text);
    embedder.glyphs.forEach((glyph, index) => {
      if (!glyph || glyph.codePoints.length < 2 || (glyph as { [REVERSED]?: boolean })[REVERSED]) return;
      embedder.glyphs[index] = Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() }, [REVERSED]: { value: true } });
    });
    return encoded;
  };
  return font;
}

const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The document's writer: places text by logical position (from the start edge), mirrored for Arabic. */
class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly base: 'ltr' | 'rtl',
    readonly bidi: Bidi,
    readonly colours: Colours,
  ) {}

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  width(text: string, size: number, bold = false): number {
    return visualRuns(this.bidi, text, this.base, bold ? this.fonts.bold : this.fonts.regular).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** The page x of a box `offset` points from the start edge, `width` wide. */
  boxX(offset: number, width: number): number {
    return this.base === 'ltr' ? PAGE.margin + offset : PAGE.width - PAGE.margin - offset - width;
  }

  /** Text in a box: aligned to its start (default), its end, or centred. */
  text(value: string, { offset = 0, width = CONTENT_WIDTH, size = 9, bold = false, align = 'start', color = this.colours.ink, y = this.y }: { offset?: number; width?: number; size?: number; bold?: boolean; align?: 'start' | 'end' | 'center'; color?: RGB; y?: number } = {}): void {
    const runs = visualRuns(this.bidi, value, this.base, bold ? this.fonts.bold : this.fonts.regular);
    const total = runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
    const left = this.boxX(offset, width);
    const startsLeft = (align === 'start') === (this.base === 'ltr');
    let x = align === 'center' ? left + (width - total) / 2 : startsLeft ? left : left + width - total;
    for (const run of runs) {
      this.page.drawText(run.text, { x, y, size, font: run.font, color });
      x += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Words wrapped to a width (a word longer than the width is cut by characters). */
  wrap(value: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, size, bold) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (this.width(line, size, bold) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.width(line.slice(0, cut), size, bold) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  rule(y: number, offset = 0, width = CONTENT_WIDTH, color = this.colours.rule): void {
    const x = this.boxX(offset, width);
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color });
  }

  band(top: number, height: number): void {
    this.page.drawRectangle({ x: PAGE.margin, y: top - height, width: CONTENT_WIDTH, height, color: this.colours.band });
  }
}

/** The table's columns in reading order: offset and width from the start edge. */
const COLUMNS = (() => {
  const widths = { no: 20, item: 0, unitPrice: 72, quantity: 34, discount: 44, leadTime: 58, total: 80 };
  widths.item = CONTENT_WIDTH - (widths.no + widths.unitPrice + widths.quantity + widths.discount + widths.leadTime + widths.total);
  let offset = 0;
  return Object.fromEntries(
    (Object.keys(widths) as (keyof typeof widths)[]).map((key) => {
      const column = { offset, width: widths[key] };
      offset += widths[key];
      return [key, column];
    }),
  ) as Record<keyof typeof widths, { offset: number; width: number }>;
})();

export async function renderQuotationPdf(document: QuotationDocument): Promise<Uint8Array> {
  const { locale } = document;
  const t = useTranslations(locale);
  const [bytes, { PDFDocument, fontkit, bidi, colours }] = await Promise.all([loadFonts(), loadToolkit()]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(cachingFontkit(fontkit) as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const fonts: Fonts = {
    regular: { arabic: extractableRtl(await pdf.embedFont(bytes.arabic, { subset: true })), latin: await pdf.embedFont(bytes.latin, { subset: true }) },
    bold: { arabic: extractableRtl(await pdf.embedFont(bytes.arabicBold, { subset: true })), latin: await pdf.embedFont(bytes.latinBold, { subset: true }) },
  };
  const title = `${t('quotation.pdf.title')} ${document.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(localized({ nameEn: document.company.legalNameEn, nameAr: document.company.legalNameAr }, 'name', locale));
  pdf.setLanguage(locale === 'ar' ? 'ar-SA' : 'en-SA');
  pdf.setCreator('Gulf Lift Parts');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(new Date(document.issuedAt));
  pdf.setModificationDate(new Date(document.issuedAt));

  // The new riyal sign where the embedded font has it (U+20C1, Unicode 17); the code or abbreviation otherwise.
  const hasSign = (fonts.regular.latin as unknown as { embedder: { font: { hasGlyphForCodePoint(c: number): boolean } } }).embedder.font.hasGlyphForCodePoint(RIYAL_SIGN);
  const currency = hasSign ? String.fromCodePoint(RIYAL_SIGN) : locale === 'ar' ? 'ر.س' : 'SAR';
  const money = (halalas: number) => {
    const amount = formatNumber(halalasToDecimal(halalas), locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return locale === 'ar' ? `${amount}\u00a0${currency}` : `${currency}\u00a0${amount}`;
  };
  const day = (value: string) => formatDate(value.length === 10 ? `${value}T12:00:00+03:00` : value, locale, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' });
  const id = (value: string) => ltrIsolate(value);

  const w = new Writer(pdf, fonts, dir(locale), bidi, colours);
  w.newPage();
  const company = document.company;
  const companyName = locale === 'ar' ? company.legalNameAr : company.legalNameEn;
  // Text typed by people reads in the document's digits, as on the site's pages (ADR 0021); identifiers stay as typed.
  const typed = (value: string) => localizeDigits(value, locale);
  const address = typed(locale === 'ar' ? company.addressAr : company.addressEn);

  // Header: the company at the start, the document's name at the end.
  const half = CONTENT_WIDTH / 2;
  w.text(companyName, { size: 14, bold: true, width: half + 40 });
  w.text(t('quotation.pdf.title'), { size: 20, bold: true, align: 'end', offset: half, width: half });
  w.y -= 16;
  w.text(t('quotation.pdf.notTaxInvoice'), { size: 9, bold: true, align: 'end', offset: half, width: half, color: colours.muted });
  let companyY = w.y;
  for (const line of w.wrap(address, half - 10, 8.5)) {
    w.text(line, { size: 8.5, width: half, y: companyY, color: colours.muted });
    companyY -= 12;
  }
  w.text(`${t('quotation.pdf.cr')}: ${id(company.crNumber)}`, { size: 8.5, width: half, y: companyY, color: colours.muted });
  companyY -= 12;
  w.text(`${t('quotation.pdf.vat')}: ${id(company.vatNumber)}`, { size: 8.5, width: half, y: companyY, color: colours.muted });
  companyY -= 12;
  w.text(`${id(company.phone)} · ${id(company.salesEmail)}`, { size: 8.5, width: half, y: companyY, color: colours.muted });
  companyY -= 12;

  // The document's facts at the end side.
  let metaY = w.y - 20;
  const facts: [string, string][] = [
    [t('quotation.pdf.number'), id(document.number)],
    ...(document.version > 1 ? ([[t('quotation.pdf.revision'), formatNumber(document.version, locale)]] as [string, string][]) : []),
    [t('quotation.pdf.date'), day(document.issuedAt)],
    [t('quotation.pdf.validUntil'), day(document.validUntil)],
  ];
  for (const [label, value] of facts) {
    w.text(label, { size: 9, offset: half + 20, width: 110, y: metaY, color: colours.muted });
    w.text(value, { size: 9, bold: true, offset: half + 130, width: half - 130, y: metaY, align: 'end' });
    metaY -= 14;
  }
  w.y = Math.min(companyY, metaY) - 12;

  // The buyer.
  w.rule(w.y + 6);
  w.y -= 10;
  w.text(t('quotation.pdf.to'), { size: 8.5, color: colours.muted });
  w.y -= 14;
  w.text(document.buyer.company, { size: 11, bold: true });
  w.y -= 13;
  w.text(`${document.buyer.name} · ${id(document.buyer.email)}`, { size: 9 });
  if (document.buyer.crNumber || document.buyer.vatNumber) {
    w.y -= 13;
    const parts = [document.buyer.crNumber ? `${t('quotation.pdf.cr')}: ${id(document.buyer.crNumber)}` : '', document.buyer.vatNumber ? `${t('quotation.pdf.vat')}: ${id(document.buyer.vatNumber)}` : ''].filter(Boolean);
    w.text(parts.join(' · '), { size: 9, color: colours.muted });
  }
  w.y -= 22;

  // The lines.
  const header = () => {
    w.band(w.y + 12, 20);
    const cells: [keyof typeof COLUMNS, string, 'start' | 'end' | 'center'][] = [
      ['no', t('quotation.col.no'), 'center'],
      ['item', t('quotation.col.item'), 'start'],
      ['unitPrice', t('quotation.col.unitPrice'), 'end'],
      ['quantity', t('quotation.col.quantity'), 'end'],
      ['discount', t('quotation.col.discount'), 'end'],
      ['leadTime', t('quotation.col.leadTime'), 'center'],
      ['total', t('quotation.col.total'), 'end'],
    ];
    for (const [key, label, align] of cells) w.text(label, { ...cellBox(key), size: 8, bold: true, align });
    w.y -= 22;
  };
  const cellBox = (key: keyof typeof COLUMNS) => ({ offset: COLUMNS[key].offset + 3, width: COLUMNS[key].width - 6 });
  header();
  const bottom = PAGE.margin + 40;
  document.lines.forEach((line, index) => {
    const description = w.wrap(typed(line.description), COLUMNS.item.width - 6, 9);
    const code = [line.sku, line.partNumber].filter(Boolean).map(id).join(' · ');
    const height = description.length * 12 + (code ? 11 : 0) + 6;
    if (w.y - height < bottom) {
      w.newPage();
      header();
    }
    const top = w.y;
    w.text(formatNumber(index + 1, locale), { ...cellBox('no'), size: 9, align: 'center', y: top });
    description.forEach((text, i) => w.text(text, { ...cellBox('item'), size: 9, y: top - i * 12 }));
    if (code) w.text(code, { ...cellBox('item'), size: 7.5, color: colours.muted, y: top - description.length * 12 + 1 });
    w.text(money(line.unitPriceHalalas), { ...cellBox('unitPrice'), size: 8.5, align: 'end', y: top });
    w.text(formatNumber(line.quantity, locale), { ...cellBox('quantity'), size: 9, align: 'end', y: top });
    w.text(line.discountBp ? formatPercent(line.discountBp / 10_000, locale) : '—', { ...cellBox('discount'), size: 9, align: 'end', y: top });
    w.text(typed(line.leadTime) || '—', { ...cellBox('leadTime'), size: 8.5, align: 'center', y: top });
    w.text(money(line.lineTotalHalalas), { ...cellBox('total'), size: 8.5, bold: true, align: 'end', y: top });
    w.y = top - height;
    w.rule(w.y + 8);
  });

  // Totals at the end side.
  if (w.y - 70 < bottom) w.newPage();
  w.y -= 8;
  const totals: [string, string, boolean][] = [
    [t('quotation.subtotal'), money(document.subtotalHalalas), false],
    [t('quotation.vat'), money(document.vatHalalas), false],
    [t('quotation.total'), money(document.totalHalalas), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      w.rule(w.y + 12, half, half, colours.ink);
      w.y -= 4;
    }
    w.text(label, { offset: half, width: 130, size: strong ? 11 : 9.5, bold: strong });
    w.text(value, { offset: half + 130, width: half - 130, size: strong ? 11 : 9.5, bold: true, align: 'end' });
    w.y -= strong ? 18 : 15;
  }

  // Terms and notes.
  for (const [label, body] of [
    [t('quotation.deliveryTerms'), document.deliveryTerms],
    [t('quotation.notes'), document.notes],
  ] as const) {
    if (!body) continue;
    const lines = w.wrap(typed(body), CONTENT_WIDTH, 9);
    if (w.y - 16 - lines.length * 12 < bottom) w.newPage();
    w.y -= 6;
    w.text(label, { size: 9.5, bold: true });
    w.y -= 14;
    for (const line of lines) {
      w.text(line, { size: 9 });
      w.y -= 12;
    }
  }

  // Every page's foot: what the document is (not a tax invoice), the rounding, the page.
  const pages = w.pages.length;
  w.pages.forEach((page, index) => {
    w.page = page;
    w.rule(PAGE.margin + 26);
    w.text(t('quotation.pdf.notTaxInvoice'), { size: 8, bold: true, y: PAGE.margin + 14, width: CONTENT_WIDTH - 80 });
    w.text(t('quotation.pdf.page', { page: formatNumber(index + 1, locale), pages: formatNumber(pages, locale) }), { size: 8, align: 'end', y: PAGE.margin + 14, color: colours.muted });
    w.text(t('quotation.pdf.rounding'), { size: 6.5, y: PAGE.margin + 3, color: colours.muted });
  });
  return pdf.save({ useObjectStreams: true });
}
