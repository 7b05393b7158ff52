import { roleCan, type TGame, type TGameAbility, type TGameRole } from '@picture-bingo/shared';

/**
 * The viewer's role in a game, as the server states it with the game (`GET /game/:code/host`'s `role`); a game
 * read without one is the viewer's own.
 */
export const viewerRole = (game: Pick<TGame, 'role'>): TGameRole => game.role ?? 'owner';

/**
 * Whether the viewer may use what needs `ability` in this game: the role the server states, read through
 * ROLE_ABILITIES (game/roles.ts), the table the server's routes and sockets read too. Every host screen decides
 * which controls to show by this, so a control is never offered to someone the server would refuse.
 */
export const viewerCan = (game: Pick<TGame, 'role'>, ability: TGameAbility): boolean =>
  roleCan(viewerRole(game), ability);
