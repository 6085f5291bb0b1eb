import { smsg } from '@portal/contracts/swaps/messages';
import { InvalidInput, Refused, emTransacaoDoStream, type Actor, type Ctx, type Resultado } from '../kernel/index.ts';
import { gerarSolicitacao, type GerarInput } from '../billing/index.ts';
import { efetivar, prepararAceite, type AceitarTroca, type SwapDeps } from './commands.ts';
import { swapStream } from './aggregate.ts';

export interface AceitarComFaturamento {
  /** the swaps accepted together, each naming exactly one offered vehicle */
  trocas: AceitarTroca[];
  /** the billing-request modal's fields; the vehicles are the swaps' chosen ones */
  faturamento: Omit<GerarInput, 'veiculoId'>;
}
export interface AceiteComFaturamento {
  mensagem: string;
  trocas: number[];
  /** other requests closed by these answers (their expiry workflows are told) */
  encerradas: number[];
  faturamento: Resultado[];
}

/**
 * PUT veiculos/troca/pedido/aceitar: the owner accepts one or more received swaps through the billing-request modal
 * ('O faturamento dessa troca deve ser realizada:'). One transaction: each swap's answer, both vehicles to the other dealer,
 * the other open requests on them closed, and the billing request of every vehicle received. Any refusal — a swap's (404, 400,
 * 422 with the machine's reason) or the billing request's (400 with the modal's message, 422) — leaves nothing written.
 */
export async function aceitarComFaturamento(deps: SwapDeps, ator: Actor, input: AceitarComFaturamento, ctx: Ctx): Promise<AceiteComFaturamento> {
  const ids = input.trocas.map((t) => t.veiculoTrocaPedidoId);
  if (new Set(ids).size !== ids.length) throw new InvalidInput(smsg.trocaRepetida);
  if (ids.length === 0) throw new InvalidInput(smsg.peloMenosUmVeiculo);
  const preparados: Awaited<ReturnType<typeof prepararAceite>>[] = [];
  for (const t of input.trocas) preparados.push(await prepararAceite(deps, ator, t, { comFaturamento: true }));
  const recebidos = preparados.map((p) => p.unico!);
  if (new Set(recebidos).size !== recebidos.length) throw new Refused(smsg.veiculoRecebidoRepetido);
  const primeira = preparados[0]!.troca;
  return emTransacaoDoStream(deps.db, swapStream(primeira.id), async (trx) => {
    const emTrx = { ...deps, db: trx };
    const encerradas: number[] = [];
    for (const p of preparados) encerradas.push(...(await efetivar(emTrx, ator, p.troca, p.ev, p.unico, ctx)));
    const faturamento = await gerarSolicitacao(
      emTrx,
      ator,
      { ...input.faturamento, veiculoId: recebidos, dealerSolicitante: input.faturamento.dealerSolicitante ?? primeira.concessionaria_dona_id },
      ctx,
      // one refusal refuses the whole answer; the stalled-stock block does not stop answering a received swap
      { modo: 'todos', semBloqueioParados: true },
    );
    return { mensagem: smsg.trocaAceita, trocas: ids, encerradas: encerradas.filter((id) => !ids.includes(id)), faturamento };
  });
}
