import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a page that throws, and tries again on the next location', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');

    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Another page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('shows the error screen when a page’s code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <RouteErrorBoundary resetKey="/a">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});
