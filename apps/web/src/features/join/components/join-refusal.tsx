import { type TErrorCode } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { errorText, useErrorTexts } from '@/lib/error-text';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/**
 * Why a game cannot be joined (ended, not open yet, full, closed to latecomers, locked), in place of the name form. An
 * ended game's own players get the way to its results. Decided by the refusal's `code`; its words are the code's
 * (error-text.ts), or `message`, the server's, for a code without words of its own.
 */
export function JoinRefusal({
  code,
  message,
  gameCode,
  member,
  backToJoin = false,
}: {
  code: string | undefined;
  message?: string;
  gameCode: string;
  member: boolean;
  backToJoin?: boolean;
}) {
  const ready = useErrorTexts();
  const ended = code === ('GAME_ENDED' satisfies TErrorCode);
  // The title is the code's words: shown once they are loaded (a guest waits for one small file, never a wrong text).
  if (!ready && !message) return null;
  const title = errorText(code, message);
  return (
    <div className="flex flex-col gap-3">
      <Alert variant={ended ? 'info' : 'warning'} title={title}>
        {ended
          ? member
            ? m.refusal_member()
            : m.refusal_ended()
          : code === ('ROOM_LOCKED' satisfies TErrorCode)
            ? m.refusal_locked()
            : m.refusal_other()}
      </Alert>
      <div className="flex flex-wrap gap-3 empty:hidden">
        {ended && member && (
          <Link to={gamePaths.progress(gameCode)} className={buttonClasses({ variant: 'contained' })}>
            {m.see_results()}
          </Link>
        )}
        {backToJoin && (
          <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
            {m.back_to_join()}
          </Link>
        )}
      </div>
    </div>
  );
}
