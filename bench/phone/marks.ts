import type { Page } from '@playwright/test';

/** What the in-page watcher records: wall-clock ms (performance.timeOrigin + now) of each moment, once. */
export type Marks = Record<string, number>;

declare global {
  interface Window {
    __pbMarks: Marks;
    __pbWatch: (name: string, seen: () => boolean) => void;
  }
}

/**
 * Installed in every document of a page before its scripts run: notes the moment each watched condition first
 * holds, checked on every DOM change (a MutationObserver, so no polling delay), and the moments a form is
 * submitted and a file is picked. Times are taken in the page, on the page's clock, so Playwright's own round
 * trips do not count.
 */
function watcher() {
  const now = () => performance.timeOrigin + performance.now();
  const marks: Marks = {};
  const watches: { name: string; seen: () => boolean }[] = [];
  const check = () => {
    for (const w of watches) if (!(w.name in marks) && w.seen()) marks[w.name] = now();
  };
  window.__pbMarks = marks;
  window.__pbWatch = (name, seen) => {
    watches.push({ name, seen });
    check();
  };
  const visible = (el: Element | null) => {
    if (!(el instanceof HTMLElement) || !el.isConnected) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // The name field: on screen and typeable.
  watches.push({
    name: 'nameField',
    seen: () => {
      const input = document.querySelector('input[name="playerName"]');
      return input instanceof HTMLInputElement && visible(input) && !input.disabled && !input.readOnly;
    },
  });
  // The app has the name field (React's own element: a prerendered one takes typing before the app runs, but
  // Next works only once the app has taken the screen over).
  watches.push({
    name: 'appReady',
    seen: () => {
      const input = document.querySelector('input[name="playerName"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
    },
  });
  // The lobby's player list with at least one player in it (the bench's floor page shows #floor-lobby).
  watches.push({
    name: 'lobby',
    seen: () =>
      visible(document.querySelector('[aria-labelledby="lobby-players-title"] li')) ||
      visible(document.getElementById('floor-lobby')),
  });
  document.addEventListener('submit', () => (marks.submit ??= now()), true);
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') marks.picked ??= now();
    },
    true,
  );
  const start = () => {
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
}

export async function installWatcher(page: Page) {
  // tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper, so it gets one that
  // does nothing (for this script and for the functions the bench evaluates later).
  await page.addInitScript({ content: `globalThis.__name = (f) => f;\n(${watcher.toString()})();` });
}

/** Waits until the page has noted `name` and returns its marks. */
export async function waitForMark(page: Page, name: string, timeoutMs = 60_000): Promise<Marks> {
  try {
    await page.waitForFunction((n) => n in (window.__pbMarks ?? {}), name, {
      timeout: timeoutMs,
      polling: 50,
    });
  } catch (error) {
    // What the phone showed instead, to tell a slow machine from a broken journey.
    const shown = await page
      .evaluate(() => `${location.pathname}: ${document.body?.innerText.slice(0, 300) ?? ''}`)
      .catch(() => 'the page did not answer');
    throw new Error(`${name} not seen within ${timeoutMs} ms; the page showed ${shown}`, { cause: error });
  }
  return page.evaluate(() => ({ ...window.__pbMarks, timeOrigin: performance.timeOrigin }));
}
