import { sql } from 'kysely';
import { PARAMETROS_PADRAO, type EntradaDistribuicao } from '@portal/contracts/order-call/distribuicao';
import { STATUS } from '@portal/contracts/vehicles/status';
import { NotFound, type Db } from '../kernel/index.ts';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { contextoDoPlano } from './aggregate.ts';

/** Vehicles that count as a dealer's stock (allocated to it and not invoiced): quota, awaiting authorisation, consigned, swap, reserved. */
export const STATUS_ESTOQUE_DEALER = [STATUS.cota, STATUS.aguardandoAutorizacao, STATUS.consignado, STATUS.troca, STATUS.reservado];

/** The calendar year and month of month `mes` in fiscal year `anoFiscal` (April to March, named by the year it ends in). */
export const anoCalendario = (anoFiscal: number, mes: number) => (mes >= 4 ? anoFiscal - 1 : anoFiscal);

/** The `meses` calendar months before (ano, mes), oldest first. */
export function mesesAntes(ano: number, mes: number, meses: number): { ano: number; mes: number }[] {
  const out: { ano: number; mes: number }[] = [];
  for (let i = meses; i >= 1; i--) {
    const t = ano * 12 + (mes - 1) - i;
    out.push({ ano: Math.floor(t / 12), mes: (t % 12) + 1 });
  }
  return out;
}

/**
 * The distribution's inputs for plan `planoId`, restricted to `modeloIds` (a workflow step computes a few model types
 * at a time; the rule weighs each model type on its own, so a step's result is the whole computation's for them):
 * the plan's cells, the active dealers, the annual plan of the plan's fiscal year, the retail of the months before the
 * plan's month and the dealers' stock in the vehicles read model.
 */
export async function entradasDoPlano(db: Db, planoId: number, modeloIds?: number[]): Promise<EntradaDistribuicao & { grupos: Map<number, number | null> }> {
  const r = await db.selectFrom('planos_producao').select('contexto').where('id', '=', planoId).executeTakeFirst();
  if (!r) throw new NotFound(ocmsg.planoNaoEncontrado);
  const c = contextoDoPlano(r);
  const so = (m: number) => !modeloIds || modeloIds.includes(m);
  const plano = Object.entries(c.celulas)
    .map(([k, quantidade]) => {
      const [tipoModeloId, cicloId] = k.split(':').map(Number);
      return { tipoModeloId: tipoModeloId!, cicloId: cicloId!, quantidade };
    })
    .filter((x) => so(x.tipoModeloId));
  const p = PARAMETROS_PADRAO;
  const janela = mesesAntes(anoCalendario(c.anoFiscal!, c.mes!), c.mes!, p.mesesVarejo);
  const ids = modeloIds && modeloIds.length ? modeloIds : [-1];
  // the inputs are kept per vehicle model: each counts for the managed model type of its name (view tipos_modelo_veiculos)
  const filtroModelo = modeloIds ? sql`and t.tipo_modelo_agrupado_id = any(${ids})` : sql``;
  const doTipo = sql`join tipos_modelo_veiculos t on t.modelo_id = x.modelo_id`;
  const [dealers, anual, varejo, estoque] = await Promise.all([
    db.selectFrom('concessionarias').select(['id', 'codigo_dealer', 'nome', 'concessionaria_grupo_id']).where('status', '=', 1).execute(),
    sql<{ d: number; m: number; q: number }>`
      select x.concessionaria_id d, t.tipo_modelo_agrupado_id m, sum(x.quantidade)::int q from plano_anual x ${doTipo}
      where x.ano_fiscal = ${c.anoFiscal} ${filtroModelo}
      group by 1, 2`.execute(db),
    sql<{ d: number; m: number; q: number }>`
      select x.concessionaria_id d, t.tipo_modelo_agrupado_id m, sum(x.quantidade)::int q from varejo_mensal x ${doTipo}
      where (x.ano * 12 + x.mes) between ${janela[0]!.ano * 12 + janela[0]!.mes} and ${janela[janela.length - 1]!.ano * 12 + janela[janela.length - 1]!.mes} ${filtroModelo}
      group by 1, 2`.execute(db),
    sql<{ d: number; m: number; q: number }>`
      select x.concessionaria_id d, t.tipo_modelo_agrupado_id m, count(*)::int q from veiculos x ${doTipo}
      where x.concessionaria_id is not null and x.status = any(${STATUS_ESTOQUE_DEALER}) ${filtroModelo}
      group by 1, 2`.execute(db),
  ]);
  const nomeMes = (x: { ano: number; mes: number }) => `${String(x.mes).padStart(2, '0')}/${x.ano}`;
  const v = (rows: { d: number; m: number; q: number }[]) => rows.map((x) => ({ concessionariaId: x.d, tipoModeloId: x.m, quantidade: Number(x.q) }));
  return {
    plano,
    dealers: dealers.map((d) => ({ concessionariaId: d.id, codigo: d.codigo_dealer, nome: d.nome })),
    planoAnual: v(anual.rows),
    varejo: v(varejo.rows),
    estoque: v(estoque.rows),
    parametros: p,
    fontes: {
      planoAnual: `Plano anual do ano fiscal ${c.anoFiscal} (plano_anual)`,
      varejo: `Varejo de ${nomeMes(janela[0]!)} a ${nomeMes(janela[janela.length - 1]!)} (varejo_mensal)`,
      estoque: 'Estoque do dealer no Portal (veículos em Cota, Aguardando Autorização, Consignado, Troca ou Reservado)',
    },
    grupos: new Map(dealers.map((d) => [d.id, d.concessionaria_grupo_id])),
  };
}
