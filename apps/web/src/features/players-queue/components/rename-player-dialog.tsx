import { LIMITS, type TQueuePlayer } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { useRenamePlayer } from '../api/rename-player';

/**
 * The host renames a player: the same rules as joining (unique in the game, the name filter when on); the
 * server's refusal is shown as it says it. Every screen of the game shows the new name once it is saved.
 */
export function RenamePlayerDialog({
  code,
  player,
  onClose,
}: {
  code: string;
  player: TQueuePlayer | null;
  onClose: () => void;
}) {
  return (
    <Modal open={player !== null} title={player ? m.room_rename_name({ name: player.name }) : ''}>
      {player && <RenameForm key={player.id} code={code} player={player} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ code, player, onClose }: { code: string; player: TQueuePlayer; onClose: () => void }) {
  const rename = useRenamePlayer(code);
  const [name, setName] = useState(player.name);
  const trimmed = name.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    rename.mutate({ playerId: player.id, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={onSubmit} className="flex w-full flex-col gap-4 text-start">
      {rename.isError && <Alert variant="error">{errorMessage(rename.error)}</Alert>}
      <Input
        label={m.room_new_name()}
        name="newName"
        required
        autoFocus
        maxLength={LIMITS.playerName}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex w-full gap-3">
        <Button
          type="button"
          variant="outlined"
          color="default"
          fullWidth
          onClick={onClose}
          disabled={rename.isPending}
        >
          {m.room_cancel()}
        </Button>
        <Button type="submit" fullWidth disabled={!trimmed} loading={rename.isPending}>
          {m.room_save()}
        </Button>
      </div>
    </form>
  );
}
