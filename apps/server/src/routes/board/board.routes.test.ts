import type { TBoard } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup } from '../../../test/factories';
import { createDevice, createPaidGame, joinAs, getBoard, getMe } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';

describe("a player's own membership and card", async () => {
  const t = await createTestApp();

  const me = (code: string, token: string) => getMe(t, code, token);
  const board = (code: string, token: string) => getBoard(t, code, token);

  describe('GET /game/:code/me and /board', () => {
    it('404 "You haven\'t joined this game yet" for a device that did not join', async () => {
      const { code } = await createPaidGame(t);
      const device = await createDevice(t);
      for (const res of [await me(code, device.token), await board(code, device.token)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("You haven't joined this game yet");
      }
      expect((await me(code, 'bad')).statusCode).toBe(401);
    });

    it('the card: n² cells, the free space marked in the centre, every label once, dealt once', async () => {
      const { code } = await createPaidGame(t);
      const { token } = await joinAs(t, code, 'Card');
      const res = await board(code, token);
      expect(res.statusCode).toBe(200);
      const body = res.json() as TBoard;
      expect(body.player.name).toBe('Card');
      expect(body.game.gameCode).toBe(code);
      expect(body.cells.map((c) => c.idx)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(body.cells[4]).toEqual({
        idx: 4,
        value: 'FREE',
        isMarked: true,
        image: null,
        thumb: null,
        isFreeSpace: true,
        updatedAt: null,
      });
      const others = body.cells.filter((c) => c.idx !== 4);
      expect(others.every((c) => !c.isMarked && !c.isFreeSpace && c.image === null)).toBe(true);
      expect(others.map((c) => c.value).sort()).toEqual([...completeSetup.words].sort());
      expect((await board(code, token)).json()).toEqual(body);
    });

    it('players get their own shuffles (not all the same order)', async () => {
      const { code } = await createPaidGame(t);
      const orders = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const { token } = await joinAs(t, code, `S${i}`);
        orders.add(
          (await board(code, token))
            .json()
            .cells.map((c: { value: string }) => c.value)
            .join('|'),
        );
      }
      // Six identical shuffles of 8 labels by chance: (1/40320)^5.
      expect(orders.size).toBeGreaterThan(1);
    });
  });
});
