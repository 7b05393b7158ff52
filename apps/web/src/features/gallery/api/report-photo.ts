import { ZReportPhotoResponse } from '@picture-bingo/shared';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';

/** A photo of the gallery as a player reports it: whose, which cell, and the photo seen. */
export interface ReportedPhoto {
  playerId: string;
  idx: number;
  image: string;
}

/** POST /game/:code/cells/:playerId/:idx/report: one report per player per photo; enough of them hide it. */
export const reportPhoto = (code: string, photo: ReportedPhoto) =>
  api.post(
    `/game/${encodeURIComponent(code)}/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/report`,
    { image: photo.image },
    { schema: ZReportPhotoResponse, errorMessage: 'Failed to report the photo', headers: playerHeaders() },
  );
