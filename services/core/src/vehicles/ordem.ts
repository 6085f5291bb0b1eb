import { sql, type RawBuilder } from 'kysely';
import { STATUS_NOME } from '@portal/contracts/vehicles/status';
import { comoSeLe, ordemDaLista, type OrdemPedida } from '../kernel/index.ts';
import { emMonitoramento } from './filters.ts';

/** A name shown in the row (a reference table's), read by id for the order. */
const nome = (tabela: string, coluna: string, id: string) => sql`(select r.${sql.ref(coluna)} from ${sql.table(tabela)} r where r.id = ${sql.ref(`v.${id}`)})`;
/** The status as the row names it (STATUS_NOME), so the column sorts as read. */
const statusDescricao = comoSeLe(sql`v.status`, STATUS_NOME);

/**
 * The vehicle lists' sortable columns (the row's names, docs/decisions.md "Lists sort"): each one's SQL, on the vehicle
 * row `v`. What the row shows from a reference table (model, dealer, sale type…) sorts by that table's name.
 */
const colunasOrdenaveis = (hoje: string): Record<string, RawBuilder<unknown>> => ({
  pedido: sql`v.pedido`,
  chassi: sql`v.chassi`,
  modelo: nome('modelos', 'descricao', 'modelo_id'),
  derivativo: nome('derivativos', 'descricao', 'derivativo_id'),
  descricaoVeiculo: sql`v.descricao`,
  my: nome('anos_modelo', 'ano', 'ano_modelo_id'),
  corExterna: sql`v.cor_externa`,
  dealerAtual: nome('concessionarias', 'codigo_dealer', 'concessionaria_id'),
  statusDescricao,
  tipoVendaFaturamento: nome('tipos_venda', 'nome', 'tipo_venda_id'),
  dataDisponibilidadeFormatada: sql`v.data_disponibilidade`,
  diasEmEstoque: sql`case when v.data_entrada_estoque is not null then coalesce(v.data_faturamento, ${hoje}::date) - v.data_entrada_estoque end`,
  statusMonitoramentoDescricao: sql`not ${emMonitoramento()}`, // as the text reads: Em before Sem
  nsc: sql`v.nsc`,
  notaFiscal: sql`v.nota_fiscal`,
  dataDeFaturamento: sql`v.data_faturamento`,
  BloqueadoTroca: sql`not v.bloqueado_troca`, // as the text reads: bloqueado before livre
});

/** The ORDER BY of a vehicle list asked by a column's header (null: the list's own, newest first). */
export const ordemVeiculos = (o: OrdemPedida, hoje: string) => ordemDaLista(o, colunasOrdenaveis(hoje), sql`v.id`);
