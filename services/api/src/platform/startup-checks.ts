import { configDoAmbiente } from '@portal/core/storage/index';
import { senhaDoPapelProblema } from '@portal/core/db/app-role';
import { limitesDoAmbiente } from './limites.ts';

/**
 * What the API refuses to start with (services/api/src/server.ts). Development conveniences — the e-mail outbox page,
 * whose reset and registration links would hand over any account, and the demo users with their published password —
 * are only allowed when PORTAL_ENV=development is said explicitly; the token secret must be long, varied and not a
 * default anyone can read in this repository.
 */
export const SEGREDOS_CONHECIDOS = ['desenvolvimento-somente-troque-em-producao-0123456789', 'changeme', 'secret', 'segredo'];

export function problemasDeInicio(env: Record<string, string | undefined>): string[] {
  const erros: string[] = [];
  const dev = env.PORTAL_ENV === 'development';
  const secret = env.JWT_SECRET ?? '';
  if (secret.length < 32) erros.push('JWT_SECRET ausente ou curto (mínimo 32 caracteres).');
  else if (SEGREDOS_CONHECIDOS.some((s) => secret.toLowerCase().includes(s)) && !dev)
    erros.push('JWT_SECRET é um valor padrão publicado no repositório: gere um segredo próprio (por exemplo, openssl rand -base64 48).');
  else if (new Set(secret).size < 12)
    erros.push('JWT_SECRET tem pouca variedade de caracteres: gere um segredo aleatório (por exemplo, openssl rand -base64 48).');
  if (!dev) {
    if (env.DEV_OUTBOX === 'true') erros.push('DEV_OUTBOX=true só é aceito com PORTAL_ENV=development: a caixa de saída mostra links de redefinição de senha.');
    if (env.SEED_DEMO === 'true') erros.push('SEED_DEMO=true só é aceito com PORTAL_ENV=development: os usuários de demonstração têm senha publicada.');
  }
  if (env.PORTAL_APP_PASSWORD) {
    const p = senhaDoPapelProblema(env.PORTAL_APP_PASSWORD);
    if (p) erros.push(p);
  }
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
