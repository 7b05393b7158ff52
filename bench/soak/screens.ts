/**
 * The soak's watchers: per game, the host's screen and the big screen, each on its own Socket.IO connection
 * with the host's access token, as the web app opens them. Each keeps its own view and changes it the way the
 * web app does, with the web app's own folding functions: the host's progress (and the big screen's) takes
 * cell:updated deltas (batched in cells:updated frames) and is fetched again on player(s):joined / player:completed (progress-cache.ts); the big
 * screen's gallery takes each new photo (photo-wall.ts) and loads its thumbnail, as the photo wall does.
 * A fetch that is superseded by a newer one is dropped, as TanStack Query's invalidation does.
 */
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TCellUpdate,
  TGallery,
  TProgress,
} from '@picture-bingo/shared';
import { io, type Socket } from 'socket.io-client';
import { galleryWithCell } from '../../apps/web/src/game/gallery-updates';
import { withCellUpdate, withGame } from '../../apps/web/src/game/progress-updates';
import { StatusTally } from './tally';

export type ScreenKind = 'host' | 'big-screen';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A GET whose status is tallied; the parsed body on 2xx, else null. */
export async function getJson<T>(url: string, bearer: string, tally: StatusTally): Promise<T | null> {
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
    const text = await res.text();
    tally.add(res.status);
    return res.ok ? (JSON.parse(text) as T) : null;
  } catch {
    tally.add(0);
    return null;
  }
}

/** A query kept like TanStack Query keeps one: only the newest fetch's answer is stored. */
class Query<T> {
  data: T | null = null;
  private generation = 0;
  private inFlight = 0;

  constructor(private readonly load: () => Promise<T | null>) {}

  refetch() {
    const mine = ++this.generation;
    this.inFlight++;
    void this.load().then((data) => {
      this.inFlight--;
      if (mine === this.generation && data) this.data = data;
    });
  }

  get settled(): boolean {
    return this.inFlight === 0;
  }
}

export class Screen {
  readonly tally = new StatusTally();
  readonly thumbs = new StatusTally();
  readonly progress: Query<TProgress>;
  readonly gallery: Query<TGallery> | null;
  cellEvents = 0;
  completedEvents = 0;
  /** Drops that were not ours (a real screen would reconnect and refetch, missing live deltas meanwhile). */
  disconnects = 0;
  playing = false;
  private socket: ClientSocket | null = null;
  private closing = false;
  private thumbLoads = new Set<Promise<void>>();

  constructor(
    readonly kind: ScreenKind,
    readonly game: number,
    readonly code: string,
    private readonly url: string,
    private readonly hostToken: string,
  ) {
    const api = `${url}/api/game/${code}`;
    this.progress = new Query(() => getJson<TProgress>(`${api}/progress`, hostToken, this.tally));
    this.gallery =
      kind === 'big-screen'
        ? new Query(() => getJson<TGallery>(`${api}/gallery`, hostToken, this.tally))
        : null;
  }

  /** Connects; resolves once the lobby snapshot arrived (the screen shows the lobby). */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket: ClientSocket = io(this.url, {
        path: '/socket.io',
        auth: { gameCode: this.code, hostToken: this.hostToken },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      this.socket = socket;
      socket.once('lobby:snapshot', (snapshot) => {
        this.onGame(snapshot.game.phase);
        resolve();
      });
      socket.once('connect_error', reject);
      socket.on('disconnect', () => {
        if (!this.closing) this.disconnects++;
      });
      socket.on('game:updated', (game) => {
        if (this.progress.data) this.progress.data = withGame(this.progress.data, game);
        this.onGame(game.phase);
      });
      socket.on('player:joined', () => this.refetchProgress());
      socket.on('players:joined', () => this.refetchProgress());
      socket.on('player:removed', () => {
        this.refetchProgress();
        this.gallery?.refetch();
      });
      socket.on('player:completed', () => {
        this.completedEvents++;
        this.refetchProgress();
      });
      socket.on('cell:updated', (update) => this.onCell(update));
      // Batched frames (realtime/frames.ts): each change in its order, as game-channel.ts reads them.
      socket.on('cells:updated', (updates) => {
        for (const update of updates) this.onCell(update);
      });
    });
  }

  /** The playing screens load their data once the game is under way. */
  private onGame(phase: string) {
    if (this.playing || phase === 'lobby') return;
    this.playing = true;
    this.progress.refetch();
    this.gallery?.refetch();
  }

  private refetchProgress() {
    if (this.playing) this.progress.refetch();
  }

  private onCell(update: TCellUpdate) {
    this.cellEvents++;
    const progress = this.progress.data;
    if (progress) {
      const known = progress.players.find((p) => p.id === update.playerId);
      if (!known || update.markedCount < known.markedCount) this.progress.refetch();
      if (known) this.progress.data = withCellUpdate(progress, update);
    }
    if (this.gallery?.data) {
      const next = galleryWithCell(this.gallery.data, update);
      if (next) this.gallery.data = next;
      else this.gallery.refetch();
      if (update.cell.thumb) this.loadThumb(update.cell.thumb);
    }
  }

  /** The wall's <img>: the whole thumbnail is read. */
  private loadThumb(path: string) {
    const load = fetch(new URL(path, this.url)).then(
      async (res) => {
        await res.arrayBuffer();
        this.thumbs.add(res.status);
      },
      () => this.thumbs.add(0),
    );
    this.thumbLoads.add(load);
    void load.finally(() => this.thumbLoads.delete(load));
  }

  /** Nothing of this screen's is still on its way (fetches, thumbnails). */
  get settled(): boolean {
    return this.progress.settled && (this.gallery?.settled ?? true) && this.thumbLoads.size === 0;
  }

  /** Ready for photos: both views loaded. */
  get loaded(): boolean {
    return this.progress.data !== null && (!this.gallery || this.gallery.data !== null);
  }

  close() {
    this.closing = true;
    this.socket?.disconnect();
  }
}
