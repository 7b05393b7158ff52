import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isTransientUploadError, withUploadRetries } from './upload-retry';

const cutOff = () => new ApiError(0, 'NETWORK_ERROR', 'Failed to upload the photo');

describe('withUploadRetries', () => {
  it('sends a cut-off upload again until it gets through', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(cutOff())
      .mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Try again'))
      .mockResolvedValueOnce('stored');
    await expect(withUploadRetries(attempt, new AbortController().signal, [1, 1, 1])).resolves.toBe('stored');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay with the last error', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(cutOff());
    await expect(withUploadRetries(attempt, new AbortController().signal, [1, 1])).rejects.toThrow(
      'Failed to upload the photo',
    );
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('never repeats an upload the server refused', async () => {
    const refused = new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Not an accepted image');
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(refused);
    await expect(withUploadRetries(attempt, new AbortController().signal, [1, 1])).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the upload is cancelled', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(cutOff());
    const running = withUploadRetries(attempt, controller.signal, [60_000]);
    const settled = expect(running).rejects.toThrow('Upload cancelled');
    // Cancelled while waiting for the second attempt (not during the first).
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    controller.abort();
    await settled;
    expect(attempt).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('withUploadRetries and the network', () => {
  const setOnline = (online: boolean) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    if (online) window.dispatchEvent(new Event('online'));
  };
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the network when it went offline during the back-off, then sends again', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(cutOff())
      .mockResolvedValueOnce('stored');
    const running = withUploadRetries(attempt, new AbortController().signal, [1_000]);
    await vi.advanceTimersByTimeAsync(0);
    setOnline(false);
    // The back-off passes while offline: no attempt is spent on nothing, and the retry is still pending.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    setOnline(true);
    await expect(running).resolves.toBe('stored');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('waits for the network when it was offline from the start of the back-off', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(cutOff())
      .mockResolvedValueOnce('stored');
    const running = withUploadRetries(attempt, new AbortController().signal, [1_000]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    setOnline(true);
    await expect(running).resolves.toBe('stored');
  });

  it('is cancelled while waiting for the network', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const controller = new AbortController();
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(cutOff());
    const running = withUploadRetries(attempt, controller.signal, [1_000]);
    const settled = expect(running).rejects.toThrow('Upload cancelled');
    await vi.advanceTimersByTimeAsync(0);
    setOnline(false);
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await settled;
    setOnline(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('isTransientUploadError', () => {
  it('is true for no answer and 502/503/504 only', () => {
    expect(isTransientUploadError(cutOff())).toBe(true);
    for (const status of [502, 503, 504])
      expect(isTransientUploadError(new ApiError(status, 'X', 'x'))).toBe(true);
    for (const status of [400, 403, 409, 413, 415, 429, 500]) {
      expect(isTransientUploadError(new ApiError(status, 'X', 'x'))).toBe(false);
    }
    expect(isTransientUploadError(new Error('boom'))).toBe(false);
  });
});
