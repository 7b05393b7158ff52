import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadErrorTexts } from '@/lib/error-text';

// jsdom has no layout: React Router's scroll restoration would log "not implemented" on every navigation.
window.scrollTo = () => undefined;

// The words for refusals, loaded as the API client loads them before any error answer is shown.
await loadErrorTexts();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
