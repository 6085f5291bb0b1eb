import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { TIPOS_RELATORIO } from '@portal/contracts/imports/abas/relatorios';
import type { Db } from '../kernel/index.ts';
import { gravarVarejo } from '../imports/tipos/varejo.ts';
import { gravarFloorPlan } from '../imports/tipos/floor-plan.ts';
import { gravarRelatorio, type ValorRelatorio } from '../imports/tipos/relatorios.ts';
import { gravarEmplacamentos } from '../imports/tipos/emplacamento.ts';

/** The demo load's imports: `importacao_id` 0 (no import log row behind them). */
export const IMPORTACAO_DEMO = 0;

/**
 * A little of each import tab (Varejo, Retail 2, Floor Plan, Relatórios, Emplacamento) for the current month and the
 * one before (São Paulo), written through the tabs' own writers, so the home reports show figures where they showed a
 * dash. Fixed formulas, no randomness; the clock only picks the months.
 */
export async function seedImportacoesAbas(db: Db, now: Date): Promise<void> {
  const hoje = dataEmSaoPaulo(now);
  const [a, m] = [Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))];
  const meses = [{ ano: a, mes: m }, m === 1 ? { ano: a - 1, mes: 12 } : { ano: a, mes: m - 1 }];
  const dealers = await db.selectFrom('concessionarias').select('id').where('status', '=', 1).orderBy('codigo_dealer').execute();
  const modelos = await db.selectFrom('modelos').select('id').orderBy('id').execute();
  for (const [i, c] of meses.entries()) {
    const cicloId = c.ano * 100 + c.mes;
    const varejo = dealers.flatMap((d, di) =>
      modelos.map((mo, mi) => ({ concessionariaId: d.id, modeloId: mo.id, quantidade: ((di + 1) * (mi + 2) + i) % 6 })),
    );
    await gravarVarejo(db, c, 1, IMPORTACAO_DEMO, varejo);
    await gravarVarejo(
      db,
      c,
      2,
      IMPORTACAO_DEMO,
      varejo.filter((_, k) => k % 4 === 0).map((v) => ({ ...v, quantidade: v.quantidade % 2 })),
    );
    await gravarFloorPlan(
      db,
      cicloId,
      IMPORTACAO_DEMO,
      dealers.map((d, di) => ({
        concessionariaId: d.id,
        limite: String(2_000_000 + (di % 5) * 500_000),
        utilizado: String(1_000_000 + ((di * 7 + i) % 9) * 150_000),
      })),
    );
    const metas: ValorRelatorio[] = modelos.flatMap((mo, mi) =>
      TIPOS_RELATORIO[0].indicadores.map((ind, k) => ({ indicador: ind, concessionariaId: 0, modeloId: mo.id, valor: String(20 + mi * 3 + k * 5 + i) })),
    );
    await gravarRelatorio(db, 1, cicloId, IMPORTACAO_DEMO, metas);
    const usados: ValorRelatorio[] = dealers.flatMap((d, di) =>
      TIPOS_RELATORIO[1].indicadores.map((ind, k) => ({ indicador: ind, concessionariaId: d.id, modeloId: 0, valor: String((di + k + i) % 4) })),
    );
    await gravarRelatorio(db, 2, cicloId, IMPORTACAO_DEMO, usados);
    await gravarRelatorio(
      db,
      3,
      cicloId,
      IMPORTACAO_DEMO,
      modelos.map((mo, mi) => ({ indicador: 'BW', concessionariaId: 0, modeloId: mo.id, valor: String((mi * 2 + i) % 7) })),
    );
  }
  // registrations of billed vehicles: a few days after billing, never after today
  const faturados = await sql<{ chassi: string; concessionaria_id: number; data: string }>`
    select chassi, concessionaria_id, least(data_faturamento + 3, ${hoje}::date)::text as data
    from veiculos where data_faturamento is not null and concessionaria_id is not null order by id limit 60`.execute(db);
  if (faturados.rows.length)
    await gravarEmplacamentos(
      db,
      IMPORTACAO_DEMO,
      faturados.rows.map((v, k) => ({
        chassi: v.chassi,
        concessionariaId: v.concessionaria_id,
        data: v.data,
        placa: k % 3 ? null : `BRA${k % 10}E${String(k).padStart(2, '0').slice(-2)}`,
      })),
    );
}
