// Draws a return label as a one-page PDF (4 × 6 in, the carriers' thermal size): the sender (the
// shopper's shipping address) and the recipient (the store's return address) in full, return and
// order numbers, a Code 128 barcode of the tracking number and a QR code a drop-off point scans.
// Used by the built-in provider and for a carrier's label that came without a PDF. The built-in
// label says what it is (decision 053): no carrier issued it and it carries no postage.
import { type PostalAddress, postalAddressLines } from '@rc/domain/postal-address';
import bwipjs from 'bwip-js/node';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { LabelSender } from './label-provider';

const POINTS_PER_INCH = 72;

export interface LabelContent {
  /** The carrier's name, or null for the built-in label (which then says it is none). */
  carrier: string | null;
  trackingNumber: string;
  returnNumber: string;
  orderName: string;
  from: LabelSender;
  to: PostalAddress;
  units: number;
  /** What the QR code says (the tracking number by default). */
  qrText?: string;
}

/** The built-in label's own words (decision 053): what it is, and what the shopper does with it. */
export const BUILTIN_LABEL_NOTICE = [
  'Resolution Center built-in label — not a carrier label, no postage paid.',
  'Hand the parcel to your carrier: it adds its own label and postage.',
  'Leave this label on the parcel: it names sender, recipient and return.',
] as const;

/** Letters the standard fonts lack that do not decompose into one they have. */
const FALLBACK_LETTERS: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h' };

/**
 * The standard fonts draw WinAnsi only: a letter they lack is written without its accent
 * ('ř' → 'r'), or as '?' when it has none to drop.
 */
function printable(value: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let text = '';
  for (const character of value) {
    const code = character.codePointAt(0) as number;
    if (supported.has(code)) text += character;
    else {
      const base = FALLBACK_LETTERS[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
      text += base.length === 1 && supported.has(base.codePointAt(0) as number) ? base : '?';
    }
  }
  return text;
}

/** The text cut to fit the width, with '…' where it was cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

export async function drawLabel(content: LabelContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Return ${content.returnNumber}`);
  pdf.setCreator('Resolution Center');
  const page = pdf.addPage([4 * POINTS_PER_INCH, 6 * POINTS_PER_INCH]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width } = page.getSize();
  const margin = 14;
  let y = page.getSize().height - margin - 10;
  const line = (text: string, size = 8, face = font) => {
    const shown = fitted(printable(text, face), face, size, width - 2 * margin);
    page.drawText(shown, { x: margin, y, size, font: face, color: rgb(0, 0, 0) });
    y -= size + 3;
  };

  if (content.carrier) {
    line(content.carrier.toUpperCase(), 14, bold);
    line('RETURN', 10, bold);
  } else {
    line('RETURN — BUILT-IN LABEL', 12, bold);
    for (const text of BUILTIN_LABEL_NOTICE) line(text, 6.5);
  }
  y -= 3;
  line('FROM (SENDER)', 6.5, bold);
  if (content.from.address) {
    for (const text of postalAddressLines(content.from.address)) line(text);
  } else {
    // No shipping address came with the order (decision 053): the sender writes it by hand.
    line(content.from.name);
    line('Sender address: write it here by hand', 6.5);
    for (let blank = 0; blank < 2; blank += 1) {
      y -= 4;
      page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.5 });
      y -= 6;
    }
  }
  y -= 3;
  line('TO (RECIPIENT)', 6.5, bold);
  const [recipient, ...rest] = postalAddressLines(content.to);
  line(recipient ?? '', 10, bold);
  for (const text of rest) line(text, 9);
  if (content.to.phone) line(`Tel. ${content.to.phone}`, 7);
  y -= 3;
  line(`Return ${content.returnNumber} · Order ${content.orderName} · ${content.units} item(s)`, 7);

  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: content.trackingNumber,
    scale: 2,
    height: 10,
    includetext: true,
    textxalign: 'center',
  });
  const barcodeImage = await pdf.embedPng(barcode);
  const barcodeWidth = width - 2 * margin;
  const barcodeHeight = Math.min(52, (barcodeImage.height / barcodeImage.width) * barcodeWidth);
  y -= barcodeHeight + 2;
  page.drawImage(barcodeImage, { x: margin, y, width: barcodeWidth, height: barcodeHeight });

  const qr = await QRCode.toBuffer(content.qrText ?? content.trackingNumber, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 4,
  });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = Math.max(48, Math.min(100, y - margin - 14));
  page.drawImage(qrImage, { x: (width - qrSize) / 2, y: margin + 12, width: qrSize, height: qrSize });
  page.drawText('Scan at a drop-off point', {
    x: margin,
    y: margin,
    size: 7,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });
  return pdf.save();
}
