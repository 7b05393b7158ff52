import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import {
  firstAnswers,
  joinLinkLanding,
  playerPathReady,
  prefetchPlayerPath,
} from './app/player-path-prefetch';
import { prerenderedSummary, restoreFocus, takeOverPrerendered } from './lib/prerendered';
import { preloadPage } from './app/router';
import { isFreshDevice } from './lib/device';
import { startLocale } from './lib/i18n/messages';
import { createQueryClient } from './lib/query-client';
import { markReturningBrowser } from './lib/returning-browser';
import { getAccessToken } from './lib/storage';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// A browser that has been here before says so (its join pages then come as built: lib/returning-browser.ts).
if (!isFreshDevice() || getAccessToken()) markReturningBrowser();

// A join link opened by a phone new to the app lands on the name step at once (no redirect render).
const landing = joinLinkLanding(window.location.pathname);
if (landing)
  window.history.replaceState(null, '', `${landing}${window.location.search}${window.location.hash}`);

// The screen the server prerendered, if any: what was typed in it carries over into the app's first render.
const prerendered = root.firstElementChild !== null;
// Its language, as the server sent it: the app's language may differ once chosen below.
const prerenderedIn = document.documentElement.lang;
const client = createQueryClient();
const answers = prefetchPlayerPath(client, window.location.pathname);

// The first render waits for the page's code (preloaded from the HTML), so it shows the page, not a spinner first.
// Over a prerendered screen it also waits for what that screen needs (the name step's player session), so the
// screen stays, and takes typing, until the app can show the same one. With nothing on screen, a guest's page (a
// reloaded lobby) also waits for the answers asked for above, a second at most: the page itself is then the first
// thing drawn, not a spinner for a round trip.
void Promise.all([
  preloadPage(window.location.pathname),
  // The page's language, a chunk of its own unless it is English: the first render is in it. A join link's page
  // comes with its game's summary, whose language comes before the browser's (as on the server's prerendered screen).
  startLocale(prerenderedSummary()?.language),
  prerendered ? playerPathReady(client) : firstAnswers(answers),
])
  .catch(() => undefined)
  .then(() => {
    if (prerendered) takeOverPrerendered(root, prerenderedIn);
    const app = createRoot(root);
    const tree = (
      <StrictMode>
        <App client={client} />
      </StrictMode>
    );
    if (prerendered) {
      // At once, in one commit, so the prerendered screen is replaced by the same screen, not by nothing first.
      flushSync(() => app.render(tree));
      restoreFocus(root);
    } else {
      // Nothing is on screen yet: rendered as a transition, React yields to the browser every few milliseconds,
      // so a slow phone's first render is several short tasks instead of one long one (input stays responsive).
      startTransition(() => app.render(tree));
    }
  });
