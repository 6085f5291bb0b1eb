import { sql, type RawBuilder } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { COLUNAS_EXPORTAVEIS, METRICAS_DEALER, METRICAS_FATURAMENTO, METRICAS_MODELO, METRICAS_SEM_DADOS, hmsg } from '@portal/contracts/reports/home';
import { InvalidInput, porVersao, type Db } from '../kernel/index.ts';
import { condicoesDealers, periodo, type FiltroDealers, type Periodo } from './periodo.ts';
import { DO_IMPORTADOR, contagens, predicados, type Valores } from './metricas.ts';
import { iterarVeiculosOnde } from './linhas.ts';
import { importados, type Importados } from './importados.ts';

/**
 * The home reports (relatorios-home/*): one aggregate statement each over the vehicles' counters for them
 * (`veiculos_contagens_relatorio`, by model; `veiculos_contagens_dealer` for the Dealer tab: docs/decisions.md "Read models
 * for the lists and reports"); a cell's export lists the vehicles themselves.
 */
const CONTADOR = sql`veiculos_contagens_relatorio`;
export interface FiltroHome extends FiltroDealers {
  ano?: number | null;
  mesId?: number | null;
}

/** The dealer a vehicle counts for: its consignee while consigned, else its current dealer. */
export const DEALER_DO_VEICULO = sql`(case when v.status = 10 then coalesce(v.dealer_consignado_id, v.concessionaria_id) else v.concessionaria_id end)`;

/** The sum of the items' figures; an imported figure no item has (all null) stays null. */
const soma = (nomes: readonly string[], itens: { valores: Valores }[]): Valores => {
  const linhas = itens.map((i) => i.valores);
  return Object.fromEntries(
    nomes.map((n) => [
      n,
      METRICAS_SEM_DADOS.has(n) && linhas.every((l) => l[n] === null || l[n] === undefined) ? null : linhas.reduce((s, l) => s + (l[n] ?? 0), 0),
    ]),
  );
};
/** A row's figures: counted over the vehicles, or imported (importados.ts: null while the month has no import of it). */
const valores = (nomes: readonly string[], r: Record<string, unknown>, imp: Importados, id: number): Valores =>
  Object.fromEntries(
    nomes.map((n) => [
      n,
      METRICAS_SEM_DADOS.has(n) ? (imp.comDados.has(n) ? (imp.por.get(id)?.[n] ?? 0) : null) : r[n] === null || r[n] === undefined ? 0 : Number(r[n]),
    ]),
  );

function contexto(actor: Actor, now: Date, f: FiltroHome) {
  const p = periodo(now, f.ano, f.mesId);
  const dealers = condicoesDealers(actor, f);
  return { p, dealers };
}

/** Tab Dealer: regions → groups → dealers, each with the 18 figures, and the totals. */
export const confirmacaoPorDealer = porVersao('relatorios-home/confirmacao-por-dealer', lerConfirmacaoPorDealer);
async function lerConfirmacaoPorDealer(db: Db, actor: Actor, now: Date, f: FiltroHome) {
  const { p, dealers } = contexto(actor, now, f);
  const { rows } = await sql<Record<string, unknown>>`
    with agg as (
      select ${DEALER_DO_VEICULO} as cid, ${contagens(METRICAS_DEALER, p, sql`true`)}
      from veiculos_contagens_dealer v
      where ${DEALER_DO_VEICULO} in (select c.id from concessionarias c where ${dealers})
      group by 1)
    select c.id as "concessionariaId", c.codigo_dealer as "codigoDealer", c.nome, c.nome_cidade as cidade, c.nome_uf as estado,
      g.id as "concessionariaGrupoId", g.nome as "grupoNome", r.id as "regionalId", r.descricao as "regionalDescricao",
      (select string_agg(pa.nome, ', ' order by pa.nome) from regional_responsaveis rr join participantes pa on pa.id = rr.participante_id where rr.regional_id = r.id) as responsavel,
      agg.*
    from concessionarias c
    join concessionaria_grupos g on g.id = c.concessionaria_grupo_id
    join regionais r on r.id = c.regional_id
    left join agg on agg.cid = c.id
    where ${dealers}
    order by r.descricao, r.id, g.nome, g.id, c.codigo_dealer`.execute(db);
  const imp = await importados(db, p, dealers, 'dealer', METRICAS_DEALER);
  const regionais: {
    regionalId: number;
    descricao: string;
    responsavel: string | null;
    valores: Valores;
    grupos: { concessionariaGrupoId: number; nome: string; valores: Valores; concessionarias: (Record<string, unknown> & { valores: Valores })[] }[];
  }[] = [];
  for (const r of rows) {
    let reg = regionais.at(-1);
    if (!reg || reg.regionalId !== r.regionalId) {
      reg = {
        regionalId: r.regionalId as number,
        descricao: r.regionalDescricao as string,
        responsavel: (r.responsavel as string) ?? null,
        valores: {},
        grupos: [],
      };
      regionais.push(reg);
    }
    let g = reg.grupos.at(-1);
    if (!g || g.concessionariaGrupoId !== r.concessionariaGrupoId) {
      g = { concessionariaGrupoId: r.concessionariaGrupoId as number, nome: r.grupoNome as string, valores: {}, concessionarias: [] };
      reg.grupos.push(g);
    }
    g.concessionarias.push({
      concessionariaId: r.concessionariaId,
      codigoDealer: r.codigoDealer,
      nome: r.nome,
      cidade: r.cidade ?? null,
      estado: r.estado ?? null,
      valores: valores(METRICAS_DEALER, r, imp, r.concessionariaId as number),
    });
  }
  for (const reg of regionais) {
    for (const g of reg.grupos) g.valores = soma(METRICAS_DEALER, g.concessionarias);
    reg.valores = soma(METRICAS_DEALER, reg.grupos);
  }
  return {
    ano: p.ano,
    mesId: p.mes,
    regionais,
    totais: soma(METRICAS_DEALER, regionais),
  };
}

