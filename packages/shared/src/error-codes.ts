/** The `code` of every error the API returns (body `{ message, code }`, see `ZApiError`). */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A PNG, GIF or WebP (any image format decoded pixel by pixel) above MAX_FULL_DECODE_PIXELS (413). */
  IMAGE_OVER_DECODE_BUDGET: 'IMAGE_OVER_DECODE_BUDGET',
  /** The server's storage is full (507): nothing was stored. */
  INSUFFICIENT_STORAGE: 'INSUFFICIENT_STORAGE',
  INTERNAL: 'INTERNAL_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  GOOGLE_NOT_CONFIGURED: 'GOOGLE_NOT_CONFIGURED',
  /** No prepaid game is left: the host has to pay first. */
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  /** The payment provider could not be reached or refused the request. */
  PAYMENT_PROVIDER: 'PAYMENT_PROVIDER_ERROR',
  /** A webhook without a valid signature. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  /** The account's e-mail address is not verified yet: paying waits for it (403). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Undoing a rejection whose undo time (REJECT_UNDO_SECONDS) has passed, or that never was: the photo is gone. */
  REJECTION_UNDO_EXPIRED: 'REJECTION_UNDO_EXPIRED',
  /** Undoing a rejection after the player put a new photo in that cell (or removed it): nothing changes. */
  REJECTED_CELL_CHANGED: 'REJECTED_CELL_CHANGED',
  /** This server sends its mail (or is public): it has no outbox page (404). */
  OUTBOX_UNAVAILABLE: 'OUTBOX_UNAVAILABLE',
  /** The outbox asked for from another device by someone not signed in (403): it shows nothing. */
  OUTBOX_NOT_LOCAL: 'OUTBOX_NOT_LOCAL',
  /** The host locked the room: no new players join until it is unlocked (409). */
  ROOM_LOCKED: 'ROOM_LOCKED',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
