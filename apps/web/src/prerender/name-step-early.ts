/**
 * The prerendered name step's own script (docs/decisions/016): the server names it in a join link's page
 * (apps/server/src/static.ts), and being this small it runs long before the app's JS has arrived on a slow phone.
 * From then on Next works as it does in the app (enabled once a name is typed). A name sent before the app has
 * taken the page over is kept: the form is marked QUEUED, the field holds still, and the button and the form's
 * status line say "Getting ready…" (in the page's language: the form's data-getting-ready); the app sends that name as it takes over (apps/web/src/lib/prerendered.ts,
 * takeQueued). Once the app has taken the page over (it marks the root APP_ATTRIBUTE) this does nothing.
 *
 * It imports nothing, so the build emits it as one small file of its own (apps/web/vite.config.ts,
 * prerenderPages); its two names below are the ones apps/web/src/lib/prerendered.ts reads.
 */

/** Set on the name step's form by a name sent before the app took over. */
const QUEUED = 'data-queued';
/** Set on the root element by the app as it takes the prerendered page over. */
const APP_ATTRIBUTE = 'data-app';
/** The form's words for a name waiting for the app, in the page's language (the app renders them into the form). */
const GETTING_READY_ATTRIBUTE = 'data-getting-ready';
const GETTING_READY = 'Getting ready…';

function queueNameStep(root: HTMLElement): void {
  const form = root.querySelector('form');
  const field = form?.querySelector('input[name="playerName"]');
  const next = form?.querySelector('button[type="submit"]');
  if (!form || !(field instanceof HTMLInputElement) || !(next instanceof HTMLButtonElement)) return;
  const status = form.querySelector('[role="status"]');
  const gettingReady = form.getAttribute(GETTING_READY_ATTRIBUTE) || GETTING_READY;
  const named = () => field.value.trim() !== '';
  const update = () => {
    next.disabled = form.hasAttribute(QUEUED) || !named();
  };
  field.addEventListener('input', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.hasAttribute(QUEUED) || !named() || root.hasAttribute(APP_ATTRIBUTE)) return;
    form.setAttribute(QUEUED, '');
    field.readOnly = true;
    next.disabled = true;
    next.setAttribute('aria-busy', 'true');
    next.textContent = gettingReady;
    if (status) status.textContent = gettingReady;
  });
  // A name typed before this script ran.
  update();
}

const root = document.getElementById('root');
if (root && !root.hasAttribute(APP_ATTRIBUTE)) queueNameStep(root);

export {};
