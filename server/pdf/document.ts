import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Locale } from '../../shared/locales';
import { DATE_LOCALES } from '../../shared/locales';
import type { ManufacturerIdentity as Manufacturer } from '../../shared/manufacturer';
import { translator, type MessageValues } from '../lib/translate';
import type { MessageKey, Messages } from '../../shared/messages/en';
import { wrapText } from './text';
import { addressLines } from './address';

/**
 * The portal's printed documents share this page: A4, the manufacturer's identity at the top, the
 * page number and the document's reference at the foot, selectable text in an embedded Unicode
 * font (DejaVu Sans: the standard PDF fonts know nothing beyond Latin-1, and the documents print
 * Ψ, ≤ and the like). A document is written top to bottom; a new page starts where one is full.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const HEADER_BOTTOM = A4[1] - 104;
const FOOTER_TOP = 56;
/** The side of a QR code beside a block of rows, pt: about 3 cm, what a phone reads from an arm's length. */
const QR_SIZE = 84;

export const COLORS = {
  brand: rgb(0x1c / 255, 0x4e / 255, 0x80 / 255),
  text: rgb(0.13, 0.13, 0.13),
  muted: rgb(0.4, 0.4, 0.4),
  rule: rgb(0.8, 0.82, 0.85),
  band: rgb(0.94, 0.95, 0.97),
};

