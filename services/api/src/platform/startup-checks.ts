import { configDoAmbiente } from '@portal/core/storage/index';
import { senhaDoPapelProblema } from '@portal/core/db/app-role';
import { chavesDoAmbiente } from '@portal/core/access/tokens';
import { temporalSemTlsProblema } from '@portal/core/temporal/tls';
import { limitesDoAmbiente } from './limites.ts';

/**
 * What the API refuses to start with (services/api/src/server.ts). Development conveniences — the e-mail outbox page,
 * whose reset and registration links would hand over any account, and the demo users with their published password —
 * are only allowed when PORTAL_ENV=development is said explicitly; every token secret of the key ring (JWT_SECRET and
 * JWT_SECRET_ANTERIOR, or each of JWT_SECRETS) must be long, varied and not a default anyone can read in this repository;
 * a Temporal on another machine is reached over TLS (core temporal/tls.ts).
 */
export const SEGREDOS_CONHECIDOS = ['desenvolvimento-somente-troque-em-producao-0123456789', 'changeme', 'secret', 'segredo'];

export function problemasDeInicio(env: Record<string, string | undefined>): string[] {
  const erros: string[] = [];
  const dev = env.PORTAL_ENV === 'development';
  try {
    const chaves = chavesDoAmbiente(env);
    chaves.forEach((c, i) => {
      const nome = env.JWT_SECRETS?.trim() ? `JWT_SECRETS (kid ${c.kid})` : i === 0 ? 'JWT_SECRET' : 'JWT_SECRET_ANTERIOR';
      const secret = c.segredo;
      if (secret.length < 32) erros.push(`${nome} ausente ou curto (mínimo 32 caracteres).`);
      else if (SEGREDOS_CONHECIDOS.some((s) => secret.toLowerCase().includes(s)) && !dev)
        erros.push(`${nome} é um valor padrão publicado no repositório: gere um segredo próprio (por exemplo, openssl rand -base64 48).`);
      else if (new Set(secret).size < 12)
        erros.push(`${nome} tem pouca variedade de caracteres: gere um segredo aleatório (por exemplo, openssl rand -base64 48).`);
    });
  } catch (e) {
    erros.push((e as Error).message);
  }
  if (!dev) {
    if (env.DEV_OUTBOX === 'true') erros.push('DEV_OUTBOX=true só é aceito com PORTAL_ENV=development: a caixa de saída mostra links de redefinição de senha.');
    if (env.SEED_DEMO === 'true') erros.push('SEED_DEMO=true só é aceito com PORTAL_ENV=development: os usuários de demonstração têm senha publicada.');
  }
  if (env.PORTAL_APP_PASSWORD) {
    const p = senhaDoPapelProblema(env.PORTAL_APP_PASSWORD);
    if (p) erros.push(p);
  }
  const temporal = temporalSemTlsProblema(env);
  if (temporal) erros.push(temporal);
  try {
    configDoAmbiente(env);
  } catch (e) {
    erros.push((e as Error).message);
  }
  try {
    limitesDoAmbiente(env);
  } catch (e) {
    erros.push((e as Error).message);
  }
  return erros;
}
