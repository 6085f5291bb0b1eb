import type { FastifyInstance } from 'fastify';
import { SINAIS_TROCA } from '@portal/contracts/swaps/workflows';
import { AceitarComFaturamentoBody, AceitarParams, AceiteComFaturamentoAnswer } from '@portal/contracts/swaps/schemas';
import { aceitarComFaturamento } from '@portal/core/swaps/aceite';
import type { SwapDeps } from '@portal/core/swaps/commands';
import { correlacao, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { sinalizar } from './temporal.ts';

/**
 * PUT veiculos/troca/pedido/aceitar: the accept through the billing-request modal. The query names the swap the modal was
 * opened for (the spec's five fields), the body carries the modal's billing fields and the other swaps accepted with it.
 */
export async function swapAceiteRoutes(appBase: FastifyInstance, opts: { deps: SwapDeps }) {
  const rota = rotas(appBase, ['Trocas']);
  const { deps } = opts;

  rota.put('/veiculos/troca/pedido/aceitar', {
    config: acessosDe('trocas').editar,
    summary: 'Aceitar a troca com a solicitação de faturamento do(s) veículo(s) recebido(s), numa só transação',
    query: AceitarParams,
    body: AceitarComFaturamentoBody,
    answer: AceiteComFaturamentoAnswer,
    handler: async (req) => {
      const { outrasTrocas, ...faturamento } = req.body;
      const body = { ...faturamento, dataFaturamento: faturamento.dataFaturamento ? faturamento.dataFaturamento.slice(0, 10) : null };
      const r = await aceitarComFaturamento(deps, principalOf(req), { trocas: [req.query, ...(outrasTrocas ?? [])], faturamento: body }, correlacao(req));
      await sinalizar(req, [
        ...r.trocas.map((trocaId) => ({ trocaId, sinal: SINAIS_TROCA.aceita })),
        ...r.encerradas.map((trocaId) => ({ trocaId, sinal: SINAIS_TROCA.encerrada })),
      ]);
      return ok({ mensagem: r.mensagem, trocas: r.trocas, faturamento: r.faturamento });
    },
  });
}
