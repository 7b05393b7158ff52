import { accountApi } from '../routes/account/account.api';
import { authApi } from '../routes/auth/auth.api';
import { boardApi } from '../routes/board/board.api';
import { gamesApi } from '../routes/games/games.api';
import { labelPacksApi } from '../routes/label-packs/label-packs.api';
import { joinApi } from '../routes/join/join.api';
import { mailApi } from '../routes/mail/mail.api';
import { mediaApi } from '../routes/media/media.api';
import { paymentsApi } from '../routes/payments/payments.api';
import { playApi } from '../routes/play/play.api';
import { playersQueueApi } from '../routes/players-queue/players-queue.api';
import { roomApi } from '../routes/room/room.api';
import { playerSessionsApi } from '../routes/players/player-sessions.api';
import { reportsApi } from '../routes/reports/reports.api';
import { heartsApi } from '../routes/hearts/hearts.api';
import { resultsApi } from '../routes/results/results.api';
import { systemApi } from '../routes/system/system.api';
import { staffApi } from '../routes/staff/staff.api';
import { reviewApi } from '../routes/review/review.api';
import { teamsApi } from '../routes/teams/teams.api';
import type { ApiRoute } from './api-route';

const AREAS: readonly { name: string; routes: readonly Record<string, ApiRoute>[] }[] = [
  { name: 'System', routes: [systemApi] },
  { name: 'Accounts', routes: [authApi, accountApi, mailApi] },
  { name: 'Games (host)', routes: [gamesApi] },
  { name: 'Player sessions', routes: [playerSessionsApi] },
  { name: 'Joining', routes: [joinApi] },
  { name: 'Players queue', routes: [playersQueueApi] },
  { name: 'Teams', routes: [teamsApi] },
  { name: 'Room (host controls)', routes: [roomApi] },
  { name: 'Board', routes: [boardApi] },
  { name: 'Play', routes: [playApi] },
  { name: 'Photo review', routes: [reviewApi] },
  { name: 'Co-hosts and moderators', routes: [staffApi] },
  { name: 'Reports', routes: [reportsApi] },
  { name: 'Hearts', routes: [heartsApi] },
  { name: 'Results', routes: [resultsApi] },
  { name: 'Payments', routes: [paymentsApi] },
  { name: 'Label packs', routes: [labelPacksApi] },
  { name: 'Media', routes: [mediaApi] },
];

/** Every HTTP route of the API by area, as each area's `<area>.api.ts` (beside its routes) declares it. */
export const API_AREAS: readonly { name: string; routes: readonly ApiRoute[] }[] = AREAS.map((area) => ({
  name: area.name,
  routes: area.routes.flatMap((declarations) => Object.values(declarations)),
}));
