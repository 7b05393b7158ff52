import type { CDPSession, Page } from '@playwright/test';

/** A phone's browser context: 390x844, touch, mobile. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The same phone at twice the pixels (its screenshots as sharp as the phone's own). */
export const SHARP_PHONE = { ...PHONE, deviceScaleFactor: 2 };

/**
 * Lighthouse's mobile profile (its "slow 4G" and mid-range phone): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up, the CPU slowed 4 times.
 */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6 * 1024 * 1024,
  uploadBitsPerSecond: 750 * 1024,
  cpuSlowdown: 4,
};

/** Applies PHONE_PROFILE to a page through its own CDP session (DevTools throttling); returns that session. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return cdp;
}
