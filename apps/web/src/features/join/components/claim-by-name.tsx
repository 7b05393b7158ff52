import type { TGameSummary } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { claimTexts } from '../texts';
import { readPendingClaim } from '../utils/pending-claim';
import { ClaimPlayer } from './claim-player';

/**
 * A game closed to newcomers (full, locked, no late joins) still lets its own players back on a new phone: the
 * guest types the name they play under and asks the host, as a taken name offers on the name step.
 */
export function ClaimByName({ game }: { game: TGameSummary }) {
  const pending = readPendingClaim(game.gameCode);
  const [name, setName] = useState(pending?.name ?? '');
  const [asking, setAsking] = useState(pending !== null);
  const trimmed = name.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trimmed) setAsking(true);
  };
  return (
    <Card className="mt-4 flex flex-col gap-4">
      {asking ? (
        <ClaimPlayer game={game} name={trimmed} onClose={() => setAsking(false)} />
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby="claim-by-name-title">
          <h2 id="claim-by-name-title" className="text-lg font-semibold text-slate-900">
            {claimTexts.alreadyPlaying}
          </h2>
          <p className="text-sm text-slate-700">{claimTexts.alreadyPlayingHelp}</p>
          <Input
            label={claimTexts.yourName}
            name="claimName"
            autoComplete="nickname"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="outlined" fullWidth disabled={!trimmed}>
            {claimTexts.offer}
          </Button>
        </form>
      )}
    </Card>
  );
}
