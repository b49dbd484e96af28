// The text lines of a PDF's first page, read by Mozilla's PDF.js (what a browser shows), so tests
// assert what a label says rather than how its bytes look.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const content = await page.getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== '');
  } finally {
    await document.destroy();
  }
}
