import { hash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'picture-bingo';
const AUDIENCE = 'picture-bingo:host';
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  userId: string;
  /** The refresh-token family this access token was issued with (the login session). */
  sessionId: string;
}

/** A verified access token's claims, with the moment it stops being valid. */
export interface VerifiedAccessClaims extends AccessClaims {
  /** The token's `exp`, in milliseconds since the epoch (an open socket closes then). */
  expiresAt: number;
}

export interface TokenSigner {
  signAccessToken(claims: AccessClaims): Promise<string>;
  verifyAccessToken(token: string): Promise<VerifiedAccessClaims | null>;
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    signAccessToken: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}

/** A new opaque refresh token (256 bits) and the hash we store for it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

/** The SHA-256 of an opaque token as stored. `hash` is one call, a third of a `createHash` object's cost. */
export function hashOpaqueToken(token: string): string {
  return hash('sha256', token, 'base64url');
}

export function newSecret(): string {
  return randomBytes(48).toString('base64url');
}
