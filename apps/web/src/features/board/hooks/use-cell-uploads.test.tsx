import { ErrorCode, TIME_IS_UP, type TCell, type TGameStage } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { uploadCellImage } from '../api/cell-image';
import { pausedText, useCellUploads } from './use-cell-uploads';

// The server's side of an upload is played by the test (the real one runs in e2e/phone-photos.spec.ts).
vi.mock('../api/cell-image', async (actual) => ({
  ...(await actual<typeof import('../api/cell-image')>()),
  uploadCellImage: vi.fn(),
}));
const upload = vi.mocked(uploadCellImage);
afterEach(() => upload.mockReset());

const stored = (idx: number): TCell => ({
  idx,
  value: 'Kite',
  isMarked: true,
  image: '/media/a.webp',
  thumb: '/media/a-thumb.webp',
  isFreeSpace: false,
  updatedAt: '2025-07-01T10:05:00.000Z',
});

// A small PNG (the server reads it as it is; the browser need not redraw it).
const png = () =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'kite.png', {
    type: 'image/png',
  });
const heif = (brand: string, name: string, type: string) =>
  new File([Uint8Array.from(`\0\0\0\x18ftyp${brand}\0\0\0\0mif1${brand}`, (c) => c.charCodeAt(0))], name, {
    type,
  });

function renderUploads(stage: TGameStage) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ stage: current, closed }: { stage: TGameStage; closed: string | null }) =>
      useCellUploads('ABC123', current, closed),
    { wrapper, initialProps: { stage, closed: null as string | null } },
  );
}

describe('useCellUploads', () => {
  it('keeps a photo picked while paused and sends it by itself when the host resumes', async () => {
    upload.mockResolvedValue(stored(2));
    const hook = renderUploads('paused');
    const file = png();
    await act(() => hook.result.current.upload(2, file));
    expect(hook.result.current.uploads[2]).toEqual({ status: 'waiting', file });
    expect(upload).not.toHaveBeenCalled();
    expect(pausedText(hook.result.current.uploads)).toBe(
      'The host paused the game. Your photo will upload when the host resumes.',
    );

    hook.rerender({ stage: 'playing', closed: null });
    await waitFor(() => expect(hook.result.current.uploads[2]).toBeUndefined());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0].slice(0, 3)).toEqual(['ABC123', 2, file]);
  });

  it('keeps a photo a teammate beat to its cell off the card, and sends it into the cell the player picks', async () => {
    upload
      .mockRejectedValueOnce(new ApiError(409, ErrorCode.CELL_TAKEN_BY_TEAMMATE, 'Taken, in other words'))
      .mockResolvedValue(stored(5));
    const hook = renderUploads('playing');
    const file = png();
    await act(() => hook.result.current.upload(1, file));
    // Not a failure in the cell (the teammate's photo shows there): a photo waiting for another cell.
    expect(hook.result.current.uploads[1]).toBeUndefined();
    expect(hook.result.current.kept).toEqual([{ id: expect.any(String), fromIdx: 1, file }]);

    const [kept] = hook.result.current.kept;
    await act(async () => hook.result.current.place(kept.id, 5));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1].slice(0, 3)).toEqual(['ABC123', 5, file]);
    await waitFor(() => expect(hook.result.current.uploads[5]).toBeUndefined());
    expect(hook.result.current.kept).toEqual([]);
  });

  it('lets a kept photo go only when the player says so', async () => {
    upload.mockRejectedValueOnce(new ApiError(409, ErrorCode.CELL_TAKEN_BY_TEAMMATE, 'Taken'));
    const hook = renderUploads('playing');
    await act(() => hook.result.current.upload(3, png()));
    const [kept] = hook.result.current.kept;
    act(() => hook.result.current.discard(kept.id));
    expect(hook.result.current.kept).toEqual([]);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('keeps a photo the server turned down because the host paused meanwhile', async () => {
    upload
      .mockRejectedValueOnce(new ApiError(409, ErrorCode.GAME_PAUSED, 'Paused, in other words'))
      .mockResolvedValue(stored(1));
    const hook = renderUploads('playing');
    await act(() => hook.result.current.upload(1, png()));
    expect(hook.result.current.uploads[1]?.status).toBe('waiting');
    // The pause event arrives, then the resume.
    hook.rerender({ stage: 'paused', closed: null });
    expect(upload).toHaveBeenCalledTimes(1);
    hook.rerender({ stage: 'playing', closed: null });
    await waitFor(() => expect(hook.result.current.uploads[1]).toBeUndefined());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('says why a kept photo cannot go when play ends instead of resuming', async () => {
    const hook = renderUploads('paused');
    await act(() => hook.result.current.upload(3, png()));
    hook.rerender({ stage: 'time-up', closed: TIME_IS_UP });
    expect(hook.result.current.uploads[3]).toEqual({ status: 'failed', message: TIME_IS_UP, file: null });
    expect(upload).not.toHaveBeenCalled();
  });

  it('tells a paused player truthfully what happens to photos', () => {
    expect(pausedText({})).toBe(
      'The host paused the game. A photo you pick now will upload when the host resumes.',
    );
    const kept = { status: 'waiting' as const, file: png() };
    expect(pausedText({ 1: kept, 5: kept })).toBe(
      'The host paused the game. Your 2 photos will upload when the host resumes.',
    );
  });

  it('refuses a photo this browser cannot convert, naming its format, and never sends it', async () => {
    // jsdom decodes no image and runs no worker: like a browser without AVIF or WebAssembly support.
    const hook = renderUploads('playing');
    await act(() => hook.result.current.upload(0, heif('avif', 'sky.avif', 'image/avif')));
    expect(hook.result.current.uploads[0]).toEqual({
      status: 'failed',
      message:
        "This photo is in AVIF format, which can't be converted on this phone. Choose a JPEG, PNG or WebP photo, or take a new one.",
      file: null,
    });
    await act(() => hook.result.current.upload(1, heif('heic', 'IMG_0001.HEIC', '')));
    expect(hook.result.current.uploads[1]).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/^This photo is in HEIC\/HEIF format/),
    });
    expect(upload).not.toHaveBeenCalled();
    // The real converter (3 MB of JavaScript and WebAssembly) is loaded for the HEIC: slow on a busy machine.
  }, 30_000);
});
