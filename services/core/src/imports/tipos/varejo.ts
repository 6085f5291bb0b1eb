import { sql } from 'kysely';
import { ABA_VAREJO, ABA_VAREJO2 } from '@portal/contracts/imports/abas/varejo';
import type { AbaImportacao } from '@portal/contracts/imports/aba';
import type { Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao } from '../definicao.ts';
import { aceitar, carregarCadastrosDoCiclo, carregarCiclo, dealerDa, falhou, inteiroDa, modeloDa, type CadastrosDoCiclo, type Ciclo } from './apoio-abas.ts';

export interface Varejo {
  concessionariaId: number;
  modeloId: number;
  quantidade: number;
}
type Ctx = CadastrosDoCiclo;

/**
 * Tabs Varejo (arquivo 6, channel 1: dealer retail) and Retail 2 (arquivo 16, channel 2: direct sales): one row per
 * dealer × model type with the retail of the chosen cycle's month, upserted into `varejo_mensal` (replacing the demo
 * row of the same key), which the order call, BI Plano Anual and the home reports' Retail columns read.
 */
function definicao(aba: AbaImportacao, canal: 1 | 2): DefinicaoImportacao<Varejo, Ctx> {
  return {
    ...aba,
    carregarContexto: carregarCadastrosDoCiclo,
    validar(linha, ctx, _params, vistas) {
      const d = dealerDa(linha, ctx);
      if (falhou(d)) return d;
      const m = modeloDa(linha, ctx);
      if (falhou(m)) return m;
      const q = inteiroDa(linha, 'Quantidade');
      if (falhou(q)) return q;
      return aceitar(
        `${d.id}|${m.id}`,
        `${linha.celulas.Dealer?.trim()} × ${linha.celulas.Modelo?.trim()}`,
        { concessionariaId: d.id, modeloId: m.id, quantidade: q },
        vistas,
      );
    },
    async gravarLote(trx, linhas, params, importacaoId) {
      if (!linhas.length) return;
      const ciclo = await carregarCiclo(trx, params);
      await gravarVarejo(
        trx,
        ciclo,
        canal,
        importacaoId,
        linhas.map((l) => l.valor),
      );
    },
  };
}

export async function gravarVarejo(trx: Db, ciclo: Pick<Ciclo, 'ano' | 'mes'>, canal: 1 | 2, importacaoId: number, valores: readonly Varejo[]) {
  if (!valores.length) return;
  // one statement whatever the batch's size: the columns as arrays (unnest)
  await sql`
    insert into varejo_mensal (concessionaria_id, modelo_id, quantidade, ano, mes, canal, fonte, importacao_id, importado_em)
    select u.*, ${ciclo.ano}::int, ${ciclo.mes}::smallint, ${canal}::smallint, 'importacao', ${importacaoId}::int, now()
    from unnest(${valores.map((v) => v.concessionariaId)}::int[], ${valores.map((v) => v.modeloId)}::int[],
      ${valores.map((v) => v.quantidade)}::int[]) as u
    on conflict (ano, mes, concessionaria_id, modelo_id, canal) do update
    set quantidade = excluded.quantidade, fonte = 'importacao', importacao_id = excluded.importacao_id, importado_em = excluded.importado_em`.execute(trx);
}

export const varejo = definicao(ABA_VAREJO, 1);
export const varejo2 = definicao(ABA_VAREJO2, 2);
