import { SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import { cadastrarVeiculoKpi, aprovarVeiculoKpi } from './veiculos.ts';
import { criarCaptacao, salvarOutros, salvarPreparacoes, salvarStandard } from './mensal.ts';

/** Dealers with demo KPI data (codes) and the importer's own dealer (its vehicles are Approved on registration). */
export const DEALERS_KPI_DEMO = ['JLR001', 'JLR002', 'JLR005', 'JLR009'] as const;
export const DEALER_PROPRIO_DEMO = 'JLR004';

/**
 * The KPI demo data: for a few dealers, the current and the previous month (relative to the clock) get vehicles (some
 * approved by the Administrador), preparations, standards, captações and Outros — through the commands, so the vehicles
 * have their streams and every row its audit.
 */
export async function seedKpi(deps: { db: Db; now: () => Date }): Promise<void> {
  const { db } = deps;
  const ctx = { correlationId: 'carga-demo' };
  const proprio = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', DEALER_PROPRIO_DEMO).executeTakeFirst();
  if (proprio)
    await db
      .insertInto('kpi_dealers_proprios')
      .values({ concessionaria_id: proprio.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  const dealers = await db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer'])
    .where('codigo_dealer', 'in', [...DEALERS_KPI_DEMO])
    .orderBy('id')
    .execute();
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(deps.now());
  const atual = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1;
  const politicas = await db
    .selectFrom('kpi_politicas as p')
    .innerJoin('kpi_versoes_incentivo as v', 'v.id', 'p.versao_id')
    .innerJoin('kpi_modelos_incentivo as m', 'm.id', 'v.modelo_id')
    .select(['p.id', 'p.ano_politica', 'v.id as versaoId', 'm.id as modeloId', 'm.marca_id'])
    .where('p.ano_politica', '=', Number(hoje.slice(0, 4)))
    .orderBy('p.id')
    .execute();
  let seq = 0;
  for (const [di, d] of dealers.entries()) {
    for (const m of [atual - 1, atual]) {
      const ano = Math.floor(m / 12);
      const mes = (m % 12) + 1;
      const ref = { ano, mes: { id: mes }, concessionaria: { id: d.id } };
      const ids: number[] = [];
      for (let i = 0; i < 3 + (di % 2); i++) {
        const p = politicas[(seq++ * 5) % politicas.length]!;
        const preco = 380_000 + ((seq * 37_000) % 400_000);
        const dia = String(1 + ((seq * 3) % 25)).padStart(2, '0');
        const { id } = await cadastrarVeiculoKpi(
          deps,
          SYSTEM_ACTOR,
          {
            ...ref,
            marca: { id: p.marca_id },
            chassi: `SALDEMO${String(ano).slice(2)}${String(mes).padStart(2, '0')}${String(seq).padStart(4, '0')}`,
            tipoAquisicao: { id: 1 + (seq % 2) },
            anoModelo: ano - 1 - (seq % 3),
            precoPublico: preco,
            custoAquisicao: Math.round(preco * 0.62),
            valorVenda: Math.round(preco * 0.74),
            modeloResponse: { id: p.modeloId },
            versao: { id: p.versaoId },
            politica: { id: p.id },
            anoPolitica: p.ano_politica,
            kmVeiculo: String(8000 + seq * 1500),
            dataCompra: `${ano}-${String(mes).padStart(2, '0')}-01`,
            dataVenda: `${ano}-${String(mes).padStart(2, '0')}-${dia}`,
            approved: false,
          },
          ctx,
        );
        ids.push(id);
        if (i === 0 && m < atual) await aprovarVeiculoKpi(deps, SYSTEM_ACTOR, id, ctx);
      }
      await salvarPreparacoes(
        deps,
        SYSTEM_ACTOR,
        ids.slice(0, 2).map((id, k) => ({ id, custoPreparacaoDinheiro: 4_500 + k * 1_200 + di * 300, tempoPreparacao: 3 + k + di, tempoPublicacao: 1 + k })),
        ctx,
      );
      for (const s of [1, 2, 3, 4, 5])
        await salvarStandard(deps, SYSTEM_ACTOR, { ...ref, itens: [{ id: s, cumpriu: (s + di) % 4 !== 0, justificativa: null }] }, ctx);
      for (let k = 0; k < 2; k++)
        await criarCaptacao(
          deps,
          SYSTEM_ACTOR,
          {
            ...ref,
            marca: { id: k === 0 ? 2 : 4 },
            tipoAquisicao: { id: 1 + k },
            chassi: `CAPDEMO${di}${k}${String(mes).padStart(2, '0')}${String(ano).slice(2)}`,
            modelo: k === 0 ? 'Range Rover Evoque' : 'X3',
            custoAquisicao: 210_000 + k * 40_000,
            dataCompra: `${ano}-${String(mes).padStart(2, '0')}-05`,
            casoTrocaModelo: k === 0 ? 'Defender 110' : null,
          },
          ctx,
        );
      await salvarOutros(
        deps,
        SYSTEM_ACTOR,
        {
          ...ref,
          totalVendaVeiculosNovos: 18 + di * 4,
          estoqueAte30Dias: 6 + di,
          estoque31a60Dias: 4,
          estoque61a90Dias: 2 + (di % 2),
          estoqueAcima90Dias: 1,
          mediaDiasCarrosEstoque: 37.5,
          totalSeminovosVendidosNaoJlr: 3 + di,
        },
        ctx,
      );
    }
  }
}
