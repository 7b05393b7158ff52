import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { downloadTexts } from '@/components/game/download-texts';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import type { GameRole } from '@/game/game-channel';

export interface GalleryActionsProps {
  code: string;
  role: GameRole;
  onDownloadAll: () => void;
  /** Downloads the photo album (absent once its panel is open: the panel has its own button). */
  onDownloadPhotos?: () => void;
  /** A download is under way (any): Download All waits. */
  busy: boolean;
  /** The download under way is Download All's own. */
  downloadingAll: boolean;
}

const downloadIcon = (
  <Icon className="size-4">
    <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
  </Icon>
);

/**
 * The gallery's header: its two ways on (View Progress, Back to Game) in a row of their own, then the downloads
 * together: Download photos (the album, named by label) leads; the spec's Download All (PNG copies) sits beside it;
 * one sentence under them says what each gives, the card's own PNG button included.
 */
export function GalleryActions(props: GalleryActionsProps) {
  const { code, role, onDownloadAll, onDownloadPhotos, busy, downloadingAll } = props;
  const backTo = role === 'host' ? gamePaths.roomDetails(code) : gamePaths.gameBoard(code);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <Link to={gamePaths.progress(code)} className={buttonClasses({ variant: 'outlined' })}>
          {m.gallery_view_progress()}
        </Link>
        <Link to={backTo} className={buttonClasses({ variant: 'outlined', color: 'default' })}>
          {m.gallery_back_to_game()}
        </Link>
      </div>
      <div className="flex flex-col gap-2" data-testid="gallery-downloads">
        <div className="flex flex-wrap gap-3">
          {onDownloadPhotos && (
            <Button onClick={onDownloadPhotos} aria-describedby="gallery-downloads-note">
              {downloadIcon}
              {downloadTexts.downloadPhotos}
            </Button>
          )}
          <Button
            variant="outlined"
            title={m.gallery_download_all_title()}
            onClick={onDownloadAll}
            disabled={busy}
            loading={downloadingAll}
            aria-describedby="gallery-downloads-note"
          >
            {!downloadingAll && downloadIcon}
            {m.gallery_download_all()}
          </Button>
        </div>
        <p id="gallery-downloads-note" className="text-sm text-slate-600">
          {downloadTexts.pngCopies}
        </p>
      </div>
    </div>
  );
}
