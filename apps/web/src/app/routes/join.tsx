import { JoinGamePanel } from '@/features/join/components/join-game-panel';

/** /join: the Join a Game screen on its own. */
export default function JoinRoute() {
  return (
    <div className="mx-auto w-full max-w-md pt-4 sm:pt-10">
      <JoinGamePanel headingLevel={1} />
    </div>
  );
}