/** Brands → models with the figures `nomes`, and the totals (tabs Model and Faturamento). */
async function porModelo(db: Db, p: Periodo, dealers: RawBuilder<unknown>, nomes: readonly string[]) {
  const dealer = sql`(c.id is not null and ${dealers})`;
  const { rows } = await sql<Record<string, unknown>>`
    with agg as (
      select v.modelo_id as mid, ${contagens(nomes, p, dealer)}
      from ${CONTADOR} v left join concessionarias c on c.id = ${DEALER_DO_VEICULO}
      group by 1)
    select ma.id as "marcaId", ma.nome as "marcaNome", mo.id as "tipoModeloAgrupadoId", mo.descricao, agg.*
    from modelos mo join marcas ma on ma.id = mo.marca_id left join agg on agg.mid = mo.id
    order by ma.nome, mo.descricao`.execute(db);
  const imp = await importados(db, p, dealers, 'modelo', nomes);
  const marcas: { marcaId: number; nome: string; valores: Valores; modelos: { tipoModeloAgrupadoId: number; descricao: string; valores: Valores }[] }[] = [];
  for (const r of rows) {
    let m = marcas.at(-1);
    if (!m || m.marcaId !== r.marcaId) {
      m = { marcaId: r.marcaId as number, nome: r.marcaNome as string, valores: {}, modelos: [] };
      marcas.push(m);
    }
    m.modelos.push({
      tipoModeloAgrupadoId: r.tipoModeloAgrupadoId as number,
      descricao: r.descricao as string,
      valores: valores(nomes, r, imp, r.tipoModeloAgrupadoId as number),
    });
  }
  for (const m of marcas) m.valores = soma(nomes, m.modelos);
  return {
    ano: p.ano,
    mesId: p.mes,
    marcas,
    totais: soma(nomes, marcas),
  };
}

export const confirmacaoPorModelo = porVersao('relatorios-home/confirmacao-por-modelo', lerConfirmacaoPorModelo);
async function lerConfirmacaoPorModelo(db: Db, actor: Actor, now: Date, f: FiltroHome) {
  const { p, dealers } = contexto(actor, now, f);
  return porModelo(db, p, dealers, METRICAS_MODELO);
}

export const faturamentoPorModelo = porVersao('relatorios-home/faturamento-por-modelo', lerFaturamentoPorModelo);
async function lerFaturamentoPorModelo(db: Db, actor: Actor, now: Date, f: FiltroHome) {
  const { p, dealers } = contexto(actor, now, f);
  return porModelo(db, p, dealers, METRICAS_FATURAMENTO);
}

