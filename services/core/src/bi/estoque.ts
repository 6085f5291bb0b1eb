import { sql } from 'kysely';
import { FAIXAS, type DadosBiEstoque, type FaixaId, type LocalEstoque } from '@portal/contracts/bi/estoque';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { Ator, Db } from '../kernel/index.ts';
import { conferirDealer, escopoBi, opcoesBi, todas } from './comum.ts';

export interface FiltroBiEstoque {
  marcaId?: number | null;
  modeloId?: number | null;
  concessionariaId?: number | null;
}

/** `count(*) filter (…)` per age band: desde within (hoje − ate … hoje − ate of the band before]. */
function contagensPorFaixa(hoje: string) {
  let anterior = -1;
  return sql.join(
    FAIXAS.map((f) => {
      const min = anterior + 1;
      anterior = f.ate ?? 0;
      const cond =
        f.ate === null ? sql`b.desde <= ${hoje}::date - ${min}::int` : sql`b.desde between ${hoje}::date - ${f.ate}::int and ${hoje}::date - ${min}::int`;
      return sql`(count(*) filter (where ${cond}))::int as ${sql.id(f.id)}`;
    }),
  );
}

/**
 * GET bi/AnaliseEstoqueJlr and bi/AnaliseEstoqueDealer: the vehicles in the importer's or the dealers' stock today
 * (São Paulo date), per dealer × model, counted in each age band. Read from bi_veiculos through its stock index.
 */
export async function biEstoque(db: Db, ator: Ator, local: LocalEstoque, f: FiltroBiEstoque, now: Date): Promise<DadosBiEstoque> {
  await conferirDealer(db, ator, f.concessionariaId);
  const hoje = dataEmSaoPaulo(now);
  const onde = todas([
    sql`b.local = ${local}`,
    sql`b.desde <= ${hoje}::date`,
    escopoBi(ator),
    f.concessionariaId ? sql`b.concessionaria_id = ${f.concessionariaId}` : null,
    f.marcaId ? sql`b.marca_id = ${f.marcaId}` : null,
    f.modeloId ? sql`b.modelo_id = ${f.modeloId}` : null,
  ]);
  const [r, opcoes] = await Promise.all([
    sql<Record<FaixaId, number> & { concessionariaId: number | null; dealer: string; marca: string; modelo: string }>`
      with g as (
        select b.concessionaria_id, b.modelo_id, ${contagensPorFaixa(hoje)}
        from bi_veiculos b where ${onde} group by 1, 2)
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
