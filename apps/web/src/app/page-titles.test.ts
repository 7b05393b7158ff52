import { describe, expect, it } from 'vitest';
import * as english from '@/catalogues/messages/en-all.js';
import * as guestSpanish from '@/catalogues/messages/es-guest.js';
import * as hostSpanish from '@/catalogues/messages/es-host.js';
import { titleKey } from '@/lib/i18n/page-title';
import { PAGES } from './pages';

const keysOf = (module: object) => Object.keys(module);

describe('page titles', () => {
  it("every page's title is a message whose English is the manifest's title", () => {
    const messages = english as unknown as Record<string, (() => string) | undefined>;
    for (const page of PAGES) expect(messages[titleKey(page.title)]?.(), page.title).toBe(page.title);
  });

  it("a guest's page's title is in the guests' catalogue, a host page's in the host's", () => {
    for (const page of PAGES) {
      const catalogue = page.visitor === 'host' ? hostSpanish : guestSpanish;
      expect(keysOf(catalogue), page.title).toContain(titleKey(page.title));
    }
  });
});