/** Tabs Dealer Stock and NSC Stock: brands → models by model year, and the totals by model year. */
async function estoquePorAno(db: Db, actor: Actor, now: Date, f: FiltroHome, coluna: 'estoqueDealer' | 'estoqueNsc') {
  const { p, dealers } = contexto(actor, now, f);
  const dealer = sql`(c.id is not null and ${dealers})`;
  const { rows } = await sql<{ marcaId: number; marcaNome: string; modeloId: number; descricao: string; ano: number; n: number }>`
    select ma.id as "marcaId", ma.nome as "marcaNome", mo.id as "modeloId", mo.descricao, am.ano, x.n
    from (select v.modelo_id, v.ano_modelo_id, ${contagens([coluna], p, dealer)}
          from ${CONTADOR} v left join concessionarias c on c.id = ${DEALER_DO_VEICULO}
          group by 1, 2) x(modelo_id, ano_modelo_id, n)
    join modelos mo on mo.id = x.modelo_id join marcas ma on ma.id = mo.marca_id join anos_modelo am on am.id = x.ano_modelo_id
    where x.n > 0
    order by ma.nome, mo.descricao, am.ano`.execute(db);
  const anos = [...new Set(rows.map((r) => r.ano))].sort();
  const linha = (filtro: (r: (typeof rows)[number]) => boolean) =>
    anos.map((a) => ({ modelYear: a, [coluna]: rows.filter((r) => r.ano === a && filtro(r)).reduce((s, r) => s + r.n, 0) }));
  const marcas: {
    marcaId: number;
    nome: string;
    valores: ReturnType<typeof linha>;
    modelos: { tipoModeloAgrupadoId: number; descricao: string; valores: ReturnType<typeof linha> }[];
  }[] = [];
  for (const r of rows) {
    let m = marcas.find((x) => x.marcaId === r.marcaId);
    if (!m) {
      m = { marcaId: r.marcaId, nome: r.marcaNome, valores: linha((x) => x.marcaId === r.marcaId), modelos: [] };
      marcas.push(m);
    }
    if (!m.modelos.some((x) => x.tipoModeloAgrupadoId === r.modeloId))
      m.modelos.push({ tipoModeloAgrupadoId: r.modeloId, descricao: r.descricao, valores: linha((x) => x.modeloId === r.modeloId) });
  }
  return { ano: p.ano, mesId: p.mes, valores: linha(() => true), marcas };
}

export const estoqueDealerPorModelo = porVersao('relatorios-home/estoque-dealer-por-modelo', (db: Db, actor: Actor, now: Date, f: FiltroHome) =>
  estoquePorAno(db, actor, now, f, 'estoqueDealer'),
);
export const estoqueNscPorModelo = porVersao('relatorios-home/estoque-nsc-por-modelo', (db: Db, actor: Actor, now: Date, f: FiltroHome) =>
  estoquePorAno(db, actor, now, f, 'estoqueNsc'),
);

/** The consigned-stock panel (DECISIONS.md: relatorios-home/estoque-consignado): vehicles consigned now, by dealer and model. */
export const estoqueConsignado = porVersao('relatorios-home/estoque-consignado', lerEstoqueConsignado);
async function lerEstoqueConsignado(db: Db, actor: Actor, now: Date, f: FiltroHome) {
  const { p, dealers } = contexto(actor, now, f);
  const { rows } = await sql<{ concessionariaId: number; codigoDealer: string; nome: string; modelo: string; n: number }>`
    select c.id as "concessionariaId", c.codigo_dealer as "codigoDealer", c.nome, mo.descricao as modelo, sum(v.n)::int as n
    from ${CONTADOR} v join concessionarias c on c.id = ${DEALER_DO_VEICULO} join modelos mo on mo.id = v.modelo_id
    where v.status = 10 and ${dealers}
    group by 1, 2, 3, 4 order by c.codigo_dealer, mo.descricao`.execute(db);
  const modelos = [...new Set(rows.map((r) => r.modelo))].sort();
  const concessionarias: { concessionariaId: number; codigoDealer: string; nome: string; valores: { modelo: string; estoqueConsignado: number }[] }[] = [];
  for (const r of rows) {
    let c = concessionarias.at(-1);
    if (!c || c.concessionariaId !== r.concessionariaId) {
      c = {
        concessionariaId: r.concessionariaId,
        codigoDealer: r.codigoDealer,
        nome: r.nome,
        valores: modelos.map((m) => ({ modelo: m, estoqueConsignado: 0 })),
      };
      concessionarias.push(c);
    }
    c.valores.find((x) => x.modelo === r.modelo)!.estoqueConsignado = r.n;
  }
  const totais = modelos.map((m) => ({ modelo: m, estoqueConsignado: rows.filter((r) => r.modelo === m).reduce((s, r) => s + r.n, 0) }));
  return { ano: p.ano, mesId: p.mes, concessionarias, totais };
}

/** A cell's Exportar (relatorios-home/exportar/{column}): the vehicles its figure counts, for the clicked row's filters. */
export interface FiltroExportacao extends FiltroHome {
  marcaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
}
export function exportarColuna(db: Db, actor: Actor, now: Date, coluna: string, f: FiltroExportacao) {
  if (METRICAS_SEM_DADOS.has(coluna)) throw new InvalidInput(hmsg.semDados);
  if (!COLUNAS_EXPORTAVEIS.includes(coluna)) throw new InvalidInput(hmsg.colunaInvalida);
  const { p, dealers } = contexto(actor, now, f);
  const c: RawBuilder<unknown>[] = [predicados(p)[coluna]!];
  if (!DO_IMPORTADOR.has(coluna)) c.push(sql`(c.id is not null and ${dealers})`);
  if (f.marcaId) c.push(sql`v.marca_id = ${f.marcaId}`);
  if (f.tipoModeloAgrupadoId) c.push(sql`v.modelo_id = ${f.tipoModeloAgrupadoId}`);
  return iterarVeiculosOnde(db, sql.join(c, sql` and `), DEALER_DO_VEICULO);
}
