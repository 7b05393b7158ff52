import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock';

/** The browser's Screen Wake Lock API as a phone has it: a lock is dropped whenever the page is hidden. */
function fakeWakeLock() {
  const locks: { released: boolean; release: () => Promise<void> }[] = [];
  const request = vi.fn(async (type: string) => {
    expect(type).toBe('screen');
    const lock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
  return { request, locks, held: () => locks.filter((lock) => !lock.released) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useWakeLock', () => {
  beforeEach(() => setVisibility('visible'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setVisibility('visible');
  });

  it('keeps the screen on while active and lets it go when play stops', async () => {
    const wake = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: true } });
    await act(async () => {});
    expect(wake.request).toHaveBeenCalledTimes(1);
    expect(wake.held()).toHaveLength(1);
    rerender({ active: false });
    await act(async () => {});
    expect(wake.held()).toHaveLength(0);
  });

  it('asks again when the page comes back into view (the browser dropped the lock when it was hidden)', async () => {
    const wake = fakeWakeLock();
    renderHook(() => useWakeLock(true));
    await act(async () => {});
    // Hidden: the browser releases the lock itself.
    setVisibility('hidden');
    wake.locks[0].released = true;
    await act(async () => setVisibility('visible'));
    expect(wake.request).toHaveBeenCalledTimes(2);
    expect(wake.held()).toHaveLength(1);
  });

  it('does not ask twice while the lock is held, nor while the game is not being played', async () => {
    const wake = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    await act(async () => setVisibility('visible'));
    expect(wake.request).not.toHaveBeenCalled();
    rerender({ active: true });
    await act(async () => {});
    await act(async () => setVisibility('visible'));
    expect(wake.request).toHaveBeenCalledTimes(1);
  });

  it('is harmless where the API is missing or says no', async () => {
    vi.stubGlobal('navigator', { ...navigator, wakeLock: undefined });
    const missing = renderHook(() => useWakeLock(true));
    missing.unmount();
    const request = vi.fn(() => Promise.reject(new DOMException('Battery saver', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const refused = renderHook(() => useWakeLock(true));
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    refused.unmount();
  });
});
