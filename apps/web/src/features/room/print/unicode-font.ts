import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

async function fontBytes(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The printout's font could not be loaded (${response.status})`);
  return response.arrayBuffer();
}

/**
 * DejaVu Sans, regular and bold (Bitstream Vera licence, free to embed): Latin, Greek, Cyrillic, Armenian,
 * Georgian, Hebrew and more, embedded as a subset of the letters the printout uses. Loaded (fontkit and both font
 * files) only for a printout whose words the standard PDF fonts cannot write.
 */
export async function embedUnicodeFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes(regularUrl), fontBytes(boldUrl)]);
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}
