import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { gamePaths } from '@/game/paths';
import type { GameRole } from '@/game/game-channel';

export interface GalleryActionsProps {
  code: string;
  role: GameRole;
  onDownloadAll: () => void;
  /** A download is under way (any): Download All waits. */
  busy: boolean;
  /** The download under way is Download All's own. */
  downloadingAll: boolean;
}

/** The gallery's header buttons: Download All, View Progress, Back to Game. */
export function GalleryActions({ code, role, onDownloadAll, busy, downloadingAll }: GalleryActionsProps) {
  const backTo = role === 'host' ? gamePaths.roomDetails(code) : gamePaths.gameBoard(code);
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        title="Download all players' board images"
        onClick={onDownloadAll}
        disabled={busy}
        loading={downloadingAll}
      >
        {!downloadingAll && (
          <Icon className="size-4">
            <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
          </Icon>
        )}
        Download All
      </Button>
      <Link to={gamePaths.progress(code)} className={buttonClasses({ variant: 'outlined' })}>
        View Progress
      </Link>
      <Link to={backTo} className={buttonClasses({ variant: 'outlined', color: 'default' })}>
        Back to Game
      </Link>
    </div>
  );
}
