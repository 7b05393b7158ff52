import fs from 'node:fs';
import path from 'node:path';
import type { Manifest } from './bundle';

/** A page of the manifest as the web build wrote it into dist/pages.json (apps/web/build/page-manifest.ts). */
export interface BuiltPage {
  path: string;
  module: string;
  visitor: 'guest' | 'host' | 'anyone';
  budgetKb?: number;
}

/** dist/pages.json's budgets: every page with one is measured. */
export interface BuiltBudgets {
  pages: BuiltPage[];
  guestPathBudgetKb: number;
  cssBudgetKb: number;
}

/** A measured page: its route as the bench prints it, its module's key in Vite's manifest, its budget. */
export interface BenchedPage {
  route: string;
  module: string;
  playerPath: boolean;
  budgetKb: number;
}

export function readBuiltPages(distDir: string): BuiltBudgets {
  const file = path.join(distDir, 'pages.json');
  if (!fs.existsSync(file)) throw new Error(`no pages.json in ${distDir}: the web build writes it`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltBudgets;
}

/** `room/:code` → `/room/{code}`. */
export const routeOf = (routePath: string) => `/${routePath.replace(/:(\w+)/g, '{$1}')}`;

/** The pages with a budget, in the manifest's order; a guest page counts in the whole player path. */
export function benchedPages(built: BuiltBudgets, manifest: Manifest): BenchedPage[] {
  return built.pages.flatMap((page) => {
    if (page.budgetKb === undefined) return [];
    const module = ['.tsx', '.ts']
      .map((ext) => `src/app/routes/${page.module}${ext}`)
      .find((key) => manifest[key]);
    if (!module) throw new Error(`Vite's manifest has no module for the page ${page.path} (${page.module})`);
    return [
      { route: routeOf(page.path), module, playerPath: page.visitor === 'guest', budgetKb: page.budgetKb },
    ];
  });
}
