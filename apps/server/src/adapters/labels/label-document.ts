// Draws a return label as a one-page PDF (4 × 6 in, the carriers' thermal size): sender, store,
// return and order numbers, a Code 128 barcode of the tracking number and a QR code a drop-off
// point scans. Used by the built-in provider and for a carrier's label that came without a PDF.
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';

const POINTS_PER_INCH = 72;

export interface LabelContent {
  carrier: string;
  trackingNumber: string;
  returnNumber: string;
  orderName: string;
  from: { name: string; email: string; country: string | null };
  to: { name: string; lines: readonly string[] };
  units: number;
  /** What the QR code says (the tracking number by default). */
  qrText?: string;
}

/** The standard fonts cannot draw every character a name may hold; those are replaced. */
function printable(value: string): string {
  return value.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?').slice(0, 60);
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
  const { width, height } = page.getSize();
  const margin = 16;
  let y = height - margin - 12;
  const line = (text: string, size = 9, face = font) => {
    page.drawText(printable(text), { x: margin, y, size, font: face, color: rgb(0, 0, 0) });
    y -= size + 4;
  };

  line(content.carrier.toUpperCase(), 16, bold);
  line('RETURN', 12, bold);
  y -= 4;
  line('FROM', 7, bold);
  line(content.from.name);
  line(content.from.email);
  if (content.from.country) line(content.from.country);
  y -= 4;
  line('TO', 7, bold);
  line(content.to.name, 11, bold);
  for (const text of content.to.lines) line(text);
  y -= 4;
  line(`Return ${content.returnNumber} · Order ${content.orderName} · ${content.units} item(s)`, 8);

  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: content.trackingNumber,
    scale: 2,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  const barcodeImage = await pdf.embedPng(barcode);
  const barcodeWidth = width - 2 * margin;
  const barcodeHeight = (barcodeImage.height / barcodeImage.width) * barcodeWidth;
  y -= barcodeHeight + 4;
  page.drawImage(barcodeImage, { x: margin, y, width: barcodeWidth, height: barcodeHeight });

  const qr = await QRCode.toBuffer(content.qrText ?? content.trackingNumber, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    scale: 4,
  });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = Math.min(120, y - margin - 14);
  page.drawImage(qrImage, { x: (width - qrSize) / 2, y: margin + 14, width: qrSize, height: qrSize });
  page.drawText('Scan at a drop-off point', {
    x: margin,
    y: margin,
    size: 7,
    font,
    color: rgb(0.3, 0.3, 0.3),
  });
  return pdf.save();
}
