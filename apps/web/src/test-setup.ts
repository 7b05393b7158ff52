import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadErrorTexts } from '@/lib/error-text';

// findBy and waitFor wait for what must come, so their timeout only tells a hung screen from a slow one: three
// seconds (under a test's five), as a lazily loaded part on a busy machine (the test command runs the benches beside
// these tests) can take more than the default second.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no layout: React Router's scroll restoration would log "not implemented" on every navigation.
window.scrollTo = () => undefined;

// The words for refusals, loaded as the API client loads them before any error answer is shown.
await loadErrorTexts();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
