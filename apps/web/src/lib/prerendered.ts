import { ZGameSummary, type TGameSummary } from '@picture-bingo/shared';

/**
 * The screen the server prerendered into the page (apps/web/src/prerender/pages.tsx; apps/server/src/static.ts):
 * a guest's phone shows it, and takes typing in it, before the app's JS has arrived. The app's first render
 * replaces it with the same screen, carrying over what was typed, the field that had the focus, and the data the
 * page came with, so nothing the guest did is lost and nothing is asked for twice.
 */
interface TakenOver {
  values: Map<string, string>;
  placeholders: Map<string, string>;
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The fields of a form sent before the app took over (the name step's, apps/web/src/prerender/name-step-early.ts). */
  queued: Set<string>;
}

let taken: TakenOver | null = null;
let queuedTaken = false;

/** The marks the prerendered name step's script shares with the app (apps/web/src/prerender/name-step-early.ts). */
const QUEUED = 'data-queued';
const APP_ATTRIBUTE = 'data-app';

/** The game summary the page came with (a join link's), checked like any answer (DESIGN.md); null if none. */
function readSummary(): TGameSummary | null {
  const text = document.getElementById('pb-seed')?.textContent;
  if (!text) return null;
  try {
    const parsed = ZGameSummary.safeParse((JSON.parse(text) as { summary?: unknown }).summary);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the prerendered screen in `root` the moment before the app renders over it (so nothing typed until then is
 * lost); false when there is none. Its placeholders (the suggested name) carry over only into the language it was
 * prerendered in (`prerenderedIn`, the document's language the server sent): the app may show another, the
 * pseudo-locale, which the server never prerenders.
 */
export function takeOverPrerendered(
  root: HTMLElement,
  prerenderedIn: string = document.documentElement.lang,
): boolean {
  if (!root.firstElementChild) return false;
  // From here on the page is the app's: the name step's early script leaves it alone.
  root.setAttribute(APP_ATTRIBUTE, '');
  const queued = new Set<string>();
  for (const form of root.querySelectorAll(`form[${QUEUED}]`)) {
    for (const input of form.querySelectorAll('input[name]')) {
      if (input instanceof HTMLInputElement) queued.add(input.name);
    }
  }
  const values = new Map<string, string>();
  const placeholders = new Map<string, string>();
  for (const input of root.querySelectorAll('input[name]')) {
    if (!(input instanceof HTMLInputElement)) continue;
    if (input.value) values.set(input.name, input.value);
    if (input.placeholder && prerenderedIn === document.documentElement.lang)
      placeholders.set(input.name, input.placeholder);
  }
  const active = document.activeElement;
  const focus =
    active instanceof HTMLInputElement && active.name && root.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  taken = { values, placeholders, focus, queued };
  return true;
}

/** What was typed into the prerendered field `name`, if anything. */
export const typedValue = (name: string) => taken?.values.get(name);

/**
 * Whether the prerendered form with the field `name` was sent before the app took over (what it held: typedValue).
 * True once: the screen that asks first sends it, and a screen rendered later does not send it again.
 */
export function takeQueued(name: string): boolean {
  if (queuedTaken || !taken?.queued.has(name)) return false;
  queuedTaken = true;
  return true;
}

/** The placeholder the prerendered field `name` showed (the name step's suggested name), so it does not change. */
export const prerenderedPlaceholder = (name: string) => taken?.placeholders.get(name);

/** The game summary a join link's page came with (the app asks for it as it starts). */
export const prerenderedSummary = readSummary;

/** After the app's first render: the focus (and the caret) back in the field that had it. */
export function restoreFocus(root: HTMLElement): void {
  const focus = taken?.focus;
  if (!focus) return;
  const input = root.querySelector(`input[name="${CSS.escape(focus.name)}"]`);
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
}
