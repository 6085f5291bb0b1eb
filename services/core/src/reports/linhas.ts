import { sql, type RawBuilder } from 'kysely';
import { STATUS_NOME, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import type { Db } from '../kernel/index.ts';

/** The vehicle row of the report details and exports (a reduced spec §3 row), built in SQL. */
export interface LinhaVeiculo {
  id: number;
  pedido: string;
  chassi: string;
  marca: string;
  modelo: string;
  derivativo: string;
  descricao: string;
  my: number;
  corExterna: string;
  corInterna: string;
  status: number;
  statusDescricao: string;
  dealer: string | null;
  regional: string | null;
  grupo: string | null;
  tipoVenda: string | null;
  tipoPagamento: string | null;
  dataDisponibilidade: string | null;
  dataSolicitacaoFaturamento: string | null;
  dataFaturamento: string | null;
  notaFiscal: string | null;
}

const COLUNAS = sql`
  v.id, v.pedido, v.chassi, ma.nome as marca, mo.descricao as modelo, d.descricao as derivativo, v.descricao, am.ano as my,
  v.cor_externa as "corExterna", v.cor_interna as "corInterna", v.status::int as status,
  c.codigo_dealer || ' - ' || c.nome as dealer, r.descricao as regional, g.nome as grupo,
  tv.nome as "tipoVenda", tp.nome as "tipoPagamento",
  to_char(v.data_disponibilidade, 'DD/MM/YYYY') as "dataDisponibilidade",
  to_char(v.data_solicitacao_faturamento at time zone 'America/Sao_Paulo', 'DD/MM/YYYY') as "dataSolicitacaoFaturamento",
  to_char(v.data_faturamento, 'DD/MM/YYYY') as "dataFaturamento", v.nota_fiscal as "notaFiscal"`;

/** `dealerDoVeiculo`: the expression naming the dealer `c` the vehicle counts for (joined as `c` for the filters). */
const DE = (dealerDoVeiculo: RawBuilder<unknown>) => sql`
  from veiculos v
  left join concessionarias c on c.id = ${dealerDoVeiculo}
  left join regionais r on r.id = c.regional_id
  left join concessionaria_grupos g on g.id = c.concessionaria_grupo_id
  join marcas ma on ma.id = v.marca_id join modelos mo on mo.id = v.modelo_id
  join derivativos d on d.id = v.derivativo_id join anos_modelo am on am.id = v.ano_modelo_id
  left join tipos_venda tv on tv.id = v.tipo_venda_id left join tipos_pagamento tp on tp.id = v.tipo_pagamento_id`;

const decorar = (r: LinhaVeiculo): LinhaVeiculo => ({ ...r, statusDescricao: STATUS_NOME[r.status as StatusVeiculo] ?? String(r.status) });

/**
 * One page of the vehicles meeting `onde`, newest first, and how many meet it: the count reads only the vehicles and
 * the dealer the filters may name (the other joins are to required references and change no count).
 */
export async function paginaDeVeiculosOnde(
  db: Db,
  onde: RawBuilder<unknown>,
  dealerDoVeiculo: RawBuilder<unknown>,
  pagina: { offset: number; perPage: number },
): Promise<{ rows: LinhaVeiculo[]; total: number }> {
  const [linhas, contagem] = await Promise.all([
    sql<LinhaVeiculo>`select ${COLUNAS} ${DE(dealerDoVeiculo)} where ${onde} order by v.id desc limit ${pagina.perPage} offset ${pagina.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from veiculos v left join concessionarias c on c.id = ${dealerDoVeiculo} where ${onde}`.execute(db),
  ]);
  return { rows: linhas.rows.map(decorar), total: contagem.rows[0]?.n ?? 0 };
}

/** Every vehicle meeting `onde`, in batches by id (keyset), for streamed exports. */
export async function* iterarVeiculosOnde(db: Db, onde: RawBuilder<unknown>, dealerDoVeiculo: RawBuilder<unknown>): AsyncGenerator<LinhaVeiculo> {
  const LOTE = 5000;
  let antesDe = 2_147_483_647;
  for (;;) {
    const { rows } =
      await sql<LinhaVeiculo>`select ${COLUNAS} ${DE(dealerDoVeiculo)} where ${onde} and v.id < ${antesDe} order by v.id desc limit ${LOTE}`.execute(db);
    for (const r of rows) yield decorar(r);
    if (rows.length < LOTE) return;
    antesDe = rows[rows.length - 1]!.id;
  }
}
