// Bulletin PDFs: one A4 page per trade bulletin, built with pdf-lib.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { hexToRgb, type Bytes } from './canvas.ts';

export type BulletinPdfInput = {
  supplier: string;
  /** The supplier's colour, for the header band. */
  colour: string;
  title: string;
  paragraphs: readonly string[];
  /** Display dates (DD/MM/YYYY). */
  issued: string;
  expires: string;
};

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function drawBulletinPdf(input: BulletinPdfInput): Promise<Bytes> {
  // No metadata update: pdf-lib would stamp the wall-clock time and break determinism.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(input.title);
  pdf.setAuthor(input.supplier);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [r, g, b] = hexToRgb(input.colour).map((c) => c / 255);
  const brand = rgb(r ?? 0, g ?? 0, b ?? 0);
  const ink = rgb(0.12, 0.16, 0.22);
  const left = 56;
  const width = 595.28 - 2 * left;

  page.drawRectangle({ x: 0, y: 761.89, width: 595.28, height: 80, color: brand });
  page.drawText(input.supplier, { x: left, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText('Trade bulletin', {
    x: left,
    y: 772,
    size: 11,
    font: regular,
    color: rgb(1, 1, 1),
  });

  let y = 700;
  for (const line of wrap(input.title, bold, 24, width)) {
    page.drawText(line, { x: left, y, size: 24, font: bold, color: ink });
    y -= 30;
  }
  y -= 14;
  for (const paragraph of input.paragraphs) {
    for (const line of wrap(paragraph, regular, 12, width)) {
      page.drawText(line, { x: left, y, size: 12, font: regular, color: ink });
      y -= 17;
    }
    y -= 10;
  }
  page.drawLine({
    start: { x: left, y: 96 },
    end: { x: left + width, y: 96 },
    thickness: 1,
    color: brand,
  });
  page.drawText(`Issued ${input.issued}  |  Offer ends ${input.expires}`, {
    x: left,
    y: 76,
    size: 10,
    font: regular,
    color: ink,
  });
  page.drawText(`${input.supplier}. Prices exclude VAT. Subject to availability.`, {
    x: left,
    y: 60,
    size: 9,
    font: regular,
    color: rgb(0.4, 0.44, 0.5),
  });
  return new Uint8Array(await pdf.save());
}

const pdfCache = new Map<string, Promise<Bytes>>();

/** One A4 page: the supplier's header, the bulletin's title and offer text, and its dates. */
export function bulletinPdf(input: BulletinPdfInput): Promise<Bytes> {
  const key = JSON.stringify(input);
  let bytes = pdfCache.get(key);
  if (!bytes) {
    bytes = drawBulletinPdf(input);
    // A failed build is not kept, so the next seed tries again.
    bytes.catch(() => pdfCache.delete(key));
    pdfCache.set(key, bytes);
  }
  return bytes;
}
