import type { CDPSession, Page } from '@playwright/test';

/** What the in-page watcher records: wall-clock ms (performance.timeOrigin + now) of each moment, once. */
export type Marks = Record<string, number>;

declare global {
  interface Window {
    __pbMarks: Marks;
    __pbWatch: (name: string, seen: () => boolean) => void;
  }
}

/**
 * Installed in every document of a page before its scripts run: notes the moment each watched condition is first
 * on screen, and the moments a form is submitted and a file is picked. Times are taken in the page, on the page's
 * clock, so Playwright's own round trips do not count.
 *
 * "On screen" is drawn, not only in the DOM: a DOM change (a MutationObserver, so no polling delay) asks for the
 * next frame; the frame checks the condition (its layout is the one about to be painted, and a frame never comes
 * while a render-blocking stylesheet is still loading); the mark is taken by a task posted from that frame, which
 * runs once the frame's style, layout and paint are done. Checking on the DOM change itself would force a
 * layout the page did not ask for (before its stylesheet, a wasted one) and note a field that is not drawn yet.
 */
function watcher() {
  const now = () => performance.timeOrigin + performance.now();
  const marks: Marks = {};
  const watches: { name: string; seen: () => boolean; drawn: boolean }[] = [];
  const open = () => watches.filter((w) => !(w.name in marks));
  // The watches seen in a frame, marked by the task that frame posts: at user-blocking priority, so it runs as
  // soon as the frame's rendering is done, before the page's own queued tasks (its scripts' compiles, the
  // stylesheet's parse), which would otherwise count as the field's.
  let drawing: string[] = [];
  const markDrawn = () => {
    const at = now();
    for (const name of drawing) marks[name] ??= at;
    drawing = [];
  };
  const { scheduler } = globalThis as {
    scheduler?: { postTask: (task: () => void, options: { priority: 'user-blocking' }) => Promise<void> };
  };
  const afterFrame = () => {
    if (scheduler) void scheduler.postTask(markDrawn, { priority: 'user-blocking' });
    else setTimeout(markDrawn);
  };
  let frameAsked = false;
  const inFrame = () => {
    frameAsked = false;
    for (const w of open()) if (w.drawn && !drawing.includes(w.name) && w.seen()) drawing.push(w.name);
    if (drawing.length > 0) afterFrame();
  };
  const check = () => {
    for (const w of open()) if (!w.drawn && w.seen()) marks[w.name] = now();
    if (!frameAsked && open().some((w) => w.drawn)) {
      frameAsked = true;
      requestAnimationFrame(inFrame);
    }
  };
  window.__pbMarks = marks;
  window.__pbWatch = (name, seen) => {
    watches.push({ name, seen, drawn: true });
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
    drawn: true,
    seen: () => {
      const input = document.querySelector('input[name="playerName"]');
      return input instanceof HTMLInputElement && visible(input) && !input.disabled && !input.readOnly;
    },
  });
  // The app has the name field (React's own element: a prerendered one takes typing before the app runs, but
  // Next works only once the app has taken the screen over). Not a change on screen: noted when the DOM has it.
  watches.push({
    name: 'appReady',
    drawn: false,
    seen: () => {
      const input = document.querySelector('input[name="playerName"]');
      return input !== null && Object.keys(input).some((key) => key.startsWith('__reactProps$'));
    },
  });
  // The lobby's player list with at least one player in it (the bench's floor page shows #floor-lobby).
  watches.push({
    name: 'lobby',
    drawn: true,
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
  // The document itself, so the parser's first elements are seen (documentElement may not exist yet).
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

export async function installWatcher(page: Page) {
  // tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper, so it gets one that
  // does nothing (for this script and for the functions the bench evaluates later).
  await page.addInitScript({ content: `globalThis.__name = (f) => f;\n(${watcher.toString()})();` });
}

/**
 * Waits until the page has noted `name` and returns its marks (with the page's timeOrigin). It asks the page with
 * a one-line CDP evaluation every 50 ms: Playwright's waitForFunction would first load Playwright's own injected
 * script into the page, a few hundred ms of the page's main thread at the profile's 4x slowdown, in the middle of
 * the load being measured.
 */
export async function waitForMark(
  phone: { page: Page; cdp: CDPSession },
  name: string,
  timeoutMs = 60_000,
): Promise<Marks> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await phone.cdp
      .send('Runtime.evaluate', {
        expression: 'JSON.stringify({ ...(window.__pbMarks ?? {}), timeOrigin: performance.timeOrigin })',
        returnByValue: true,
      })
      .catch(() => null); // between documents: ask again
    const marks = typeof answer?.result.value === 'string' ? (JSON.parse(answer.result.value) as Marks) : {};
    if (name in marks) return marks;
    if (Date.now() > until) {
      // What the phone showed instead, to tell a slow machine from a broken journey.
      const shown = await phone.page
        .evaluate(() => `${location.pathname}: ${document.body?.innerText.slice(0, 300) ?? ''}`)
        .catch(() => 'the page did not answer');
      throw new Error(`${name} not seen within ${timeoutMs} ms; the page showed ${shown}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
