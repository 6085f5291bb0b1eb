import { sql, type RawBuilder } from 'kysely';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { expandirStatus } from '@portal/contracts/vehicles/status';
import { InvalidInput, linhas } from '../kernel/index.ts';

export interface FiltroVeiculos {
  status?: number[] | null;
  jaguar?: boolean | null;
  landrover?: boolean | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
  tipoModeloAgrupadoId?: number | null;
  derivativoId?: number | null;
  descricaoId?: number | null;
  anoModeloId?: number | null;
  mesDe?: number | number[] | null;
  mesAte?: number | null;
  anoDe?: number | null;
  anoAte?: number | null;
  chassi?: string | string[] | null;
  pedido?: string | string[] | null;
  tipoVendaFaturamento?: number | null;
  statusMonitoramento?: number | null;
  flagRangeTipo?: number | null;
  nsc?: boolean | null;
}

/** Month/year from-to must come in pairs (spec §5, overview). */
export function validarPeriodo(f: FiltroVeiculos): void {
  const erros: string[] = [];
  const mesDe = Array.isArray(f.mesDe) ? null : f.mesDe;
  if (mesDe && !f.mesAte) erros.push(vmsg.mesFim);
  if (!mesDe && f.mesAte) erros.push(vmsg.mesInicio);
  if (f.anoDe && !f.anoAte) erros.push(vmsg.anoFim);
  if (!f.anoDe && f.anoAte) erros.push(vmsg.anoInicio);
  if (erros.length) throw new InvalidInput(erros);
}

/** The list filters as SQL conditions over `veiculos v` (every one maps to an indexed or cheap column). */
export function condicoes(
  f: FiltroVeiculos,
  opts: { statusPadrao: readonly number[]; marcas: { jaguar: number | null; landrover: number | null }; hoje: string },
): RawBuilder<unknown>[] {
  const c: RawBuilder<unknown>[] = [];
  const status = expandirStatus(f.status?.length ? f.status : opts.statusPadrao);
  c.push(sql`v.status = any(${status}::smallint[])`);
  if (f.jaguar !== f.landrover && (f.jaguar || f.landrover)) {
    const marca = f.jaguar ? opts.marcas.jaguar : opts.marcas.landrover;
    c.push(sql`v.marca_id = ${marca ?? -1}`);
  }
  if (f.concessionariaGrupoId) c.push(sql`v.concessionaria_grupo_id = ${f.concessionariaGrupoId}`);
  if (f.concessionariaId) c.push(sql`v.concessionaria_id = ${f.concessionariaId}`);
  if (f.tipoModeloAgrupadoId) c.push(sql`v.modelo_id = ${f.tipoModeloAgrupadoId}`);
  if (f.derivativoId) c.push(sql`v.derivativo_id = ${f.derivativoId}`);
  if (f.descricaoId) c.push(sql`v.descricao_id = ${f.descricaoId}`);
  if (f.anoModeloId) c.push(sql`v.ano_modelo_id = ${f.anoModeloId}`);
  if (Array.isArray(f.mesDe)) {
    if (f.mesDe.length) c.push(sql`v.mes_disponibilidade = any(${f.mesDe}::smallint[])`);
  } else {
    if (f.mesDe && f.mesAte && f.anoDe && f.anoAte) {
      c.push(sql`(v.ano_disponibilidade * 100 + v.mes_disponibilidade) between ${f.anoDe * 100 + f.mesDe} and ${f.anoAte * 100 + f.mesAte}`);
    } else {
      if (f.mesDe && f.mesAte) c.push(sql`v.mes_disponibilidade between ${f.mesDe} and ${f.mesAte}`);
      if (f.anoDe && f.anoAte) c.push(sql`v.ano_disponibilidade between ${f.anoDe} and ${f.anoAte}`);
    }
  }
  const chassis = linhas(f.chassi);
  if (chassis.length) c.push(sql`v.chassi = any(${chassis}::text[])`);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) c.push(sql`v.pedido = any(${pedidos}::text[])`);
  if (f.tipoVendaFaturamento) c.push(sql`v.tipo_venda_id = ${f.tipoVendaFaturamento}`);
  if (f.nsc !== null && f.nsc !== undefined) c.push(sql`v.nsc = ${f.nsc}`);
  if (f.statusMonitoramento !== null && f.statusMonitoramento !== undefined) c.push(sql`(${emMonitoramento()}) = ${f.statusMonitoramento === 1}`);
  if (f.flagRangeTipo) c.push(sql`(${flagRange(opts.hoje)}) = ${f.flagRangeTipo}`);
  return c;
}

/** A vehicle is monitored while it sits in a dealer's stock (Cota, Consignado, Troca). */
export const emMonitoramento = () => sql<boolean>`(v.status in (0, 10, 11) and v.concessionaria_id is not null and v.data_entrada_estoque is not null)`;
export const diasEmMonitoramento = (hoje: string) => sql<number | null>`case when ${emMonitoramento()} then (${hoje}::date - v.data_entrada_estoque) end`;
/** Usage-range thresholds from the settings (defaults 30 and 60 days), read inside the statement: no extra round trip. */
const limite = (chave: string, padrao: number) =>
  sql<number>`coalesce((select nullif(regexp_replace(valor, '[^0-9]', '', 'g'), '')::int from configuracoes_portal where chave = ${chave}), ${padrao})`;
export const VERDE_ATE = limite('faixaUsoVerdeAte', 30);
export const AMARELO_ATE = limite('faixaUsoAmareloAte', 60);
/** The usage-range thresholds a statement compares with: the settings' subqueries, or values read beforehand. */
export interface LimitesFaixa {
  verdeAte: RawBuilder<number>;
  amareloAte: RawBuilder<number>;
}
const LIMITES_DAS_CONFIGURACOES: LimitesFaixa = { verdeAte: VERDE_ATE, amareloAte: AMARELO_ATE };
/** Usage-range flag (DECISIONS.md): 1 green up to `faixaUsoVerdeAte` days, 2 yellow up to `faixaUsoAmareloAte`, 3 red above. */
export const flagRange = (hoje: string, l: LimitesFaixa = LIMITES_DAS_CONFIGURACOES) =>
  sql<
    number | null
  >`case when ${emMonitoramento()} then case when (${hoje}::date - v.data_entrada_estoque) <= ${l.verdeAte} then 1 when (${hoje}::date - v.data_entrada_estoque) <= ${l.amareloAte} then 2 else 3 end end`;
export const flagRangeDescricao = (hoje: string, l: LimitesFaixa = LIMITES_DAS_CONFIGURACOES) =>
  sql<
    string | null
  >`case ${flagRange(hoje, l)} when 1 then 'Até ' || ${l.verdeAte} || ' dias em estoque' when 2 then 'De ' || (${l.verdeAte} + 1) || ' a ' || ${l.amareloAte} || ' dias em estoque' when 3 then 'Acima de ' || ${l.amareloAte} || ' dias em estoque' end`;
