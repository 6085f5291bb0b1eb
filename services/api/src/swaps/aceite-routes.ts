import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SINAIS_TROCA } from '@portal/contracts/swaps/workflows';
import { AceitarComFaturamentoBody, AceitarParams, AceiteComFaturamentoAnswer } from '@portal/contracts/swaps/schemas';
import { aceitarComFaturamento } from '@portal/core/swaps/aceite';
import type { SwapDeps } from '@portal/core/swaps/commands';
import { ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sinalizar } from './temporal.ts';

/**
 * PUT veiculos/troca/pedido/aceitar: the accept through the billing-request modal. The query names the swap the modal was
 * opened for (the spec's five fields), the body carries the modal's billing fields and the other swaps accepted with it.
 */
export async function swapAceiteRoutes(appBase: FastifyInstance, opts: { deps: SwapDeps }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { deps } = opts;

  app.put('/veiculos/troca/pedido/aceitar', {
    config: { permissao: { funcao: 'trocas', acesso: 'u' } },
    schema: {
      tags: ['Trocas'],
      summary: 'Aceitar a troca com a solicitação de faturamento do(s) veículo(s) recebido(s), numa só transação',
      querystring: AceitarParams,
      body: AceitarComFaturamentoBody,
      response: { 200: AceiteComFaturamentoAnswer },
    },
    handler: async (req) => {
      const { outrasTrocas, ...faturamento } = req.body;
      const body = { ...faturamento, dataFaturamento: faturamento.dataFaturamento ? faturamento.dataFaturamento.slice(0, 10) : null };
      const r = await aceitarComFaturamento(
        deps,
        principalOf(req),
        { trocas: [req.query, ...(outrasTrocas ?? [])], faturamento: body },
        { correlationId: req.id },
      );
      await sinalizar(req, [
        ...r.trocas.map((trocaId) => ({ trocaId, sinal: SINAIS_TROCA.aceita })),
        ...r.encerradas.map((trocaId) => ({ trocaId, sinal: SINAIS_TROCA.encerrada })),
      ]);
      return ok({ mensagem: r.mensagem, trocas: r.trocas, faturamento: r.faturamento });
    },
  });
}
