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
 * live (start, pause, end, winner, prizes, rejoin codes, renames, team moves, room lock, new-phone claims, the big
 * screen, its feed and its Hide); `moderate` photo review and removing or restoring players; `view` the host's
 * read-only views of the game. Every host screen shows a control only to a role with its ability (the web's
 * viewerCan, from the role the server states with the game).
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
 * co-hosts open it and hide a photo from it; a moderator does neither (the projector is the host's), and the
 * server refuses both (403 ROLE_NOT_ALLOWED). The feed the big screen and the control room act on (new-phone
 * claims, the answers to BINGO! calls) goes only to sockets whose role has this ability, the game's run room; a
 * moderator's plain host socket hears the staff channel alone (cells, joins, presence: its queue and review).
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
