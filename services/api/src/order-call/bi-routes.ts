import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BI_TITULOS, QUADROS_ORDER_CALL, QUADROS_PLANO_ANUAL, biMsg, quadrosOrderCall, quadrosPlanoAnual } from '@portal/contracts/order-call/bi';
import type { Db } from '@portal/core/kernel/index';
import { biOrderCall, biPlanoAnual } from '@portal/core/order-call/index';
import { Answer, Id, Int, N, Opt, Strict, Xlsx, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { exportarQuadro } from '../platform/quadro-xlsx.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';

const FiltroOc = { orderCallId: Opt(Id), cicloId: Opt(Id), marcaId: Opt(Id), concessionariaId: Opt(Id) };
const FiltroPa = { anoFiscal: Opt(Int(2000, 2100)), marcaId: Opt(Id), concessionariaId: Opt(Id) };
const literais = (xs: readonly string[]) => Type.Union(xs.map((x) => Type.Literal(x)));
const Opcao = Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String() }));
const Comuns = { marcas: Opcao, dealers: Opcao };
const Soma = { calculado: Type.Integer(), distribuido: Type.Integer() };
const DadosOc = Type.Object({
  orderCallId: N(Type.Integer()),
  porModeloCiclo: Type.Array(
    Type.Object({
      tipoModeloId: Type.Integer(),
      modelo: Type.String(),
      marca: Type.String(),
      cicloId: Type.Integer(),
      ciclo: Type.String(),
      planejado: N(Type.Integer()),
      ...Soma,
    }),
  ),
  porDealer: Type.Array(Type.Object({ concessionariaId: Type.Integer(), codigoDealer: Type.String(), nomeConcessionaria: Type.String(), ...Soma })),
  opcoes: Type.Object({ producoes: Opcao, ciclos: Opcao, ...Comuns }),
});
const DadosPa = Type.Object({
  anoFiscal: Type.Integer(),
  anos: Type.Array(Type.Integer()),
  opcoes: Type.Object(Comuns),
  linhas: Type.Array(
    Type.Object({
      concessionariaId: Type.Integer(),
      codigoDealer: Type.String(),
      nomeConcessionaria: Type.String(),
      tipoModeloId: Type.Integer(),
      modelo: Type.String(),
      marca: Type.String(),
      planoAnual: Type.Integer(),
      varejo: Type.Integer(),
    }),
  ),
  varejoMensal: Type.Array(Type.Object({ ano: Type.Integer(), mes: Type.Integer(), varejo: Type.Integer() })),
});
const Atualizacao = Answer(Type.Object({ mensagem: Type.String(), solicitadoEm: Type.String() }));

/**
 * The BI Order Call and BI Plano Anual pages (/biordercall, /biplanoanual): the portal's own dashboards of the order call
 * and the annual plan (docs/decisions.md "BI Order Call and BI Plano Anual"), with the spec's refresh calls (002 §7.9).
 */
export async function biOrderCallRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['BI Order Call e Plano Anual'];
  const biLer = { permissao: { funcao: 'bi' as const, acesso: 'r' as const } };

  app.get('/bi/order-call', {
    config: biLer,
    schema: {
      tags,
      summary: 'BI Order Call: planejado × calculado × distribuído por tipo de modelo e ciclo, e por dealer (o último Order Call sem orderCallId)',
      querystring: Strict(FiltroOc),
      response: { 200: Answer(DadosOc) },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biOrderCall(db, principalOf(req), req.query)),
  });

  app.get('/bi/order-call/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do BI Order Call (.xlsx)',
      querystring: Strict({ ...FiltroOc, quadro: literais(QUADROS_ORDER_CALL) }),
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosOrderCall(await biOrderCall(db, principalOf(req), f)).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.orderCall, q);
    },
  });

  app.get('/bi/plano-anual', {
    config: biLer,
    schema: {
      tags,
      summary: 'BI Plano Anual: plano anual por dealer × tipo de modelo com o varejo do mesmo ano fiscal ao lado, e o varejo mês a mês',
      querystring: Strict(FiltroPa),
      response: { 200: Answer(DadosPa) },
    },
    handler: async (req, reply) => okDoCache(req, reply, await biPlanoAnual(db, principalOf(req), req.query, now())),
  });

  app.get('/bi/plano-anual/exportar', {
    config: biLer,
    schema: {
      tags,
      summary: 'Exportar a tabela de um gráfico do BI Plano Anual (.xlsx)',
      querystring: Strict({ ...FiltroPa, quadro: literais(QUADROS_PLANO_ANUAL) }),
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const { quadro, ...f } = req.query;
      const q = quadrosPlanoAnual(await biPlanoAnual(db, principalOf(req), f, now())).find((x) => x.id === quadro)!;
      return exportarQuadro(req, reply, BI_TITULOS.planoAnual, q);
    },
  });

  // spec 002 §7.9: the refresh requests. The figures are read live from the read models, so there is nothing to rebuild:
  // the answer says when it was asked and the page refetches.
  for (const pagina of ['OrderCall', 'PlanoAnual'] as const)
    app.post(`/bi/${pagina}/atualizar`, {
      config: biLer,
      schema: {
        tags,
        summary: `Atualizar o BI ${pagina === 'OrderCall' ? 'Order Call' : 'Plano Anual'} (os números já são lidos ao vivo)`,
        response: { 200: Atualizacao },
      },
      handler: async () => ok({ mensagem: biMsg.atualizacaoSolicitada, solicitadoEm: now().toISOString() }),
    });
}
