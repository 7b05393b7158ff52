import { ActionCard } from '@/components/ui/action-card';
import { m } from '@/lib/i18n/messages';

export interface CreateRoomCardProps {
  /** Creates the draft game and opens its player-name step; until it is passed the card is disabled. */
  onCreateRoom?: () => void;
  isCreating?: boolean;
}

/** The Create Room card of the host home. */
export function CreateRoomCard({ onCreateRoom, isCreating = false }: CreateRoomCardProps) {
  return (
    <ActionCard
      title={m.setup_create_room()}
      description={m.setup_create_room_description()}
      onClick={onCreateRoom}
      pending={isCreating}
      icon={
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="size-6"
          aria-hidden="true"
        >
          <path strokeLinecap="round" d="M12 5v14M5 12h14" />
        </svg>
      }
    />
  );
}
