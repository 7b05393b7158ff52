import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationPending } from './route-handle';
import { AppRouter, preloadPage } from './router';
import { RestoreScroll } from './use-scroll-restoration';

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

/** Every render's pending flag and location, in order. */
const renders: string[] = [];

function Pending() {
  const pending = useNavigationPending();
  renders.push(`${pending ? 'pending' : 'idle'} ${useLocation().pathname}`);
  return <p>{pending ? 'pending' : 'idle'}</p>;
}

function renderAt(path: string, Slow: ComponentType = () => null) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppRouter history={history}>
      <Pending />
      <Suspense fallback={<p>first load</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/long" element={<h1>Long page</h1>} />
          <Route path="/slow" element={<Slow />} />
          <Route path="/game-board/:code" element={<h1>Your card</h1>} />
          <Route path="/privacy" element={<h1>Privacy</h1>} />
        </Routes>
        <RestoreScroll />
      </Suspense>
    </AppRouter>,
  );
  return history;
}

describe('AppRouter', () => {
  it('keeps the last page on screen, marked pending, while the next page loads its code', async () => {
    let loaded: (page: { default: ComponentType }) => void = () => undefined;
    const SlowPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loaded = resolve)));
    const history = renderAt('/', SlowPage);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();

    act(() => history.push('/slow'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.queryByText('first load')).not.toBeInTheDocument();

    await act(async () => loaded({ default: () => <h1>Slow page</h1> }));
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('shows a page a guest waits for at once once its code is in: no render of the last page marked pending', async () => {
    // The app's own route (what the router checks), its code loaded ahead as the lobby loads it.
    await preloadPage('/game-board/AB12CD');
    const history = renderAt('/');
    renders.length = 0;
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    act(() => history.push('/game-board/AB12CD'));
    expect(screen.getByRole('heading', { name: 'Your card' })).toBeInTheDocument();
    expect(renders).toEqual(['idle /game-board/AB12CD']);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('renders any other page in the background, in slices, even with its code in', async () => {
    await preloadPage('/privacy');
    const history = renderAt('/');
    renders.length = 0;
    act(() => history.push('/privacy'));
    expect(screen.getByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(renders).toEqual(['pending /', 'idle /privacy']);
  });

  it('starts a new page at the top and returns to where a page was left on Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = renderAt('/');
    window.scrollY = 300;
    act(() => history.push('/long'));
    expect(screen.getByRole('heading', { name: 'Long page' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    window.scrollY = 120;
    act(() => history.go(-1));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);

    act(() => history.go(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
