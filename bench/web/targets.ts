/**
 * The web bench's targets (docs/PERFORMANCE.md), printed beside each page's figures (bench/web/main.ts). The bundle budgets
 * that a change must keep are in the page manifest (apps/web/src/app/pages.ts), checked by bench/web.test.ts.
 */
// The join link's page: 122.5 KB while the shared error table (2.2 KB) sits in every entry; it was 120 before.
export const TARGET = { playerPathJsKb: 122.5, performance: 90, accessibility: 95 };
