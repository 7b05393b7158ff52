import type { TPlayersChanged } from '@picture-bingo/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useClearRecentPlayers, useRestorePlayers, useSetRoomLocked } from '../api/room-guard';
import { ClearRecentDialog } from './clear-recent-dialog';

/**
 * The host's tools against a flood of joins: lock the room (no new players; the game's players still come back
 * on their phones) and remove every recent join without a photo in one action, with Undo.
 */
export function RoomGuard({ code, locked }: { code: string; locked: boolean }) {
  const lock = useSetRoomLocked(code);
  const clear = useClearRecentPlayers(code);
  const restore = useRestorePlayers(code);
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState<TPlayersChanged['players'] | null>(null);
  const failure = lock.error ?? clear.error ?? restore.error;

  const onClear = (withinMinutes: number) =>
    clear.mutate(withinMinutes, {
      onSuccess: ({ players }) => setCleared(players),
      onSettled: () => setAsking(false),
    });
  const onUndo = () => {
    if (!cleared) return;
    restore.mutate(
      cleared.map((player) => player.id),
      { onSuccess: () => setCleared(null) },
    );
  };

  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="room-guard-title">
      <h2 id="room-guard-title" className="text-lg font-bold text-slate-900">
        {m.room_joining()}
      </h2>
      <p className="text-sm text-slate-600" role="status">
        {locked ? m.room_locked_text() : m.room_open_text()}
      </p>
      {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
      {cleared && (
        <Alert variant="info">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{m.room_removed_count({ count: cleared.length, shown: formatCount(cleared.length) })}</span>
            {cleared.length > 0 && (
              <Button variant="outlined" size="sm" onClick={onUndo} loading={restore.isPending}>
                {m.room_undo()}
              </Button>
            )}
          </div>
        </Alert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant={locked ? 'contained' : 'outlined'}
          color={locked ? 'primary' : 'error'}
          loading={lock.isPending}
          onClick={() => lock.mutate(!locked)}
        >
          {locked ? m.room_unlock() : m.room_lock()}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
          {m.room_remove_recent()}
        </Button>
      </div>
      <ClearRecentDialog
        open={asking}
        pending={clear.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={onClear}
      />
    </Card>
  );
}
