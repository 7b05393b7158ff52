/**
 * The web bench's targets (docs/PERFORMANCE.md), printed beside each page's figures (bench/web/main.ts). The bundle budgets
 * that a change must keep are in the page manifest (apps/web/src/app/pages.ts), checked by bench/web.test.ts.
 */
export const TARGET = { playerPathJsKb: 125, performance: 90, accessibility: 95 };
