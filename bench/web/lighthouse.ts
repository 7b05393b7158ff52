import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

export const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_ARGS;

export interface PageAudit {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  /** Lab metrics, ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Bytes the page transferred, and JS bytes among them. */
  transferBytes: number;
  /** Failed accessibility audits (id: title), to fix. */
  a11yFailures: string[];
  /** The biggest performance opportunities Lighthouse names. */
  opportunities: string[];
}

export interface AuditTarget {
  name: string;
  url: string;
  /** localStorage entries set on the page's origin before the audit (a player session, as the app stores it). */
  localStorage?: Record<string, string>;
}

/**
 * Lighthouse 12 (default config: mobile form factor, simulated slow 4G and 4x CPU slowdown) on local
 * Chromium, one fresh browser per page. Storage is not reset when the target brings its own localStorage.
 */
export async function audit(target: AuditTarget, attempts = 3): Promise<PageAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(target);
    } catch (error) {
      // Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, NO_FCP): run again.
      if (attempt >= attempts || !/Please run Lighthouse again|NO_NAVSTART|NO_FCP/.test(String(error)))
        throw error;
      console.warn(`  lighthouse ${target.name}: ${String(error)}; again (${attempt + 1}/${attempts})`);
    }
  }
}

async function auditOnce(target: AuditTarget): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    if (target.localStorage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // Any same-origin URL that is not an app page (no app code runs, no request is made by it).
      await page.goto(new URL('/favicon.svg', target.url).toString());
      await page.evaluate((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, target.localStorage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(target.localStorage),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${target.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    // BENCH_LHR_DIR: each page's whole report too (its LCP element, long tasks, script timings), to read.
    const dir = process.env.BENCH_LHR_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const file = `${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(dir, file), JSON.stringify(lhr));
    }
    const audits = lhr.audits;
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const a11y = lhr.categories.accessibility;
    const perf = lhr.categories.performance;
    return {
      name: target.name,
      url: lhr.finalDisplayedUrl,
      performance: Math.round((perf?.score ?? 0) * 100),
      accessibility: Math.round((a11y?.score ?? 0) * 100),
      metrics: {
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        si: num('speed-index'),
      },
      transferBytes: num('total-byte-weight'),
      a11yFailures: (a11y?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${audits[ref.id]?.title ?? ''}`),
      opportunities: (perf?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.displayValue)
        .map((a) => `${a.id}: ${a.displayValue}`),
    };
  } finally {
    chrome.kill();
  }
}
