/** Messages between the soak (parent) and its upload load generators (bench/soak/uploader.ts). */

/** One planned photo: who uploads it, into which cell, and when (ms after the run's start). */
export interface PlannedUpload {
  /** Index into the plan: the upload's identity in every report. */
  id: number;
  game: number;
  code: string;
  deviceToken: string;
  playerId: string;
  idx: number;
  dueMs: number;
}

/** What happened to one upload, as the phone saw it. */
export interface UploadRecord {
  id: number;
  /** HTTP status, or 0 when no answer came (connection error or the client's time-out). */
  status: number;
  /** From sending the request to the full answer. */
  ms: number;
  /** How late the request left against its plan (the generator's own lag). */
  lagMs: number;
  /** The stored photo's URLs from a 2xx answer. */
  image: string | null;
  thumb: string | null;
  error: string | null;
}

export type UploaderCommand = {
  type: 'run';
  url: string;
  /** sharedNow() of the run's start; every dueMs counts from it. */
  startAt: number;
  uploads: PlannedUpload[];
  timeoutMs: number;
};

export type UploaderReply =
  | { type: 'ready'; jpegBytes: number }
  | { type: 'progress'; done: number; ok: number }
  | { type: 'done'; records: UploadRecord[]; cpuMs: number };
