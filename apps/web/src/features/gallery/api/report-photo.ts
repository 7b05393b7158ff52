import { ZReportPhotoResponse, type TReportReason } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';

/** A photo of the gallery as a player reports it: whose, which cell, and the photo seen. */
export interface ReportedPhoto {
  playerId: string;
  idx: number;
  image: string;
}

const cellPath = (code: string, photo: ReportedPhoto) =>
  `/game/${encodeURIComponent(code)}/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/report`;

/** POST /game/:code/cells/:playerId/:idx/report: one report per player per photo, with why; enough of them hide it. */
export const reportPhoto = (code: string, photo: ReportedPhoto, reason: TReportReason) =>
  api.post(
    cellPath(code, photo),
    { image: photo.image, reason },
    { schema: ZReportPhotoResponse, errorMessage: 'Failed to report the photo', headers: playerHeaders() },
  );

/** POST …/report/undo: takes the player's report back until a person decides (409 REPORT_DECIDED after). */
export const undoReport = (code: string, photo: ReportedPhoto) =>
  api.post(
    `${cellPath(code, photo)}/undo`,
    { image: photo.image },
    {
      schema: ZReportPhotoResponse,
      errorMessage: 'Failed to take the report back',
      headers: playerHeaders(),
    },
  );