const require = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** Read once: the fonts are the same for every document. */
function fonts() {
  fontFiles ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

export interface Logo {
  bytes: Uint8Array;
  type: 'png' | 'jpeg';
}

export interface PdfOptions {
  lang: Locale;
  manufacturer: Manufacturer;
  /** The document's title, in its metadata and, with `reference`, at the foot of every page. */
  title: string;
  /** What identifies this document (a DoP number, a warranty code). */
  reference?: string;
  /** The manufacturer's logo; without one, the portal's own mark. */
  logo?: Logo;
  /** The day printed on the document, for tests that need a fixed one. */
  now?: Date;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Space after the block, pt. */
  after?: number;
}

export interface TableColumn {
  header: string;
  /** Share of the text width (the shares add up to 1). */
  width: number;
}

export class PdfWriter {
  readonly lang: Locale;
  private page!: PDFPage;
  private y = 0;
  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly logo: PDFImage | undefined,
    private readonly options: PdfOptions,
  ) {
    this.lang = options.lang;
    this.newPage();
  }

  static async create(options: PdfOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const files = fonts();
    const regular = await doc.embedFont(files.regular, { subset: true });
    const bold = await doc.embedFont(files.bold, { subset: true });
    const logo = options.logo ? await (options.logo.type === 'png' ? doc.embedPng(options.logo.bytes) : doc.embedJpg(options.logo.bytes)) : undefined;
    const now = options.now ?? new Date();
    doc.setTitle(options.title, { showInWindowTitleBar: true });
    doc.setAuthor(options.manufacturer.name);
    doc.setLanguage(options.lang === 'it' ? 'it-IT' : 'en-GB');
    doc.setCreator(options.manufacturer.name);
    doc.setProducer('pdf-lib');
    doc.setCreationDate(now);
    doc.setModificationDate(now);
    return new PdfWriter(doc, regular, bold, logo, { ...options, now });
  }

  /** A message of the shared catalogue, in the document's language. */
  t(key: MessageKey<Messages['pdf']>, params?: MessageValues): string {
    return translator(this.lang, 'pdf')(key, params);
  }

  /** A date as the document's language writes it ("21 novembre 2026"). */
  date(value: Date | string = this.options.now!): string {
    const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
    return new Intl.DateTimeFormat(DATE_LOCALES[this.lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }

  /** A number as the document's language writes it ("1,30" / "1.30"). */
  number(value: number, decimals = 2): string {
    return new Intl.NumberFormat(DATE_LOCALES[this.lang], { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  }

  /** A free-text postal address, one line each, its country line in the document's language ("Italy", not "Italia"). */
  address(text: string): string {
    return addressLines(text, this.lang).join('\n');
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  /** `keep`: the height of what follows that must stay with the heading (a table's first rows). */
  heading(text: string, level: 1 | 2 = 1, keep = 90): void {
    const size = level === 1 ? 17 : 12;
    this.space(level === 1 ? 0 : 6);
    // Kept with the start of what it heads: never alone at the foot of a page.
    this.ensure(size * 1.4 + keep);
    this.lines(text, { size, bold: true, color: level === 1 ? COLORS.brand : COLORS.text, after: level === 1 ? 10 : 6 });
  }

  paragraph(text: string, style: TextStyle = {}): void {
    this.lines(text, { size: 10, after: 8, ...style });
  }

  /**
   * Labels and their values side by side, the values wrapping in their column. `aside`: a QR code
   * of `qr` at the block's right, with a short caption under it, the rows narrower beside it.
   */
  keyValues(rows: readonly (readonly [string, string])[], { labelShare = 0.34, aside }: { labelShare?: number; aside?: { qr: string; caption: string } } = {}): void {
    const size = 10;
    const asideWidth = aside ? QR_SIZE + 18 : 0;
    const width = this.width - asideWidth;
    const labelWidth = width * labelShare;
    const valueWidth = width - labelWidth - 8;
    const top = this.y;
    let bottom = this.y;
    if (aside) bottom = this.drawQr(aside.qr, aside.caption, MARGIN + this.width - QR_SIZE, top);
    for (const [label, value] of rows) {
      const labelLines = this.wrap(label, this.regular, size, labelWidth);
      const valueLines = this.wrap(value, this.bold, size, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * size * 1.35 + 5;
      this.ensure(height);
      this.drawLines(labelLines, MARGIN, this.y, this.regular, size, COLORS.muted);
      this.drawLines(valueLines, MARGIN + labelWidth + 8, this.y, this.bold, size, COLORS.text);
      this.y -= height;
      this.rule(COLORS.band, width);
    }
    // A page break inside the rows leaves the code behind on the page it was drawn on.
    if (this.y < top) this.y = Math.min(this.y, bottom);
    this.space(8);
  }

  /** A table with a header row, repeated on each page it runs onto. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[]): void {
    const size = 9.5;
    const pad = 5;
    const widths = columns.map((c) => c.width * this.width);
    const layout = (cells: readonly string[], font: PDFFont) => cells.map((cell, i) => this.wrap(cell, font, size, widths[i] - 2 * pad));
    const heightOf = (cells: string[][]) => Math.max(...cells.map((c) => c.length)) * size * 1.35 + 2 * pad;
    const header = layout(
      columns.map((c) => c.header),
      this.bold,
    );
    const drawRow = (cells: string[][], font: PDFFont, fill?: RGB, color = COLORS.text) => {
      const height = heightOf(cells);
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: fill });
      let x = MARGIN;
      cells.forEach((lines, i) => {
        this.drawLines(lines, x + pad, this.y - pad, font, size, color);
        x += widths[i];
      });
      this.y -= height;
    };
    // The header never sits alone at the foot of a page: it starts with its first rows (up to three).
    this.ensure(heightOf(header) + rows.slice(0, 3).reduce((sum, row) => sum + heightOf(layout(row, this.regular)), 0));
    drawRow(header, this.bold, COLORS.brand, rgb(1, 1, 1));
    for (const row of rows) {
      const cells = layout(row, this.regular);
      if (this.y - heightOf(cells) < FOOTER_TOP + 20) {
        this.newPage();
        drawRow(header, this.bold, COLORS.brand, rgb(1, 1, 1));
      }
      drawRow(cells, this.regular);
      this.rule(COLORS.rule);
    }
    this.space(10);
  }

  /**
   * JPEG pictures side by side, `columns` to a row, each scaled into its cell (at most `maxHeight`
   * pt high, so a portrait photo does not take a page) with its caption under it; a row that no
   * longer fits starts a new page, never a picture cut in two.
   */
  async pictures(items: readonly { jpeg: Uint8Array; caption: string }[], { columns = 2, maxHeight = 220 }: { columns?: number; maxHeight?: number } = {}): Promise<void> {
    const gap = 14;
    const size = 8;
    const cell = (this.width - gap * (columns - 1)) / columns;
    for (let i = 0; i < items.length; i += columns) {
      const row = await Promise.all(
        items.slice(i, i + columns).map(async ({ jpeg, caption }) => {
          const image = await this.doc.embedJpg(jpeg);
          const { width, height } = image.scale(Math.min(cell / image.width, maxHeight / image.height));
          return { image, width, height, lines: this.wrap(caption, this.regular, size, cell) };
        }),
      );
      const height = Math.max(...row.map((p) => p.height + 4 + p.lines.length * size * 1.35));
      this.ensure(height + gap);
      row.forEach((p, j) => {
        const x = MARGIN + j * (cell + gap);
        this.page.drawImage(p.image, { x, y: this.y - p.height, width: p.width, height: p.height });
        this.page.drawRectangle({ x, y: this.y - p.height, width: p.width, height: p.height, borderColor: COLORS.rule, borderWidth: 0.5 });
        this.drawLines(p.lines, x, this.y - p.height - 4, this.regular, size, COLORS.muted);
      });
      this.y -= height + gap;
    }
  }

  /**
   * Place and date, and a line to sign on, for whoever signs for `name`. `date` (YYYY-MM-DD): the
   * document's own date of issue; without it, the day it is printed.
   */
  signature({ name, place, signer, date }: { name: string; place?: string; signer?: string; date?: string }): void {
    const size = 10;
    this.ensure(110);
    this.space(16);
    const half = this.width / 2 - 12;
    const top = this.y;
    this.drawLines([this.t(place ? 'placeAndDate' : 'date')], MARGIN, top, this.regular, 8.5, COLORS.muted);
    const day = this.date(date);
    this.drawLines([place ? `${place}, ${day}` : day], MARGIN, top - 13, this.bold, size, COLORS.text);
    const right = MARGIN + this.width - half;
    this.drawLines([this.t('signedFor', { name })], right, top, this.regular, 8.5, COLORS.muted);
    if (signer) this.drawLines([signer], right, top - 13, this.bold, size, COLORS.text);
    this.page.drawLine({ start: { x: right, y: top - 62 }, end: { x: right + half, y: top - 62 }, thickness: 0.7, color: COLORS.muted });
    this.drawLines([this.t('signatureAndStamp')], right, top - 67, this.regular, 8, COLORS.muted);
    this.y = top - 90;
  }

  /**
   * A QR code of `text` at (`x`, `top`), its caption centred under it; the bottom of both. Drawn
   * as vector squares: sharp at any zoom and on any printer, and nothing to rasterise.
   */
  private drawQr(text: string, caption: string, x: number, top: number): number {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    // The standard's quiet zone: four modules of white around the symbol.
    const cell = QR_SIZE / (modules.size + 8);
    this.page.drawRectangle({ x, y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE, color: rgb(1, 1, 1), borderColor: COLORS.rule, borderWidth: 0.5 });
    // A row's dark modules side by side are one rectangle: no hairline seams between them on screen.
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        let end = col;
        while (end + 1 < modules.size && modules.get(row, end + 1)) end++;
        this.page.drawRectangle({ x: x + (col + 4) * cell, y: top - (row + 5) * cell, width: (end - col + 1) * cell, height: cell, color: COLORS.text });
        col = end;
      }
    }
    const size = 7.5;
    const lines = this.wrap(caption, this.regular, size, QR_SIZE + 12);
    lines.forEach((line, i) => {
      const lineWidth = this.regular.widthOfTextAtSize(line, size);
      this.page.drawText(line, { x: x + (QR_SIZE - lineWidth) / 2, y: top - QR_SIZE - 10 - i * size * 1.3, size, font: this.regular, color: COLORS.muted });
    });
    return top - QR_SIZE - 12 - lines.length * size * 1.3;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y - height < FOOTER_TOP + 20) this.newPage();
  }

  /** The finished document, with "page n of N" on every page. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const { manufacturer, title, reference } = this.options;
    const left = [reference ?? title, manufacturer.website.replace(/^https?:\/\//, '')].join(' · ');
    pages.forEach((page, i) => {
      page.drawLine({ start: { x: MARGIN, y: FOOTER_TOP }, end: { x: A4[0] - MARGIN, y: FOOTER_TOP }, thickness: 0.5, color: COLORS.rule });
      const size = 8;
      page.drawText(this.fit(left, this.regular, size, this.width * 0.7), { x: MARGIN, y: FOOTER_TOP - 14, size, font: this.regular, color: COLORS.muted });
      const number = this.t('page', { page: i + 1, pages: pages.length });
      page.drawText(number, { x: A4[0] - MARGIN - this.regular.widthOfTextAtSize(number, size), y: FOOTER_TOP - 14, size, font: this.regular, color: COLORS.muted });
    });
    return this.doc.save();
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.drawHeader();
    this.y = HEADER_BOTTOM - 22;
  }

  /** The manufacturer's mark, name, address and contacts, then a rule in the brand's colour. */
  private drawHeader(): void {
    const top = A4[1] - 44;
    const logoSize = 44;
    if (this.logo) {
      const scale = Math.min(logoSize / this.logo.height, (logoSize * 3) / this.logo.width);
      const { width, height } = this.logo.scale(scale);
      this.page.drawImage(this.logo, { x: MARGIN, y: top - height + 6, width, height });
      this.drawIdentity(MARGIN + width + 14, top);
    } else {
      drawPortalMark(this.page, MARGIN, top + 6, logoSize);
      this.drawIdentity(MARGIN + logoSize + 14, top);
    }
    this.page.drawLine({ start: { x: MARGIN, y: HEADER_BOTTOM }, end: { x: A4[0] - MARGIN, y: HEADER_BOTTOM }, thickness: 1.5, color: COLORS.brand });
  }

  private drawIdentity(x: number, top: number): void {
    const m = this.options.manufacturer;
    const width = A4[0] - MARGIN - x;
    this.page.drawText(this.fit(m.name, this.bold, 13, width), { x, y: top - 8, size: 13, font: this.bold, color: COLORS.brand });
    const size = 8;
    const lines = [
      // The country line in the document's language: "Italy" in English, as for the building.
      addressLines(m.address, this.lang).join(' · '),
      [this.t('vatNumber', { vat: m.vatNumber }), this.t('phone', { phone: m.phone })].join(' · '),
      [m.email, m.website.replace(/^https?:\/\//, '')].join(' · '),
    ];
    lines.forEach((line, i) => this.page.drawText(this.fit(line, this.regular, size, width), { x, y: top - 24 - i * 11, size, font: this.regular, color: COLORS.muted }));
  }

  private lines(text: string, { size = 10, bold = false, color = COLORS.text, after = 0 }: TextStyle): void {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size, this.width)) {
      this.ensure(size * 1.4);
      this.drawLines([line], MARGIN, this.y, font, size, color);
      this.y -= size * 1.4;
    }
    this.y -= after;
  }

  /** Lines from `top` downwards (`top` is the top of the first line's text). */
  private drawLines(lines: readonly string[], x: number, top: number, font: PDFFont, size: number, color: RGB): void {
    lines.forEach((line, i) => this.page.drawText(line, { x, y: top - size - i * size * 1.35, size, font, color }));
  }

  private rule(color: RGB, width = this.width): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: MARGIN + width, y: this.y + 2 }, thickness: 0.5, color });
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(text, (s) => font.widthOfTextAtSize(s, size), width);
  }

  /** One line, cut with an ellipsis where it would overflow. */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }
}

/** The portal's logo (src/assets/logo.svg: a window in a blue tile), drawn as vectors. */
function drawPortalMark(page: PDFPage, x: number, y: number, size: number): void {
  const scale = size / 64;
  const white = rgb(1, 1, 1);
  page.drawSvgPath('M12 0H52A12 12 0 0 1 64 12V52A12 12 0 0 1 52 64H12A12 12 0 0 1 0 52V12A12 12 0 0 1 12 0Z', { x, y, scale, color: COLORS.brand });
  page.drawSvgPath('M14 12H50V52H14Z', { x, y, scale, borderColor: white, borderWidth: 4 });
  page.drawSvgPath('M32 12V52M14 32H50', { x, y, scale, borderColor: white, borderWidth: 4 });
}
