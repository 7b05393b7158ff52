import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** Fails loudly when poppler-utils (pdftoppm, pdftotext) is missing: the printout specs read PDFs with it. */
function poppler(tool: 'pdftoppm' | 'pdftotext', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'latin1' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install Debian's poppler-utils (.ci/run does)`, { cause: error });
    }
    throw error;
  }
}

/** The text poppler reads from a PDF (it fails on anything that does not parse as PDF). */
export function pdfText(file: string): string {
  return poppler('pdftotext', ['-layout', file, '-']);
}

/** The PDF's page count as poppler reads it. */
export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'latin1' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** An RGB PPM (P6) as RGBA pixels for jsQR. */
function readPpm(bytes: Buffer) {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('Not a PPM');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = bytes.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, j = 0; i < width * height * 3; i += 3, j += 4) {
    rgba[j] = rgb[i]!;
    rgba[j + 1] = rgb[i + 1]!;
    rgba[j + 2] = rgb[i + 2]!;
    rgba[j + 3] = 255;
  }
  return { rgba, width, height };
}

/**
 * Renders the PDF's first page at `dpi` (pdftoppm) and decodes a QR code on it with jsQR; `quarter` decodes the
 * top-left quarter of the page only (a page of table cards holds four codes).
 */
export function decodePdfQr(file: string, dpi = 100, quarter = false): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-qr-'));
  try {
    poppler('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const [page] = readdirSync(dir);
    if (!page) throw new Error('pdftoppm rendered no page');
    const { rgba, width, height } = readPpm(readFileSync(path.join(dir, page)));
    if (!quarter) return jsQR(rgba, width, height)?.data;
    const [w, h] = [Math.floor(width / 2), Math.floor(height / 2)];
    const part = new Uint8ClampedArray(w * h * 4);
    for (let row = 0; row < h; row++)
      part.set(rgba.subarray(row * width * 4, (row * width + w) * 4), row * w * 4);
    return jsQR(part, w, h)?.data;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clicks a print button and answers where the PDF it downloads was saved, and the name the app gave it. */
export async function downloadPrintout(page: Page, testId: string): Promise<{ file: string; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const saved = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  return { file: saved, name: file.suggestedFilename() };
}
