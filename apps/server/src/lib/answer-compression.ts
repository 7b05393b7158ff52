import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this are sent as they are: compressing would save less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Answers larger than this are sent as they are too. The only ones are galleries (360 KB for 100 players on
 * 5x5), kept serialized per node and fetched by every screen after each photo: compressing one costs ~5 ms of
 * CPU each time, more than the whole fetch (docs/decisions/005-own-answer-compression.md).
 */
export const COMPRESS_MAX_BYTES = 64 * 1024;

const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

/** The weight a coding's `q` parameter gives it: 1 when absent; 0 (refused) when zero or not a number. */
function weightOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  if (!q) return 1;
  const weight = Number(q.slice(2));
  return weight > 0 ? Math.min(weight, 1) : 0;
}

/**
 * The encoding to answer with, as the client's Accept-Encoding ranks them (RFC 9110 section 12.5.3): the
 * higher `q` wins, q=0 refuses, Brotli wins a tie with gzip (it is smaller). `identity` ranked above both
 * means "rather not"; `*` is not taken as consent (no client we serve sends it alone).
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const coding = name.trim();
    weights.set(coding, Math.max(weights.get(coding) ?? 0, weightOf(params)));
  }
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? 0;
  const best = Math.max(br, gzip);
  if (best === 0 || (weights.get('identity') ?? 0) > best) return null;
  return br >= gzip ? 'br' : 'gzip';
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-encoding\b/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
  }
}

/**
 * Compresses API answers (JSON) and the index.html sent for deep links, for phones on slow networks: a card is
 * 3.8 KB of JSON, ~1 KB in Brotli. The built JS and CSS are already sent pre-compressed (static.ts); those are
 * streams and pass through untouched. Brotli quality 4: about as fast as gzip's default, and smaller.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const size = Buffer.byteLength(payload);
    const type = reply.getHeader('content-type');
    if (
      size < COMPRESS_MIN_BYTES ||
      size > COMPRESS_MAX_BYTES ||
      typeof type !== 'string' ||
      !COMPRESSIBLE.test(type) ||
      reply.getHeader('content-encoding') !== undefined
    ) {
      return done(null, payload);
    }
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return done(null, body);
  });
}
