/**
 * Re-locks the bundle budgets after a drop: builds the web app, measures every budgeted page as bench/web does,
 * and lowers a host page's `budgetKb` in the page manifest (apps/web/src/app/pages.ts) to just above its size
 * (LOCK_MARGIN_KB), so a regression cannot come back unseen. A guest page's budget is what it may spend, set by
 * hand: only its headroom is printed. Nothing is ever raised here: a page over its budget fails bench/web.test.ts.
 *
 *   npm run bench:relock
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/processes';
import { viteBuild } from '../lib/vite-build';
import { readManifest, routeBundle } from './bundle';
import { benchedPages, readBuiltPages } from './pages';

/** A locked budget: the size plus this much, rounded up to a whole KB. */
const LOCK_MARGIN_KB = 0.25;

const MANIFEST_FILE = path.join(repoRoot, 'apps/web/src/app/pages.ts');

/** The manifest's source with the page module's `budgetKb` set to `kb`; throws if the entry is not found. */
export function withBudget(source: string, module: string, kb: number): string {
  const escaped = module.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const entry = new RegExp(`(module: '${escaped}',[^}]*?budgetKb: )\\d+`);
  if (!entry.test(source)) throw new Error(`no budgetKb for the module ${module} in ${MANIFEST_FILE}`);
  return source.replace(entry, `$1${kb}`);
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-relock-'));
  const dist = path.join(tmp, 'dist');
  try {
    await viteBuild(dist);
    const manifest = readManifest(dist);
    const built = readBuiltPages(dist);
    let source = fs.readFileSync(MANIFEST_FILE, 'utf8');
    const guests = new Set(built.pages.filter((p) => p.visitor === 'guest').map((p) => p.module));
    for (const page of benchedPages(built, manifest)) {
      const kb = routeBundle(dist, manifest, page.route, page.module).totalJs.gzip / 1024;
      const module = page.module.replace(/^src\/app\/routes\//, '').replace(/\.tsx?$/, '');
      const lock = Math.ceil(kb + LOCK_MARGIN_KB);
      const figures = `${page.route}: ${kb.toFixed(1)} KB of ${page.budgetKb} KB`;
      if (kb > page.budgetKb) console.log(`${figures}: OVER its budget (left as it is)`);
      else if (guests.has(module))
        console.log(`${figures}: a guest page, ${(page.budgetKb - kb).toFixed(1)} KB to grow`);
      else if (lock < page.budgetKb) {
        source = withBudget(source, module, lock);
        console.log(`${figures}: re-locked at ${lock} KB`);
      } else console.log(`${figures}: locked`);
    }
    fs.writeFileSync(MANIFEST_FILE, source);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
