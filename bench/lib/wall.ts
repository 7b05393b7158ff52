import type { ApiClient } from '@picture-bingo/testkit';
import { sharedNow, sleep } from './clock';

/** How often the host's gallery is read while photos are being checked. */
const POLL_MS = 50;

/**
 * Waits until every photo (by its stored image URL) is on the game's screens: in the host's gallery, counted and
 * held by nothing (the safety check has passed it). Resolves with sharedNow() at the read that first saw them all;
 * throws when some are still missing after `timeoutMs` (a photo the check held, or lost).
 */
export async function waitOnWall(
  api: ApiClient,
  hostToken: string,
  code: string,
  images: Iterable<string>,
  timeoutMs = 120_000,
): Promise<number> {
  const want = new Set(images);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const gallery = await api.getGallery(code, { token: hostToken });
    const shown = gallery.players.flatMap((p) =>
      p.cells.filter((c) => c.isMarked && !c.hold && c.image).map((c) => c.image),
    );
    const at = sharedNow();
    for (const image of shown) if (image) want.delete(image);
    if (want.size === 0) return at;
    if (performance.now() > deadline) {
      throw new Error(`${want.size} photo(s) not on the screens after ${timeoutMs / 1000} s`);
    }
    await sleep(POLL_MS);
  }
}

/**
 * Uploads one photo into the player's cell and waits until the safety check has passed it (read from the
 * player's own board): the model loads on a node's first photo, so a bench warms each node before its clock.
 */
export async function warmSafetyCheck(
  api: ApiClient,
  code: string,
  deviceToken: string,
  idx: number,
  photo: Uint8Array,
  timeoutMs = 180_000,
): Promise<void> {
  await api.uploadPhoto(code, deviceToken, idx, photo);
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const board = await api.getBoard(code, deviceToken);
    const cell = board.cells.find((c) => c.idx === idx);
    if (cell && !cell.hold) return;
    if (cell?.hold !== 'checking') throw new Error(`the warm-up photo was held (${cell?.hold})`);
    if (performance.now() > deadline) throw new Error('the safety check did not start in time');
    await sleep(POLL_MS * 4);
  }
}
