import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { joinLinkLanding } from './app/player-path-prefetch';
import { preloadPage } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

// A join link opened by a phone new to the app lands on the name step at once (no redirect render).
const landing = joinLinkLanding(window.location.pathname);
if (landing)
  window.history.replaceState(null, '', `${landing}${window.location.search}${window.location.hash}`);

// The first render waits for the page's code (preloaded from the HTML), so it shows the page, not a spinner first.
void preloadPage(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
