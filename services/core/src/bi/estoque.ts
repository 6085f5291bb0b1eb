import { sql } from 'kysely';
import { DIAS_FROTA_DEMO, FAIXAS, type DadosBiEstoque, type FaixaId, type PainelIdade } from '@portal/contracts/bi/estoque';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { type Actor, type Db, emCacheDoAtor } from '../kernel/index.ts';
import { conferirDealer, escopoBi, opcoesBi, todas } from './comum.ts';

export interface FiltroBiEstoque {
  marcaId?: number | null;
  modeloId?: number | null;
  concessionariaId?: number | null;
}

/**
 * `count(*) filter (…)` per age band: desde within (hoje − ate … hoje − ate of the band before]; over a counter
 * (`contador`), the sum of its `n` there (0 when none, as the count).
 */
function contagensPorFaixa(hoje: string, desde: string, contador = false) {
  const col = sql.ref(desde);
  let anterior = -1;
  return sql.join(
    FAIXAS.map((f) => {
      const min = anterior + 1;
      anterior = f.ate ?? 0;
      const cond =
        f.ate === null ? sql`${col} <= ${hoje}::date - ${min}::int` : sql`${col} between ${hoje}::date - ${f.ate}::int and ${hoje}::date - ${min}::int`;
      return contador
        ? sql`(coalesce(sum(b.n) filter (where ${cond}), 0))::int as ${sql.id(f.id)}`
        : sql`(count(*) filter (where ${cond}))::int as ${sql.id(f.id)}`;
    }),
  );
}

/**
 * GET bi/AnaliseEstoqueJlr and bi/AnaliseEstoqueDealer: the vehicles in the importer's or the dealers' stock today
 * (São Paulo date), per dealer × model, counted in each age band. Summed from the stock counter `bi_estoque_contagens`
 * (docs/decisions.md "Read models for the lists and reports": per stock × entry day × dealer × brand × model, kept with
 * bi_veiculos); the demo fleet below is counted over bi_veiculos (its Test Drive index).
 */
/**
 * `testDrive` (GET bi/TestDrive, the pipeline's Veículo Demo tab): the demo fleet — vehicles billed with the Test Drive
 * sale type (the same vehicles that tab's status table counts) in the last DIAS_FROTA_DEMO days — by age since billed.
 */
export const biEstoque = (db: Db, ator: Actor, local: PainelIdade, f: FiltroBiEstoque, now: Date): Promise<DadosBiEstoque> =>
  emCacheDoAtor(db, `bi/estoque/${local}`, ator, now, f, () => lerBiEstoque(db, ator, local, f, now));
async function lerBiEstoque(db: Db, ator: Actor, local: PainelIdade, f: FiltroBiEstoque, now: Date): Promise<DadosBiEstoque> {
  await conferirDealer(db, ator, f.concessionariaId);
  const hoje = dataEmSaoPaulo(now);
  const demo = local === 'testDrive';
  const onde = todas([
    demo
      ? sql`b.test_drive and b.data_faturamento between ${hoje}::date - ${DIAS_FROTA_DEMO}::int and ${hoje}::date`
      : sql`b.local = ${local} and b.desde <= ${hoje}::date`,
    escopoBi(ator),
    f.concessionariaId ? sql`b.concessionaria_id = ${f.concessionariaId}` : null,
    f.marcaId ? sql`b.marca_id = ${f.marcaId}` : null,
    f.modeloId ? sql`b.modelo_id = ${f.modeloId}` : null,
  ]);
  const [r, opcoes] = await Promise.all([
    sql<Record<FaixaId, number> & { concessionariaId: number | null; dealer: string; marca: string; modelo: string }>`
      with g as (
        select b.concessionaria_id, b.modelo_id, ${contagensPorFaixa(hoje, demo ? 'b.data_faturamento' : 'b.desde', !demo)}
        from ${demo ? sql`bi_veiculos` : sql`bi_estoque_contagens`} b where ${onde} group by 1, 2)
      select g.*, g.concessionaria_id "concessionariaId",
             coalesce(c.codigo_dealer || ' - ' || c.nome, 'Sem dealer') dealer, coalesce(ma.nome, '-') marca, coalesce(m.descricao, '-') modelo
      from g left join concessionarias c on c.id = g.concessionaria_id
      left join modelos m on m.id = g.modelo_id left join marcas ma on ma.id = m.marca_id
      order by dealer, modelo`.execute(db),
    opcoesBi(db, ator),
  ]);
  return {
    local,
    hoje,
    opcoes,
    linhas: r.rows.map((x) => ({
      concessionariaId: x.concessionariaId,
      dealer: x.dealer,
      marca: x.marca,
      modelo: x.modelo,
      faixas: Object.fromEntries(FAIXAS.map((fx) => [fx.id, Number(x[fx.id])])) as Record<FaixaId, number>,
    })),
  };
}
