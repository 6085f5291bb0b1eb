import { sql } from 'kysely';
import { atorAlcancaDealer } from '@portal/contracts/access/reach';
import { kpiMsg, nomeMes } from '@portal/contracts/kpi/messages';
import { InvalidInput, NotFound, Refused, ehDealer, type Actor, type Db } from '../kernel/index.ts';
import { prazoKpiVencido } from '../settings/index.ts';

/** What the KPI commands and queries need: the database and the clock. */
export interface KpiDeps {
  db: Db;
  now: () => Date;
}

/** A KPI month of a dealer (the filter of every tab). */
export interface MesKpi {
  ano: number;
  mes: number;
  concessionariaId: number;
}

export interface Dealer {
  id: number;
  nome: string;
  grupoId: number | null;
}

export function validarAnoMes(ano: number | null | undefined, mes: number | null | undefined): { ano: number; mes: number } {
  if (!Number.isInteger(ano) || !Number.isInteger(mes) || ano! < 2000 || ano! > 2100 || mes! < 1 || mes! > 12) throw new InvalidInput(kpiMsg.mesInvalido);
  return { ano: ano!, mes: mes! };
}

/**
 * The dealer a user reads or writes KPI data of: importer staff name any existing dealer; a dealer user only its own (or its
 * group's with processosGrupo) and gets its own when none is named; anyone else's answers 404 (docs/architecture.md "HTTP contract": another dealer's
 * resource does not exist for it).
 */
export async function dealerDoAtor(db: Db, ator: Actor, concessionariaId: number | null | undefined): Promise<Dealer> {
  const id = concessionariaId ?? (ehDealer(ator) ? ator.concessionariaId : null);
  if (!id) throw new InvalidInput(kpiMsg.dealerObrigatorio);
  const d = await db.selectFrom('concessionarias').select(['id', 'nome', 'concessionaria_grupo_id']).where('id', '=', id).executeTakeFirst();
  if (!d) throw new NotFound(kpiMsg.dealerInexistente);
  if (ehDealer(ator) && !atorAlcancaDealer(ator, d.id, d.concessionaria_grupo_id)) throw new NotFound(kpiMsg.dealerInexistente);
  return { id: d.id, nome: d.nome, grupoId: d.concessionaria_grupo_id };
}

/** Whether a dealer user reaches this row's dealer (importer staff always do). */
export const alcanca = (ator: Actor, concessionariaId: number, grupoId: number | null) => !ehDealer(ator) || atorAlcancaDealer(ator, concessionariaId, grupoId);

/** The month lock (spec 002 §4.9): a month past its KPI deadline (settings conf10) takes no write, from anyone. */
export async function exigirMesAberto(db: Db, ano: number, mes: number, now: Date): Promise<void> {
  if (await prazoKpiVencido(db, ano, mes, now)) throw new Refused(kpiMsg.mesBloqueado(nomeMes(mes), ano));
}

/** The importer's own dealers: their KPI vehicles are Approved on registration. */
export async function ehDealerProprio(db: Db, concessionariaId: number): Promise<boolean> {
  const r = await db.selectFrom('kpi_dealers_proprios').select('concessionaria_id').where('concessionaria_id', '=', concessionariaId).executeTakeFirst();
  return !!r;
}

export const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
export const dia = (col: string) => sql<string | null>`to_char(${sql.ref(col)}, 'YYYY-MM-DD')`;
