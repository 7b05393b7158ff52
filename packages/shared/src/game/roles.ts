/**
 * Who runs a game. The owner is the host who made and paid for it; the others hold a role by an invite link:
 * a co-host runs the game like its owner, a moderator reviews photos and removes or restores players.
 */
export const GAME_ROLES = ['owner', 'cohost', 'moderator'] as const;
export type TGameRole = (typeof GAME_ROLES)[number];

/** The roles an invite can grant (ownership never changes hands). */
export const INVITE_ROLES = ['cohost', 'moderator'] as const;
export type TInviteRole = (typeof INVITE_ROLES)[number];

/**
 * What a route or screen needs: `own` setup, payment, invites, cancel and delete; `run` the game while it is
 * live (start, pause, end, winner, prizes, rejoin codes, room lock, the big screen and its Hide); `moderate` photo review and
 * removing or restoring players; `view` the host's read-only views of the game.
 */
export type TGameAbility = 'own' | 'run' | 'moderate' | 'view';

/** Each role's abilities: the one table every policy (HTTP, sockets, screens) reads. */
export const ROLE_ABILITIES: Record<TGameRole, readonly TGameAbility[]> = {
  owner: ['own', 'run', 'moderate', 'view'],
  cohost: ['run', 'moderate', 'view'],
  moderator: ['moderate', 'view'],
};

export const roleCan = (role: TGameRole, ability: TGameAbility): boolean =>
  ROLE_ABILITIES[role].includes(ability);

/**
 * The big screen (its page, its `screen: true` channel, its Hide) is part of running the game: the owner and
 * co-hosts open it and hide a photo from it; a moderator does neither (the projector is the host's). What the big
 * screen hears is the game's staff channel, which every role's host screens share (a moderator's queue, review
 * and gallery need the same cells, joins and presence): `screen` opens no event of its own, only the page.
 */
export const BIG_SCREEN_ABILITY: TGameAbility = 'run';

/** The role may open the big screen (BIG_SCREEN_ABILITY): the one rule for the server's channel and the web. */
export const canOpenBigScreen = (role: TGameRole): boolean => roleCan(role, BIG_SCREEN_ABILITY);

/** How a role is named on screens. */
export const ROLE_LABELS: Record<TGameRole, string> = {
  owner: 'Owner',
  cohost: 'Co-host',
  moderator: 'Moderator',
};
