import { sql } from 'kysely';
import { msg } from '@portal/contracts/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import type { Principal } from '@portal/core/access/index';
import { DomainError, type Db } from '@portal/core/kernel/index';

/**
 * The daily budget of stored upload bytes (docs/decisions.md "Rate limits"): per dealer for a dealer's users (their
 * uploads share it), per user for the importer's staff; the day is São Paulo's. Counted in `orcamento_envios` inside
 * the transaction that records the file, so a refused or failed upload spends nothing, and two uploads at once cannot
 * both take the last bytes.
 */
const MB = 1024 * 1024;
const FUSO_SP_MS = 3 * 3600_000; // São Paulo has kept UTC−3 all year since 2019

const chaveOrcamento = (p: Principal) =>
  p.grupoPerfil === GRUPO_PERFIL.Dealer && p.concessionariaId !== null ? `concessionaria:${p.concessionariaId}` : `usuario:${p.userId}`;

const diaSp = (agora: Date) => new Date(agora.getTime() - FUSO_SP_MS).toISOString().slice(0, 10);

/** The refusal: 429, naming the budget, with Retry-After up to São Paulo's next midnight. */
export class OrcamentoEsgotado extends DomainError {
  readonly retryAfterSegundos: number;
  constructor(limite: number, agora: Date) {
    super(429, [msg.orcamentoEnvioEsgotado(Math.floor(limite / MB))]);
    const local = agora.getTime() - FUSO_SP_MS;
    this.retryAfterSegundos = Math.max(1, Math.ceil((Math.floor(local / 86_400_000 + 1) * 86_400_000 - local) / 1000));
  }
}

/** Bytes already stored today by the principal's dealer (or by the staff user). */
export async function orcamentoUsado(db: Db, p: Principal, agora: Date): Promise<number> {
  const r = await sql<{ bytes: string }>`select bytes from orcamento_envios where chave = ${chaveOrcamento(p)} and dia = ${diaSp(agora)}::date`.execute(db);
  return Number(r.rows[0]?.bytes ?? 0);
}

/** Refuses at once an upload whose declared size already cannot fit (before a byte is read). */
export async function conferirOrcamento(db: Db, p: Principal, agora: Date, limite: number | null, bytesMinimos: number): Promise<void> {
  if (limite === null) return;
  if ((await orcamentoUsado(db, p, agora)) + Math.max(0, bytesMinimos) > limite) throw new OrcamentoEsgotado(limite, agora);
}

/** Spends `bytes` of today's budget in `trx` (the transaction that records the file), or refuses with OrcamentoEsgotado. */
export async function gastarOrcamento(trx: Db, p: Principal, agora: Date, limite: number | null, bytes: number): Promise<void> {
  if (limite === null) return;
  if (bytes > limite) throw new OrcamentoEsgotado(limite, agora);
  const r = await sql<{ bytes: string }>`
    insert into orcamento_envios (chave, dia, bytes) values (${chaveOrcamento(p)}, ${diaSp(agora)}::date, ${bytes})
    on conflict (chave, dia) do update set bytes = orcamento_envios.bytes + excluded.bytes
      where orcamento_envios.bytes + excluded.bytes <= ${limite}
    returning bytes`.execute(trx);
  if (r.rows.length === 0) throw new OrcamentoEsgotado(limite, agora);
}
