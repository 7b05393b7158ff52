import { GALLERY_PAGE_SIZE, type TGalleryCard } from '@picture-bingo/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from '@/lib/toast';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { GameListeners, GameRole } from '@/game/game-channel';
import { galleryCell, galleryOf, galleryPlayer } from '../testing/gallery-fixtures';
import { loadPngBytes } from '../utils/png-bytes';
import { saveBlob } from '@/lib/download';
import { GalleryView } from './gallery-view';

// The live connection is faked: the test plays the server's events through the listeners.
const lobby = vi.hoisted(() => ({ listeners: undefined as GameListeners | undefined }));
vi.mock('@/game/game-channel', () => ({
  useGameChannel: (_code: string, _role: GameRole, listeners?: GameListeners) => {
    lobby.listeners = listeners;
    return { connection: 'connected', refusal: null, removedCode: null };
  },
}));
vi.mock('@/lib/toast', () => ({
  toast: { info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
const pngOf = vi.hoisted(() => (url: string) => Promise.resolve(new TextEncoder().encode(url)));
vi.mock('../utils/png-bytes', () => ({ loadPngBytes: vi.fn(pngOf) }));
vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }));

// The network: answers queued by a test first, else the game's players (`server`) a page at a time, as the
// server pages them (?offset&limit, with `page`).
let answers: (() => Response)[] = [];
let server: TGalleryCard[] | null = null;
let requests: string[] = [];
const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function pageOf(players: TGalleryCard[], url: URL): Response {
  const id = url.searchParams.get('player');
  if (id !== null) {
    const at = players.findIndex((p) => p.id === id);
    if (at === -1) return json({ message: 'Player not found', code: 'NOT_FOUND' }, 404)();
    const page = { offset: at, limit: 1, total: players.length };
    return json({ ...galleryOf(players), players: [players[at]], page })();
  }
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? players.length);
  const window = players.slice(offset, offset + limit);
  return json({ ...galleryOf(players), players: window, page: { offset, limit, total: players.length } })();
}

