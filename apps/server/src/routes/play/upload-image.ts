import multipart from '@fastify/multipart';
import { deviceTokenOf } from '../../auth/request-credentials';
import { MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE, type TCell } from '@picture-bingo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest, tooLarge } from '../../errors';
import { processImage } from '../../images/process-image';
import { requireOwnPlayerGame } from '../../policies/player';
import { cardWriterOf } from '../../policies/team-card';
import { assertPlayable, parsePhotoCellIndex } from '../../policies/play';
import { uploadCellImage } from '../../services/play/upload-cell-image';
import { perPlayerRateLimit } from '../../lib/device-rate-limit';
import { createFairLimiter } from '../../lib/fair-limiter';
import net from 'node:net';
import os from 'node:os';
import { route } from '../register';
import { playApi } from './play.api';

const CHOOSE_IMAGE = 'Choose an image to upload';
const UNREADABLE_UPLOAD = 'The upload could not be read. Choose the image again.';
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const photoTooLarge = () => tooLarge(PHOTO_TOO_LARGE);

/**
 * Bodies read into memory at once. A waiting upload stays in its socket (TCP pushes back on the phone), so
 * memory holds at most this many 15 MB bodies however many players upload together. Generous enough that a
 * few slow phones don't hold everyone else up (photos arrive downscaled, usually well under 2 MB). One player
 * holds at most two of them (a phone sends its photos one or two at a time); its other uploads wait their
 * turn behind it, never in front of another player's, so one phone cannot take every slot with bodies it never
 * finishes sending.
 */
const readUploadBody = createFairLimiter(Math.max(16, os.availableParallelism() * 4), 2);

/**
 * Closes the connection once its body has sent nothing for `ms`: a stalled body gives its slot back instead of
 * holding it for as long as the phone (or an attacker) keeps the socket open. Returns the function that stops
 * watching, once the body has been read.
 */
function dropWhenIdle(request: FastifyRequest, ms: number): () => void {
  const socket = request.raw.socket;
  // Requests made in-process (app.inject) have no real socket to watch.
  if (!(socket instanceof net.Socket)) return () => undefined;
  const drop = () => socket.destroy();
  socket.setTimeout(ms, drop);
  return () => {
    socket.setTimeout(0);
    socket.off('timeout', drop);
  };
}

/** A multipart text field sent before the file, or null. */
function fieldValue(fields: Record<string, unknown>, name: string): string | null {
  const field = fields[name];
  const value =
    field && typeof field === 'object' && 'value' in field ? (field as { value: unknown }).value : null;
  return typeof value === 'string' && value.length <= 40 ? value : null;
}

/**
 * What the phone says of the photo's capture, sent before the file: `utcOffset` (its minutes east of UTC, for
 * an EXIF time without its own) and `takenAt` (the original's EXIF time, for a photo it redrew). Anything
 * malformed is ignored: the capture time is then unknown, never a refusal.
 */
function captureFields(fields: Record<string, unknown>) {
  const rawOffset = fieldValue(fields, 'utcOffset');
  const offset = rawOffset === null ? NaN : Number(rawOffset);
  const takenAt = fieldValue(fields, 'takenAt');
  return {
    phoneOffsetMinutes: Number.isInteger(offset) && Math.abs(offset) <= 14 * 60 ? offset : null,
    phoneTakenAt: takenAt && !Number.isNaN(Date.parse(takenAt)) ? takenAt : null,
  };
}

/** A body that announces itself as too large is refused before a byte of it is read. */
async function refuseOversizeBody(request: FastifyRequest, _reply: FastifyReply) {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) throw photoTooLarge();
}

/**
 * Multipart errors as the player should read them. Only the request body is read where these come from, so
 * anything else the parser throws (a cut-off body, a missing or wrong boundary: busboy's errors carry no
 * code) is the client's malformed upload, not a server fault.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(CHOOSE_IMAGE);
  if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) {
    return badRequest('Send one image per upload');
  }
  return badRequest(UNREADABLE_UPLOAD);
}

/**
 * The upload route (playApi.upload). Its own plugin: multipart parsing and the upload limits apply to
 * this route only. Who may upload where is settled before the body is read; the file is then read up to the
 * limit (never further), checked by content and re-encoded.
 */
export async function uploadImageRoute(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 32 },
  });

  route(
    app,
    playApi.upload,
    {
      onRequest: refuseOversizeBody,
      // Per player (game and device, whichever of its tokens comes), not per IP: a party shares one address.
      config: perPlayerRateLimit(ctx, 'upload', ctx.config.uploadRateLimit),
    },
    async (request): Promise<TCell> => {
      const { game, player } = await requireOwnPlayerGame(ctx, deviceTokenOf(request), request.params.code);
      assertPlayable(game);
      const idx = parsePhotoCellIndex(request.params.idx, game.board_size);
      // On a team's card, `?replaces=<key>` names the photo the phone showed in the cell (none: it was empty).
      const writer = await cardWriterOf(ctx.db, player, request.query.replaces);

      return readUploadBody(player.id, async () => {
        let buffer: Buffer;
        let told: ReturnType<typeof captureFields>;
        const stopWatching = dropWhenIdle(request, ctx.config.uploadBodyIdleSeconds * 1000);
        try {
          const file = await request.file();
          if (!file || file.fieldname !== 'image') throw badRequest(CHOOSE_IMAGE);
          buffer = await file.toBuffer();
          told = captureFields(file.fields);
          if (file.file.truncated) throw photoTooLarge();
        } catch (error) {
          throw uploadError(error);
        } finally {
          stopWatching();
        }
        if (buffer.length === 0) throw badRequest(CHOOSE_IMAGE);
        const processed = await processImage(buffer, player.id);
        return uploadCellImage(ctx, game, writer, idx, processed, told);
      });
    },
  );
}
