import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The name step's form as the prerendered page has it (src/prerender/pages.tsx): Next disabled, no name yet. */
const NAME_STEP = `<div><h2>Quiz</h2><form>
  <label for="n">Player Name</label><input id="n" name="playerName" required placeholder="Player1234" value="">
  <button type="submit" disabled="">Next</button><p role="status" class="sr-only"></p>
</form></div>`;

function page(markup = NAME_STEP) {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const form = root.querySelector('form') as HTMLFormElement;
  const field = root.querySelector('input') as HTMLInputElement;
  const next = root.querySelector('button') as HTMLButtonElement;
  const status = root.querySelector('[role="status"]') as HTMLElement;
  return { root, form, field, next, status };
}

/** Runs the script as the page does (a module evaluated once), and a fresh copy of the app's side. */
async function load() {
  await import('./name-step-early');
  return import('@/lib/prerendered');
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.body.innerHTML = '';
});

describe("the prerendered name step's own script", () => {
  it('enables Next once a name is typed (one typed before it ran included), as the app does', async () => {
    const { field, next } = page();
    type(field, '  ');
    await load();
    expect(next.disabled).toBe(true);
    type(field, 'Zoë');
    expect(next.disabled).toBe(false);
    type(field, ' ');
    expect(next.disabled).toBe(true);
  });

  it('keeps a name sent before the app, shows "Getting ready…", and the app takes it once', async () => {
    const { root, form, field, next, status } = page();
    const app = await load();
    type(field, 'Zoë K');
    form.requestSubmit(next);
    // Still on the page (the submit did not navigate), waiting for the app.
    expect(form.hasAttribute('data-queued')).toBe(true);
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(next.textContent).toBe('Getting ready…');
    expect(status.textContent).toBe('Getting ready…');
    // The name sent stays as it is: the field holds still, and Next stays off.
    expect(field.readOnly).toBe(true);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect(next.disabled).toBe(true);

    expect(app.takeOverPrerendered(root)).toBe(true);
    expect(root.hasAttribute('data-app')).toBe(true);
    expect(app.typedValue('playerName')).toBe('Zoë K');
    expect(app.takeQueued('playerName')).toBe(true);
    expect(app.takeQueued('playerName')).toBe(false);
  });

  it("says it in the page's language: the words the app rendered into the form", async () => {
    const spanish = NAME_STEP.replace('<form>', '<form data-getting-ready="Preparando…">');
    const { form, field, next, status } = page(spanish);
    await load();
    type(field, 'Zoë K');
    form.requestSubmit(next);
    expect(next.textContent).toBe('Preparando…');
    expect(status.textContent).toBe('Preparando…');
  });

  it('a name not sent is not taken as sent', async () => {
    const { root, field } = page();
    const app = await load();
    type(field, 'Zoë');
    app.takeOverPrerendered(root);
    expect(app.typedValue('playerName')).toBe('Zoë');
    expect(app.takeQueued('playerName')).toBe(false);
  });

  it('does nothing on a page the app has taken over', async () => {
    const { root, form, field, next } = page();
    root.setAttribute('data-app', '');
    await load();
    type(field, 'Zoë');
    expect(next.disabled).toBe(true);
    form.addEventListener('submit', (event) => event.preventDefault());
    form.requestSubmit();
    expect(form.hasAttribute('data-queued')).toBe(false);
  });
});
