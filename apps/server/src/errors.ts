// zod's English messages, which the error mapping below builds on when a schema has none of its own.
import '@picture-bingo/shared/zod-english';
import { ERRORS, ErrorCode, isErrorCode, type TErrorCode } from '@picture-bingo/shared';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { isDatabaseUnavailable } from './lib/db-errors';

/** An error whose message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly status: number,
    message: string,
    /** What went wrong underneath (logged for 5xx answers, never sent). */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

type ErrorOptions = { cause?: unknown };

// One helper per status the server answers with, so each status keeps one code unless a caller names another.
export const badRequest = (message: string, code: TErrorCode = ErrorCode.VALIDATION) =>
  new AppError(code, 400, message);
export const unauthorized = (message = 'Not signed in', code: TErrorCode = ErrorCode.UNAUTHORIZED) =>
  new AppError(code, 401, message);
export const paymentRequired = (message: string) => new AppError(ErrorCode.PAYMENT_REQUIRED, 402, message);
export const forbidden = (
  message = 'You are not allowed to do that',
  code: TErrorCode = ErrorCode.FORBIDDEN,
) => new AppError(code, 403, message);
export const notFound = (message = 'Not found', code: TErrorCode = ErrorCode.NOT_FOUND) =>
  new AppError(code, 404, message);
/**
 * A refusal by its code: the status and message are the code's in the shared table (ERRORS); `message` replaces
 * the default only where it carries details (a prize's name, what is missing).
 */
export const refuse = (code: TErrorCode, message?: string, options?: ErrorOptions) =>
  new AppError(code, ERRORS[code].status, message ?? ERRORS[code].message, options);
/** A 409 by its code (see refuse): each conflict names what it is about, none is a bare CONFLICT. */
export const conflict = (code: Exclude<TErrorCode, typeof ErrorCode.CONFLICT>, message?: string) =>
  new AppError(code, 409, message ?? ERRORS[code].message);
export const tooLarge = (message: string, code: TErrorCode = ErrorCode.PAYLOAD_TOO_LARGE) =>
  new AppError(code, 413, message);
export const unsupportedMedia = (message: string, options?: ErrorOptions) =>
  new AppError(ErrorCode.UNSUPPORTED_MEDIA, 415, message, options);
/** The payment provider could not be reached or refused the request. */
export const paymentProviderFailed = (message: string, options?: ErrorOptions) =>
  new AppError(ErrorCode.PAYMENT_PROVIDER, 502, message, options);
export const serviceUnavailable = (message: string) =>
  new AppError(ErrorCode.SERVICE_UNAVAILABLE, 503, message);
export const insufficientStorage = (message: string, options?: ErrorOptions) =>
  new AppError(ErrorCode.INSUFFICIENT_STORAGE, 507, message, options);

/** Turns the first zod issue into one readable sentence (any zod error: the shared zod/mini schemas' or classic). */
export function zodMessage(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // Schemas carry user-facing messages; zod's generic ones ("Invalid input: ...") get the field name.
  if (!issue.message.startsWith('Invalid input') || !field) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  return `${field}: ${issue.message}`;
}

/**
 * A zod refusal as an AppError: a 400 with the schema's code when the failing check names one in its params
 * (`{ code: ErrorCode.UNSUPPORTED_LANGUAGE }`), else VALIDATION_ERROR; the message as zodMessage words it.
 */
export function zodRefusal(error: $ZodError): AppError {
  const issue = error.issues[0];
  const named: unknown = issue?.code === 'custom' ? issue.params?.code : undefined;
  return badRequest(zodMessage(error), isErrorCode(named) ? named : ErrorCode.VALIDATION);
}

const fastifyCodes: Record<string, { code: TErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UNSUPPORTED_MEDIA, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.VALIDATION, message: 'Invalid content length' },
  FST_ERR_MAX_PARAM_LENGTH: { code: ErrorCode.VALIDATION, message: 'Request URL is too long' },
  FST_ERR_BAD_URL: { code: ErrorCode.VALIDATION, message: 'Request URL is not valid' },
};

export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again.';
/** What a client is told to wait before trying again after a 503, in seconds. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The router refuses some URLs (an over-long param, a malformed percent-encoding) before any hook runs, so
 * helmet has not set its headers on that answer yet: it gets the strictest ones, which suit a JSON error.
 */
const ERROR_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: TErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'Request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: ErrorCode.VALIDATION,
    message: 'The request took too long to arrive',
  },
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, malformed HTTP): answered
 * like every other error, `{ message, code }`, and logged at debug only, since anyone can send them.
 */
export function handleClientError(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Duplex,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    code: ErrorCode.VALIDATION,
    message: 'The request could not be read',
  };
  this.log.debug({ err: error }, 'refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ message: known.message, code: known.code });
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
    // A lingering close: the rest of the refused request is read and dropped for a moment, so the client is not
    // reset (losing this answer) for the bytes it was still sending.
    socket.end();
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    setTimeout(() => socket.destroy(), 2000).unref();
    return;
  }
  socket.destroy();
}

/** The one place that turns any thrown error into `{ message, code }`. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (!reply.hasHeader('x-content-type-options')) reply.headers(ERROR_SECURITY_HEADERS);
  // The database cannot be reached for the moment (it restarts, the network dropped, a timeout ran out):
  // nothing was committed, and the same request may be sent again.
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ message: SERVICE_UNAVAILABLE, code: ErrorCode.SERVICE_UNAVAILABLE });
  }
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return reply.status(error.status).send({ message: error.message, code: error.code });
  }
  if (error instanceof $ZodError) {
    const refusal = zodRefusal(error);
    return reply.status(400).send({ message: refusal.message, code: refusal.code });
  }
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status === 429) {
    return reply.status(429).send({ message: fe.message, code: ErrorCode.RATE_LIMITED });
  }
  if (status >= 400 && status < 500) {
    const known = fe.code ? fastifyCodes[fe.code] : undefined;
    if (known) return reply.status(status).send(known);
    if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply
        .status(400)
        .send({ message: 'Request body is not valid JSON', code: ErrorCode.VALIDATION });
    }
    return reply.status(status).send({ message: fe.message || 'Bad request', code: ErrorCode.VALIDATION });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ message: 'Something went wrong on our side', code: ErrorCode.INTERNAL });
}
