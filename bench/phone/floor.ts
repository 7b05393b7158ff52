import fs from 'node:fs';
import path from 'node:path';

/**
 * The floor of the join journeys, served by the app's own server (same origin, same headers, same connection
 * rules): a bare HTML page whose one small script asks the API for the game's public summary (one round trip)
 * and then shows one name field; submitting it makes one more API round trip and shows a "lobby" line. What the
 * app does beyond this is the app's cost; this much any page on this network pays. The page has no inline script
 * (the server's CSP forbids it), so the script is its own request, as the app's entry is.
 */
export const FLOOR_PAGE = '/bench-floor.html';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
    <script type="module" src="/bench-floor.js"></script>
  </head>
  <body><main id="main"></main></body>
</html>
`;

const script = `const code = new URLSearchParams(location.search).get('code');
const main = document.getElementById('main');
const summary = await (await fetch('/api/game/' + code)).json();
const form = document.createElement('form');
const title = document.createElement('h1');
title.textContent = summary.eventTitle;
const input = document.createElement('input');
input.name = 'playerName';
input.setAttribute('aria-label', 'Player Name');
form.append(title, input);
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  await (await fetch('/api/game/' + code, { cache: 'no-store' })).json();
  const lobby = document.createElement('p');
  lobby.id = 'floor-lobby';
  lobby.textContent = input.value;
  main.append(lobby);
});
main.append(form);
`;

/** Writes the floor page into a web build (before the server starts: it serves the files present then). */
export function writeFloorPage(distDir: string) {
  fs.writeFileSync(path.join(distDir, FLOOR_PAGE.slice(1)), html);
  fs.writeFileSync(path.join(distDir, 'bench-floor.js'), script);
}
