import { sql } from 'kysely';
import { TIPOS_RELATORIO, ABA_RELATORIOS, type TipoRelatorio } from '@portal/contracts/imports/abas/relatorios';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { InvalidInput, type Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao } from '../definicao.ts';
import {
  aceitar,
  carregarCadastrosDoCiclo,
  carregarCiclo,
  celula,
  dealerDa,
  erro,
  falhou,
  modeloDa,
  normalizar,
  valorDa,
  type CadastrosDoCiclo,
} from './apoio-abas.ts';

export interface ValorRelatorio {
  indicador: string;
  concessionariaId: number;
  modeloId: number;
  valor: string;
}
type Ctx = CadastrosDoCiclo & { tipo: TipoRelatorio };

export function tipoRelatorio(id: number | undefined): TipoRelatorio {
  const t = TIPOS_RELATORIO.find((x) => x.id === id);
  if (!t) throw new InvalidInput(imsg.tipoRelatorioInvalido);
  return t;
}

/**
 * Tab Relatórios (arquivo 9): figures of the chosen report type and cycle — Metas UK (WS, BW1, RTL, BW2 per model
 * type), Usados (FATURADO, CONFIRMADO per dealer, model optional), BW Faturado (BW per model type) — upserted into
 * `relatorio_valores`; the home reports show them in the columns that were a dash (contracts METRICA_DO_INDICADOR).
 */
export const relatorios: DefinicaoImportacao<ValorRelatorio, Ctx> = {
  ...ABA_RELATORIOS,
  async carregarContexto(db, params) {
    const tipo = tipoRelatorio(params.importacaoRelatorioTipoId);
    return { ...(await carregarCadastrosDoCiclo(db, params)), tipo };
  },
  validar(linha, ctx, _params, vistas) {
    const indicador = normalizar(celula(linha, 'Indicador'));
    if (!indicador) return erro(imsg.obrigatorio('Indicador'));
    if (!(ctx.tipo.indicadores as readonly string[]).includes(indicador)) return erro(imsg.indicadorInvalido(ctx.tipo.nome, ctx.tipo.indicadores));
    let concessionariaId = 0;
    let modeloId = 0;
    if (ctx.tipo.por === 'dealer' || celula(linha, 'Dealer')) {
      if (!celula(linha, 'Dealer')) return erro(imsg.exigeDealer);
      const d = dealerDa(linha, ctx);
      if (falhou(d)) return d;
      concessionariaId = d.id;
    }
    if (ctx.tipo.por === 'modelo' || celula(linha, 'Modelo')) {
      if (!celula(linha, 'Modelo')) return erro(imsg.exigeModelo);
      const m = modeloDa(linha, ctx);
      if (falhou(m)) return m;
      modeloId = m.id;
    }
    const valor = valorDa(linha, 'Valor');
    if (falhou(valor)) return valor;
    const rotulo = [indicador, celula(linha, 'Dealer'), celula(linha, 'Modelo')].filter(Boolean).join(' × ');
    return aceitar(`${indicador}|${concessionariaId}|${modeloId}`, rotulo, { indicador, concessionariaId, modeloId, valor }, vistas);
  },
  async gravarLote(trx, linhas, params, importacaoId) {
    if (!linhas.length) return;
    const tipo = tipoRelatorio(params.importacaoRelatorioTipoId);
    const ciclo = await carregarCiclo(trx, params);
    await gravarRelatorio(
      trx,
      tipo.id,
      ciclo.id,
      importacaoId,
      linhas.map((l) => l.valor),
    );
  },
};

export async function gravarRelatorio(trx: Db, tipoId: number, cicloId: number, importacaoId: number, valores: readonly ValorRelatorio[]) {
  if (!valores.length) return;
  // one statement whatever the batch's size: the columns as arrays (unnest)
  await sql`
    insert into relatorio_valores (indicador, concessionaria_id, modelo_id, valor, tipo_id, ciclo_id, importacao_id, importado_em)
    select u.*, ${tipoId}::smallint, ${cicloId}::int, ${importacaoId}::int, now()
    from unnest(${valores.map((v) => v.indicador)}::text[], ${valores.map((v) => v.concessionariaId)}::int[],
      ${valores.map((v) => v.modeloId)}::int[], ${valores.map((v) => v.valor)}::numeric[]) as u
    on conflict (tipo_id, ciclo_id, indicador, concessionaria_id, modelo_id) do update
    set valor = excluded.valor, importacao_id = excluded.importacao_id, importado_em = excluded.importado_em`.execute(trx);
}
