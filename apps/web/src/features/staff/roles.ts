import type { TGameRole } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

/** How a role is named on screens (the shared ROLE_LABELS, in the shown language). */
export const ROLE_NAMES: Record<TGameRole, () => string> = {
  owner: m.room_role_owner,
  cohost: m.room_role_cohost,
  moderator: m.room_role_moderator,
};