beforeEach(() => {
  answers = [];
  server = null;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      // The photos' hearts are read beside the gallery: answered here, not counted among the gallery's reads.
      if (url.pathname.endsWith('/hearts')) {
        return Promise.resolve(json({ photos: [], mine: [], favourite: null })());
      }
      requests.push(`${url.pathname}${url.search}`);
      const answer = answers.shift();
      if (answer) return Promise.resolve(answer());
      if (server && url.pathname.endsWith('/gallery')) return Promise.resolve(pageOf(server, url));
      return Promise.resolve(json({ message: 'No more answers' }, 500)());
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The gallery of a game of these players (null: the game is not found). */
function renderGallery(players: TGalleryCard[] | null, role: GameRole = 'host', path = '/gallery/ABC123') {
  server = players;
  if (!players) answers.push(json({ message: 'Game not found', code: 'NOT_FOUND' }, 404));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <GalleryView code="ABC123" role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('GalleryView', () => {
  it('loads, then shows the cards and the header links of the host', async () => {
    renderGallery([galleryPlayer('p1', 'Ana', [0]), galleryPlayer('p2', 'Ben')]);
    expect(screen.getByText('Loading gallery...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ben' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download All' })).toHaveAttribute(
      'title',
      "Download all players' board images",
    );
    // The album leads; one sentence says what it and the PNG zips each give.
    expect(screen.getByRole('button', { name: 'Download photos' })).toHaveAccessibleDescription(
      /^Download photos gives one zip of every photo, named by label\. Download All/,
    );
    expect(screen.getByRole('link', { name: 'View Progress' })).toHaveAttribute('href', '/progress/ABC123');
    expect(screen.getByRole('link', { name: 'Back to Game' })).toHaveAttribute(
      'href',
      '/host/ABC123/room-details',
    );
  });

  it('sends players back to their board', async () => {
    renderGallery([galleryPlayer('p1', 'Ana')], 'player');
    expect(await screen.findByRole('link', { name: 'Back to Game' })).toHaveAttribute(
      'href',
      '/game-board/ABC123',
    );
  });

  it('shows why it failed, and tries again', async () => {
    renderGallery(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Game not found');
    answers.push(json(galleryOf([galleryPlayer('p1', 'Ana')])));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ana' })).toBeInTheDocument();
  });

  it('puts live photos, completions and the winner on screen', async () => {
    renderGallery([galleryPlayer('p1', 'Ana'), galleryPlayer('p2', 'Ben')]);
    await screen.findByRole('heading', { name: 'Ana' });
    const photo = galleryCell(3, { image: '/media/b.webp', thumb: '/media/b-t.webp', isMarked: true });
    act(() => lobby.listeners?.onCellUpdated?.({ playerId: 'p2', cell: photo, markedCount: 1 }));
    expect(await screen.findByRole('img', { name: 'Photo for “Label 4” by Ben' })).toHaveAttribute(
      'src',
      '/media/b-t.webp',
    );
    expect(screen.getByText('1 / 8')).toBeInTheDocument();

    act(() => lobby.listeners?.onPlayerCompleted?.({ playerId: 'p2', completedAt: 'x', first: true }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();

    act(() =>
      lobby.listeners?.onWinner?.({ winner: { id: 'p2', name: 'Ben' }, decidedAt: 'x', entries: [] }),
    );
    // The name is in <bdi>, its own element: the title is matched whole.
    expect(
      await screen.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Winner: Ben',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the leaderboard' })).toHaveAttribute(
      'href',
      '/progress/ABC123',
    );

    act(() => lobby.listeners?.onPlayerRemoved?.('p1'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ana' })).not.toBeInTheDocument());
  });

  it('says so when a player has no photo yet, and makes no file', async () => {
    renderGallery([galleryPlayer('p1', 'Ana')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download board images of Ana' }));
    expect(toast.info).toHaveBeenCalledWith('No images to download yet');
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('downloads every player’s photos in one zip, showing progress meanwhile', async () => {
    renderGallery([galleryPlayer('p1', 'Ana', [0, 2]), galleryPlayer('p2', 'Ben', [1])]);
    const downloadAll = await screen.findByRole('button', { name: 'Download All' });
    await userEvent.click(downloadAll);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledTimes(1);
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0];
    expect(name).toBe('all_players_board_images.zip');
    expect(blob.type).toBe('application/zip');
    expect(toast.success).toHaveBeenCalledWith('Downloaded all_players_board_images.zip');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(downloadAll).toBeEnabled();
  });

  it('disables the download buttons while a zip is being made', async () => {
    renderGallery([galleryPlayer('p1', 'Ana', [0, 2])]);
    const card = within((await screen.findByRole('heading', { name: 'Ana' })).closest('li')!);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(loadPngBytes).mockImplementationOnce(async (url) => {
      await gate;
      return pngOf(url);
    });
    await userEvent.click(card.getByRole('button', { name: 'Download board images of Ana' }));
    const bar = await screen.findByRole('progressbar', { name: "Downloading Ana's board images" });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('Preparing 1 of 2 photos…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled();
    expect(card.getByRole('button', { name: 'Download board images of Ana' })).toBeDisabled();
    await act(async () => release());
    expect(vi.mocked(saveBlob).mock.calls[0][1]).toBe('Ana_board_images.zip');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  // 48 cards and more rendered in jsdom: seconds on a busy 2-core machine (the 5 s default timed out at load 9-10,
  // before the linked-card change as after it).
  describe('a game larger than one page', { timeout: 20_000 }, () => {
    // 60 players, P1…P60 (join order): the first page holds GALLERY_PAGE_SIZE of them.
    const players = () =>
      Array.from({ length: 60 }, (_, i) => galleryPlayer(`p${i + 1}`, `P${i + 1}`, i === 49 ? [0] : []));
    const cards = () => screen.getAllByRole('button', { name: /^Download board images of / });

    it('shows the first page, and the next one on Show more players', async () => {
      renderGallery(players());
      expect(await screen.findByRole('heading', { name: 'P1' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: `P${GALLERY_PAGE_SIZE}` })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: `P${GALLERY_PAGE_SIZE + 1}` })).not.toBeInTheDocument();
      expect(screen.getByText(/^Showing /)).toHaveTextContent(`Showing ${GALLERY_PAGE_SIZE} of 60 players`);
      expect(requests).toEqual([`/api/game/ABC123/gallery?offset=0&limit=${GALLERY_PAGE_SIZE}`]);

      await userEvent.click(screen.getByRole('button', { name: 'Show more players' }));
      expect(await screen.findByRole('heading', { name: 'P60' })).toBeInTheDocument();
      expect(requests[1]).toBe(
        `/api/game/ABC123/gallery?offset=${GALLERY_PAGE_SIZE}&limit=${GALLERY_PAGE_SIZE}`,
      );
      expect(screen.getByText(/^Showing /)).toHaveTextContent('Showing all 60 players');
      expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
    });

    it('puts live photos on loaded cards, and leaves players not loaded to Show more', async () => {
      renderGallery(players());
      await screen.findByRole('heading', { name: 'P1' });
      const photo = galleryCell(3, { image: '/media/b.webp', thumb: '/media/b-t.webp', isMarked: true });
      act(() => lobby.listeners?.onCellUpdated?.({ playerId: 'p2', cell: photo, markedCount: 1 }));
      expect(await screen.findByRole('img', { name: 'Photo for “Label 4” by P2' })).toBeInTheDocument();

      // Not loaded: nothing fetched, nothing shown; the newcomers only move the count.
      act(() => lobby.listeners?.onCellUpdated?.({ playerId: 'p55', cell: photo, markedCount: 1 }));
      act(() =>
        lobby.listeners?.onPlayersJoined?.([
          { id: 'p61', name: 'P61', joinedAt: '2025-01-15T11:00:00.000Z' },
        ]),
      );
      await waitFor(() =>
        expect(screen.getByText(/^Showing /)).toHaveTextContent(`Showing ${GALLERY_PAGE_SIZE} of 61 players`),
      );
      expect(requests).toHaveLength(1);
      expect(cards()).toHaveLength(GALLERY_PAGE_SIZE);
      expect(screen.queryByRole('img', { name: /by P55/ })).not.toBeInTheDocument();
    });

    it('a link to a card beyond the loaded pages reads that card, shows it, scrolls to it and keeps it live', async () => {
      // jsdom lays nothing out and has no scrollIntoView: record which element is asked to scroll.
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = function (this: Element) {
        scrolled.push(this);
      };
      onTestFinished(() => {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      });
      renderGallery(players(), 'host', '/gallery/ABC123#player-p55');
      // Two reads before it shows (48 cards, then the linked one): patient on a busy machine.
      const linked = within(await screen.findByRole('region', { name: 'Linked card' }, { timeout: 10_000 }));
      expect(linked.getByRole('heading', { name: 'P55' })).toBeInTheDocument();
      expect(requests).toEqual([
        `/api/game/ABC123/gallery?offset=0&limit=${GALLERY_PAGE_SIZE}`,
        '/api/game/ABC123/gallery?player=p55',
      ]);
      await waitFor(() => expect(scrolled.at(-1)?.id).toBe('player-p55'));
      // Live like the loaded cards.
      const photo = galleryCell(3, { image: '/media/b.webp', thumb: '/media/b-t.webp', isMarked: true });
      act(() => lobby.listeners?.onCellUpdated?.({ playerId: 'p55', cell: photo, markedCount: 1 }));
      expect(await linked.findByRole('img', { name: 'Photo for “Label 4” by P55' })).toBeInTheDocument();
      // Once Show more loads P55's page, the card is among the others, once.
      await userEvent.click(screen.getByRole('button', { name: 'Show more players' }));
      await screen.findByRole('heading', { name: 'P60' }, { timeout: 10_000 });
      expect(screen.queryByRole('region', { name: 'Linked card' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: 'P55' })).toHaveLength(1);
    });

    it('a link to a card on the first page reads nothing more', async () => {
      renderGallery(players(), 'host', '/gallery/ABC123#player-p3');
      await screen.findByRole('heading', { name: 'P3' });
      expect(screen.queryByRole('region', { name: 'Linked card' })).not.toBeInTheDocument();
      expect(requests).toHaveLength(1);
    });

    it('a link to a player not in the game says so, and the gallery stays as it is', async () => {
      renderGallery(players(), 'host', '/gallery/ABC123#player-gone');
      expect(
        await screen.findByText(
          'The card this link points to is not in this gallery.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(cards()).toHaveLength(GALLERY_PAGE_SIZE);
    });

    it('downloads every player’s photos, reading every page, not only those on screen', async () => {
      renderGallery(players());
      await screen.findByRole('heading', { name: 'P1' });
      await userEvent.click(screen.getByRole('button', { name: 'Download All' }));
      await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
      expect(requests.slice(1)).toEqual(['/api/game/ABC123/gallery?offset=0&limit=500']);
      // P50 is on the second page, which the screen never loaded.
      expect(vi.mocked(loadPngBytes).mock.calls.map(([url]) => url)).toEqual(['/media/p50-0.webp']);
      expect(cards()).toHaveLength(GALLERY_PAGE_SIZE);
    });
  });
});
