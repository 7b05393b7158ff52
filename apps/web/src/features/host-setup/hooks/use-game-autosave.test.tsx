import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { AUTOSAVE_DELAY_MS, useGameAutosave } from './use-game-autosave';

const game = hostGame();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGameAutosave('ABC123'), { wrapper });
}

const sentBodies = (spy: MockInstance<typeof fetch>) =>
  spy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('useGameAutosave', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('collects typing into one PATCH sent after the pause', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json(200, game));
    const { result } = setup();
    act(() => {
      result.current.save({ eventTitle: 'S' });
      result.current.save({ eventTitle: 'Summer' });
      result.current.save({ welcomeMessage: 'Hi' });
    });
    expect(result.current.status).toBe('saving');
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(sentBodies(fetchSpy)).toEqual([{ eventTitle: 'Summer', welcomeMessage: 'Hi' }]);
    expect(String(fetchSpy.mock.calls[0][0])).toBe('/api/game/ABC123');
  });

  it('shows the server message and sends a rejected change again with the next one', async () => {
    // The server refuses the out-of-range date, whatever else comes with it.
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        String(init?.body).includes('1999-01-01')
          ? json(400, { message: 'Event Date must be between 2000 and 2100', code: 'VALIDATION_ERROR' })
          : json(200, game),
      );
    const { result } = setup();

    let saved = true;
    act(() => result.current.save({ eventDate: '1999-01-01', eventTitle: 'Picnic' }, true));
    await act(async () => {
      saved = await result.current.flush();
    });
    expect(saved).toBe(false);
    expect(result.current.error).toBe('Event Date must be between 2000 and 2100');

    act(() => result.current.save({ eventDate: '2030-06-01' }, true));
    await act(async () => {
      saved = await result.current.flush();
    });
    expect(saved).toBe(true);
    expect(result.current.error).toBeNull();
    expect(sentBodies(fetchSpy).at(-1)).toEqual({ eventDate: '2030-06-01', eventTitle: 'Picnic' });
  });
});
