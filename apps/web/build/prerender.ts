/**
 * Build plugin: the first screens of a guest's phone rendered at build time (prerendered.json), each with the rules
 * of the stylesheet it uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { createServer, minify, transformWithOxc, type Plugin } from 'vite';
import { isRightToLeft, type Locale } from '../src/lib/i18n/locales.ts';

/**
 * A prerendered page's own script, by the page's path: the name step's (decision 016) lets a name be sent before the
 * app's JS has arrived. Emitted as an asset of its own, not a chunk: it shares no code with the app.
 */
const OWN_SCRIPTS: Record<string, string> = {
  '/room/:code/player-name': '../src/prerender/name-step-early.ts',
};

/**
 * Writes prerendered.json: the markup of the manifest's pages marked `prerender` (src/app/pages.ts: /join, and the
 * name step a join link lands on), rendered by React from the app's own routes at build time, in each of the app's
 * languages (`pages[path][language]`: its markup, tab title, rules and script). The server puts it
 * into the HTML it sends (apps/server/src/static.ts), so a phone shows the page, and the name field takes typing,
 * as soon as the HTML and the stylesheet are in, while the app's JS still downloads; the app then renders over it
 * with what was typed (apps/web/src/lib/prerendered.ts). The name step's game fields are tokens the server fills in, escaped. A page
 * in OWN_SCRIPTS names its script, stripped of its types, minified and fingerprinted.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = 'dist';
  const scripts: Record<string, string> = {};
  return {
    name: 'picture-bingo:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle() {
      for (const [page, source] of Object.entries(OWN_SCRIPTS)) {
        const file = fileURLToPath(new URL(source, import.meta.url));
        const name = path.basename(file).replace(/\.ts$/, '.js');
        const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file, { lang: 'ts' });
        const minified = await minify(name, code, { compress: true, mangle: true });
        if (minified.errors.length > 0) throw new Error(`prerender: ${file} did not minify`);
        const ref = this.emitFile({ type: 'asset', name, source: minified.code });
        scripts[page] = `/${this.getFileName(ref)}`;
      }
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderPages } = (await server.ssrLoadModule('/src/prerender/pages.tsx')) as {
          renderPages: () => Promise<{
            pages: Record<string, Record<string, { html: string; css?: string; script?: string }>>;
          }>;
        };
        const rendered = await renderPages();
        const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const byLanguage of Object.values(rendered.pages)) {
          for (const [language, page] of Object.entries(byLanguage))
            page.css = await criticalCss(outDir, index, page.html, language);
        }
        for (const [page, script] of Object.entries(scripts)) {
          const target = rendered.pages[page];
          if (!target) throw new Error(`prerender: ${page} has a script of its own but is not prerendered`);
          for (const entry of Object.values(target)) entry.script = script;
        }
        fs.writeFileSync(path.join(outDir, 'prerendered.json'), JSON.stringify(rendered));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The rules of the built stylesheet that a prerendered screen uses (beasties matches each rule's selectors
 * against the markup; the theme's variables and @property rules stay). The server inlines them in the page and
 * moves the stylesheet's link after the screen, so the screen is drawn without waiting for the whole stylesheet
 * (bench/phone: its download, and its style work at the profile's 4x slowdown, came between the HTML and the
 * first paint).
 */
async function criticalCss(outDir: string, index: string, markup: string, language: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    preload: 'body',
    compress: true,
    logLevel: 'warn',
  });
  // The document as the server sends it in that language (its `lang`, and `dir`: the rtl: variants' rules match
  // an Arabic page only).
  const dir = isRightToLeft(language as Locale) ? 'rtl' : 'ltr';
  const page = await beasties.process(
    index
      .replace(/<html\b[^>]*>/i, () => `<html lang="${language}" dir="${dir}">`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
  );
  const css = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1];
  if (!css) throw new Error('prerender: no critical CSS found for a prerendered page');
  return css;
}
