import { chromium } from '@playwright/test';
import { CHROMIUM } from './lighthouse';

export interface ScanCheck {
  /** JS files /join loaded before any action. */
  loadedOnVisit: string[];
  /** Whether a scanner chunk was among them (must be false). */
  scannerOnVisit: boolean;
  /** Whether the scanner chunk was fetched once "Scan QR Code" was pressed (must be true). */
  scannerOnScan: boolean;
}

/**
 * In real Chromium: opening /join loads no chunk of the QR scanner; pressing "Scan QR Code" loads it. A fake
 * camera stands in for the phone's.
 */
export async function checkScannerLoading(baseUrl: string, scannerFiles: string[]): Promise<ScanCheck> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const context = await browser.newContext({ permissions: ['camera'] });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(`${baseUrl}/join`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Scan QR Code' }).waitFor();
    const loadedOnVisit = [...scripts];
    const isScanner = (file: string) => scannerFiles.includes(file);
    const scannerRequest = page.waitForRequest((r) => isScanner(new URL(r.url()).pathname.slice(1)), {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Scan QR Code' }).click();
    const scannerOnScan = await scannerRequest.then(
      () => true,
      () => false,
    );
    return { loadedOnVisit, scannerOnVisit: loadedOnVisit.some(isScanner), scannerOnScan };
  } finally {
    await browser.close();
  }
}
