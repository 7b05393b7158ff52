import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/errors';
import { deleteHostGame, gameKeys } from '@/game/host-game';
import { toast } from '@/lib/toast';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

export interface DeleteGameButtonProps {
  code: string;
  title: string;
  /** After the game is gone (the lists are refreshed already): e.g. leave its room screen. */
  onDeleted?: () => void;
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * "Delete" for a draft, cancelled or completed game, with a confirmation dialog: the players, cards and photos go
 * for good; payments stay on record. Used by the game lists and the room details.
 */
export function DeleteGameButton({ code, title, onDeleted, size = 'sm', className }: DeleteGameButtonProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const name = title || m.game_untitled();
  const remove = useMutation({
    mutationFn: () => deleteHostGame(code),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: gameKeys.host(code) });
      await queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
      toast.success(m.game_deleted_toast({ name }));
      onDeleted?.();
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="error"
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        aria-label={m.game_delete_label({ name })}
      >
        {m.game_delete()}
      </Button>
      <Modal open={open} title={m.game_delete_title()} onClose={remove.isPending ? undefined : close}>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
          {rich(m.game_delete_text, { name: <bdi>{name}</bdi>, code })}
        </p>
        {remove.isError && <Alert variant="error">{errorMessage(remove.error)}</Alert>}
        <div className="flex w-full gap-3">
          <Button variant="outlined" color="default" fullWidth onClick={close} disabled={remove.isPending}>
            {m.game_cancel()}
          </Button>
          <Button color="error" fullWidth onClick={() => remove.mutate()} loading={remove.isPending}>
            {m.game_delete_game()}
          </Button>
        </div>
      </Modal>
    </>
  );
}
