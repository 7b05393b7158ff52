import type { TGameSummary } from '@picture-bingo/shared';
import { GameRulesCard } from '@/components/game/game-rules-card';
import { cameraOnlyTexts } from '@/components/game/camera-only/texts';
import { Alert } from '@/components/ui/alert';
import { useCameraOnly } from './camera-only';

/** The rules this game is played by (the time left is at the top of the card), and camera only when it is. */
export function GameRules({ game }: { game: TGameSummary }) {
  const cameraOnly = useCameraOnly();
  return (
    <>
      <GameRulesCard game={game} />
      {cameraOnly && (
        <Alert variant="info" title={cameraOnlyTexts.ruleLabel}>
          {cameraOnlyTexts.ruleExplained}
        </Alert>
      )}
    </>
  );
}
