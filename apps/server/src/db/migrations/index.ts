import type { Migration, MigrationProvider } from 'kysely';
import { accounts } from './001-accounts';
import { games } from './002-games';
import { payments } from './003-payments';
import { players } from './004-players';
import { play } from './005-play';
import { lookupIndexes } from './006-lookup-indexes';
import { contentVersion } from './007-content-version';
import { emailVerified } from './008-email-verified';
import { familyRevocationIndex } from './009-family-revocation-index';
import { autoConfirmWinner } from './010-auto-confirm-winner';
import { lateJoin } from './011-late-join';
import { rejoinCodes } from './012-rejoin-codes';
import { names } from './013-names';
import { rejectedReason } from './014-rejected-reason';
import { winRules } from './015-win-rules';
import { labelPool } from './016-label-pool';
import { resultsSharing } from './017-results-sharing';
import { accountMail } from './018-account-mail';
import { retentionAndDeletion } from './019-retention-and-deletion';
import { joinBumpAtCommit } from './020-join-bump-at-commit';
import { rejectedPhotos } from './021-rejected-photos';
import { joinsLocked } from './022-joins-locked';
import { mediaLookups } from './023-media-lookups';
import { gameRoles } from './025-game-roles';
import { reviewQueue } from './026-review-queue';
import { safetyHold } from './027-safety-hold';
import { photoReports } from './028-photo-reports';
import { deviceClaims } from './029-device-claims';
import { languages } from './033-languages';
import { teams } from './035-teams';
import { cameraOnly } from './038-camera-only';
import { photoHearts } from './039-photo-hearts';
import { eventLook } from './040-event-look';
import { reviewActivity } from './041-review-activity';
import { bingoCalls } from './042-bingo-calls';
import { reportReasons } from './044-report-reasons';
import { helperNames } from './046-helper-names';
import { playerCount } from './047-player-count';
import { statementBumps } from './048-statement-bumps';

/** Migrations in the order they run (the migrator sorts names lexically); never rename or edit a released one. */
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-games': games,
  '003-payments': payments,
  '004-players': players,
  '005-play': play,
  '006-lookup-indexes': lookupIndexes,
  '007-content-version': contentVersion,
  '008-email-verified': emailVerified,
  '009-family-revocation-index': familyRevocationIndex,
  '010-auto-confirm-winner': autoConfirmWinner,
  '011-late-join': lateJoin,
  '012-rejoin-codes': rejoinCodes,
  '013-names': names,
  '014-rejected-reason': rejectedReason,
  '015-win-rules': winRules,
  '016-label-pool': labelPool,
  '017-results-sharing': resultsSharing,
  '018-account-mail': accountMail,
  '019-retention-and-deletion': retentionAndDeletion,
  '020-join-bump-at-commit': joinBumpAtCommit,
  '021-rejected-photos': rejectedPhotos,
  '022-joins-locked': joinsLocked,
  '023-media-lookups': mediaLookups,
  '025-game-roles': gameRoles,
  '026-review-queue': reviewQueue,
  '027-safety-hold': safetyHold,
  '028-photo-reports': photoReports,
  '029-device-claims': deviceClaims,
  '033-languages': languages,
  '035-teams': teams,
  '038-camera-only': cameraOnly,
  '039-photo-hearts': photoHearts,
  '040-event-look': eventLook,
  '041-review-activity': reviewActivity,
  '042-bingo-calls': bingoCalls,
  '044-report-reasons': reportReasons,
  '046-helper-names': helperNames,
  '047-player-count': playerCount,
  '048-statement-bumps': statementBumps,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
