/** Messages between the uploads bench (parent) and its worker processes (client.ts, baseline.ts). */

/** One photo upload: a player's device token and the cell it goes into. */
export interface UploadJob {
  code: string;
  token: string;
  idx: number;
}

export type WorkerCommand =
  /** client.ts: PUT the photo for every job through HTTP, `concurrency` at a time. */
  | { type: 'upload'; url: string; photoPath: string; jobs: UploadJob[]; concurrency: number }
  /**
   * baseline.ts: the server's image work on the photo `count` times in this process, `concurrency` at a time;
   * with `check`, each thumbnail then through the safety check's model too.
   */
  | { type: 'process'; photoPath: string; count: number; concurrency: number; check?: boolean };

export interface Timed {
  /** sharedNow() at the start and the end of the job. */
  start: number;
  end: number;
}

export type WorkerReply =
  | { type: 'ready' }
  | {
      type: 'uploaded';
      results: (Timed & { status: number; image: string | null; thumb: string | null; error?: string })[];
      cpuMs: number;
    }
  | {
      type: 'processed';
      results: (Timed & { imageBytes: number; thumbBytes: number; width: number; height: number })[];
      cpuMs: number;
    };
