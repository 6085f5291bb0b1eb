import type { Db } from '../kernel/index.ts';

/**
 * What a mark's notification names and whom it reaches beyond the row: the dealer's group, the swap's vehicle, the
 * boleto's order, the KPI month.
 */
export async function referenciaDoRegistro(trx: Db, tipo: string, registroId: number, concessionariaId: number | null) {
  const grupo =
    concessionariaId === null
      ? undefined
      : await trx.selectFrom('concessionarias').select('concessionaria_grupo_id').where('id', '=', concessionariaId).executeTakeFirst();
  const concessionariaGrupoId = grupo?.concessionaria_grupo_id ?? null;
  if (tipo === 'troca') {
    const t = await trx.selectFrom('trocas').select('veiculo_interesse_id').where('id', '=', registroId).executeTakeFirst();
    return { concessionariaGrupoId, veiculoId: t?.veiculo_interesse_id ?? null };
  }
  if (tipo === 'boleto') {
    const b = await trx.selectFrom('boletos').select(['pedido_id', 'numero_parcela']).where('id', '=', registroId).executeTakeFirst();
    return { concessionariaGrupoId, pedidoId: b?.pedido_id ?? null, parcela: b?.numero_parcela ?? null };
  }
  if (tipo === 'faturamento') {
    const v = await trx.selectFrom('veiculos').select(['chassi', 'pedido']).where('id', '=', registroId).executeTakeFirst();
    return { concessionariaGrupoId, chassi: v?.chassi ?? v?.pedido ?? null };
  }
  if (tipo === 'pedido') {
    const p = await trx.selectFrom('pedidos').select('codigo').where('id', '=', registroId).executeTakeFirst();
    return { concessionariaGrupoId, codigo: p?.codigo ?? null };
  }
  if (tipo === 'nota-fiscal') {
    const n = await trx.selectFrom('notas_fiscais').select('numero_nota_fiscal').where('id', '=', registroId).executeTakeFirst();
    return { concessionariaGrupoId, numero: n?.numero_nota_fiscal ?? null };
  }
  if (tipo === 'kpi') return { concessionariaGrupoId, ano: Math.floor(registroId / 100), mes: registroId % 100 };
  return { concessionariaGrupoId };
}
