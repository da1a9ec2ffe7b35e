import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Letters the standard fonts' WinAnsi encoding lacks, written as their nearest Latin letter. */
const LATIN: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', ħ: 'h', Ħ: 'H' };
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw: accents outside Latin-1 are dropped (ř → r, ą → a), a few
 * letters written as their Latin neighbour, anything else as '?'. Names come from many countries;
 * the PDF must not fail on one.
 */
export function winAnsiText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char)) return char;
      if (LATIN[char]) return LATIN[char];
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return [...base].every((c) => c.charCodeAt(0) <= 0xff) && base !== '' ? base : '?';
    })
    .join('');
}

/** One line of a simple PDF: its text, size (11 pt), weight, and the space below it (size + 8). */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  gap?: number;
}

/**
 * A real one-page PDF (A4, the standard Helvetica font) of lines from the top and a grey note at
 * the foot: what the sandboxes' invoices and the demo's documents are drawn with, so previewing
 * and downloading work offline exactly as with a provider's file. Dated `date` (deterministic).
 */
export async function simplePdfBytes(document: {
  title: string;
  producer: string;
  date: Date;
  lines: readonly PdfLine[];
  footer: string;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsiText(document.title));
  pdf.setProducer(document.producer);
  pdf.setCreationDate(document.date);
  pdf.setModificationDate(document.date);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - MARGIN;
  for (const line of document.lines) {
    const size = line.size ?? 11;
    page.drawText(winAnsiText(line.text), { x: MARGIN, y, size, font: line.bold ? bold : regular });
    y -= line.gap ?? size + 8;
  }
  page.drawText(winAnsiText(document.footer), {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font: regular,
    color: rgb(0.35, 0.38, 0.42),
  });
  return pdf.save({ useObjectStreams: false });
}
