import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTHeaderParameters } from 'jose';
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
/** Who a session token is for: a token of another service signed with a shared key is not a session here. */
export const AUDIENCE = 'portal-distribuicao';

/** A key of the ring: its id (the token header's `kid`) and its HMAC secret. */
export interface ChaveDeToken {
  kid: string;
  segredo: string;
}
const KID = /^[A-Za-z0-9._-]{1,64}$/;
const SEGREDO_MINIMO = 32;

/** The kid of a key given without one (JWT_SECRET): derived from the secret, so every instance with it names it alike, and it reveals nothing of it. */
export function kidDoSegredo(segredo: string): string {
  return createHmac('sha256', segredo).update('portal-distribuicao kid').digest('base64url').slice(0, 12);
}

/**
 * The key ring from the environment, the signing key first. Either JWT_SECRETS='kid1:segredo1,kid2:segredo2' (the first
 * signs, the others are still accepted), or JWT_SECRET (signs) with JWT_SECRET_ANTERIOR (still accepted), each with a
 * kid derived from the secret. Throws a pt-BR message for a configuration the API must not start with.
 */
export function chavesDoAmbiente(env: Record<string, string | undefined>): ChaveDeToken[] {
  const lista = env.JWT_SECRETS?.trim();
  const atual = env.JWT_SECRET ?? '';
  const anterior = env.JWT_SECRET_ANTERIOR ?? '';
  let chaves: ChaveDeToken[];
  if (lista) {
    if (atual || anterior) throw new Error('Defina JWT_SECRETS ou JWT_SECRET (com JWT_SECRET_ANTERIOR), não os dois.');
    chaves = lista.split(',').map((item) => {
      const i = item.indexOf(':');
      const kid = item.slice(0, i).trim();
      if (i < 0 || !KID.test(kid)) throw new Error('JWT_SECRETS: use kid:segredo separados por vírgula (kid com letras, números, ".", "_" ou "-", até 64).');
      return { kid, segredo: item.slice(i + 1).trim() };
    });
  } else {
    chaves = [{ kid: kidDoSegredo(atual), segredo: atual }];
    if (anterior) chaves.push({ kid: kidDoSegredo(anterior), segredo: anterior });
  }
  if (new Set(chaves.map((c) => c.kid)).size < chaves.length) throw new Error('JWT_SECRETS: cada chave precisa de um kid próprio.');
  return chaves;
}

/** How many verified tokens TokenService keeps (a token is verified once, then only its expiry is checked). */
const VERIFICADOS_MAX = 10_000;

/**
 * Signs session tokens with the ring's first key and verifies them with any key of the ring, chosen by the token's `kid`:
 * the signing key rotates without signing everyone out (see README, "Rotating the signing key"). A token without a kid,
 * with a kid outside the ring or for another audience is refused.
 */
export class TokenService {
  private readonly assinatura: { kid: string; key: Uint8Array };
  private readonly chaves: ReadonlyMap<string, Uint8Array>;
  /**
   * Tokens whose signature and claims were already verified, by their exact text: the same text always verifies the
   * same way, so a request only checks the expiry again (the HMAC check was the largest per-request cost of a list).
   */
  private readonly verificados = new Map<string, VerifiedToken>();
  /** `chaves`: the ring, the signing key first; a bare secret is a ring of one key with a derived kid. */
  constructor(
    chaves: string | readonly ChaveDeToken[],
    readonly ttlSeconds = 8 * 3600,
  ) {
    const anel = typeof chaves === 'string' ? [{ kid: kidDoSegredo(chaves), segredo: chaves }] : chaves;
    const primeira = anel[0];
    if (!primeira) throw new Error('JWT key ring is empty');
    const mapa = new Map<string, Uint8Array>();
    for (const c of anel) {
      if (c.segredo.length < SEGREDO_MINIMO) throw new Error('JWT secret must have at least 32 characters');
      if (!KID.test(c.kid) || mapa.has(c.kid)) throw new Error(`JWT key id invalid or repeated: ${c.kid}`);
      mapa.set(c.kid, new TextEncoder().encode(c.segredo));
    }
    this.chaves = mapa;
    this.assinatura = { kid: primeira.kid, key: mapa.get(primeira.kid)! };
  }

  /** The kid new tokens are signed with. */
  get kidAtual(): string {
    return this.assinatura.kid;
  }

  async sign(t: SessionToken, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ pv: t.pv, esp: t.esp, tco: t.tco })
      .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: this.assinatura.kid })
      .setSubject(String(t.sub))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setJti(randomUUID())
      .setExpirationTime(iat + this.ttlSeconds)
      .sign(this.assinatura.key);
  }

  /** Algorithm pinned; a kid of the ring, this audience, exp and sub required; anything else answers 401. */
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

  private chaveDe(kid: string | undefined): Uint8Array {
    const key = kid === undefined ? undefined : this.chaves.get(kid);
    if (!key) throw new Unauthenticated();
    return key;
  }

  private async verificar(token: string, now: Date): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, (h: JWTHeaderParameters) => this.chaveDe(h.kid), {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
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
