import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { Unauthenticated } from '../kernel/index.ts';

export interface SessionToken {
  /** participante id */
  sub: number;
  /** account password version at issue time: a password change or block revokes older tokens */
  pv: number;
  /** administrator behind an acesso espelho */
  esp: number | null;
  /** forced password change: only the change is allowed */
  tco: boolean;
}
/** A verified token: its claims, the session id a server-side sign-out revokes, and when it expires. */
export interface VerifiedToken extends SessionToken {
  /** session id (jti); null only for tokens issued before sessions could be ended on the server */
  sid: string | null;
  expiraEm: Date;
}

const ALG = 'HS256';
const ISSUER = 'portal-distribuicao';

/** How many verified tokens TokenService keeps (a token is verified once, then only its expiry is checked). */
const VERIFICADOS_MAX = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were already verified, by their exact text: the same text always verifies the
   * same way, so a request only checks the expiry again (the HMAC check was the largest per-request cost of a list).
   */
  private readonly verificados = new Map<string, VerifiedToken>();
  constructor(
    secret: string,
    readonly ttlSeconds = 8 * 3600,
  ) {
    if (secret.length < 32) throw new Error('JWT secret must have at least 32 characters');
    this.key = new TextEncoder().encode(secret);
  }

  async sign(t: SessionToken, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ pv: t.pv, esp: t.esp, tco: t.tco })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(t.sub))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setJti(randomUUID())
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.key);
  }

  /** Algorithm pinned, exp and sub required; anything else answers 401. */
  async verify(token: string, now: Date = new Date()): Promise<VerifiedToken> {
    const conhecido = this.verificados.get(token);
    // jose's own rule: expired when exp <= now, in whole seconds
    if (conhecido) {
      if (conhecido.expiraEm.getTime() / 1000 > Math.floor(now.getTime() / 1000)) return conhecido;
      this.verificados.delete(token);
      throw new Unauthenticated();
    }
    const v = await this.verificar(token, now);
    if (this.verificados.size >= VERIFICADOS_MAX) this.verificados.clear();
    this.verificados.set(token, v);
    return v;
  }

  private async verificar(token: string, now: Date): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALG],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub', 'iat'],
        currentDate: now,
      });
      const sub = Number(payload.sub);
      if (!Number.isInteger(sub) || typeof payload.pv !== 'number') throw new Unauthenticated();
      return {
        sub,
        pv: payload.pv,
        esp: typeof payload.esp === 'number' ? payload.esp : null,
        tco: payload.tco === true,
        sid: typeof payload.jti === 'string' && payload.jti.length <= 64 ? payload.jti : null,
        expiraEm: new Date(payload.exp! * 1000),
      };
    } catch (e) {
      if (e instanceof Unauthenticated || e instanceof joseErrors.JOSEError || e instanceof TypeError) throw new Unauthenticated();
      throw e;
    }
  }
}
