import type { Db } from '../kernel/index.ts';
import type { TokenService } from './tokens.ts';

export interface AccessDeps {
  db: Db;
  tokens: TokenService;
  now: () => Date;
  /** public URL of the console, used in e-mailed links */
  appUrl: string;
}

export async function senhaValidadeDias(db: Db): Promise<number> {
  const row = await db.selectFrom('configuracoes_portal').select('valor').where('chave', '=', 'senhaValidadeDias').executeTakeFirst();
  const n = Number(row?.valor ?? 90);
  return Number.isFinite(n) && n > 0 ? n : 90;
}
