import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { InvalidInput, type Db } from '@portal/core/kernel/index';
import * as oc from '@portal/core/order-call/index';
import * as S from '@portal/contracts/order-call/schemas';
import { IdParams, PageQuery, Xlsx, ok, okAs, correlacao, saved, Saved } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { iniciarOrderCall } from './temporal.ts';
import { COLUNAS_OC } from './planilhas.ts';

/** Production plan and order call (spec 002 §2.10, §3, §4.11, §7.7, §8.5; docs/decisions.md "Production plan and order call"). */
export async function orderCallRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, now } = opts.deps;
  const tags = ['Plano de produção e Order Call'];
  const planoLer = { permissao: { funcao: 'planoProducao' as const, acesso: 'r' as const } };
  const planoEditar = { permissao: { funcao: 'planoProducao' as const, acesso: 'u' as const } };
  const ocLer = { permissao: { funcao: 'orderCall' as const, acesso: 'r' as const } };
  const ocEditar = { permissao: { funcao: 'orderCall' as const, acesso: 'u' as const } };
  const ambos = { permissao: { funcoes: ['planoProducao' as const, 'orderCall' as const], acesso: 'r' as const } };
  const ctx = (req: { id: string }) => correlacao(req);

  app.get('/ano-ciclo', {
    config: ambos,
    schema: {
      tags,
      summary: 'Ciclos (meses) por ano fiscal (abril a março, nomeado pelo ano em que termina) ou por ano e mês',
      querystring: S.CiclosQuery,
      response: { 200: S.Ciclos },
    },
    handler: async (req) => ok(await oc.listarCiclos(db, req.query)),
  });

  app.get('/order-call/fcst', {
    config: planoLer,
    schema: { tags, summary: 'Planos de produção (/producao), mais recentes primeiro', querystring: PageQuery, response: { 200: S.Planos } },
    handler: async (req) => ok(await oc.listarPlanos(db, req.query)),
  });

  app.get('/order-call/fcst/modelo', {
    config: ambos,
    schema: { tags, summary: 'Tipos de modelo (linhas da grade) com a marca', response: { 200: S.Modelos } },
    handler: async () => ok(await oc.listarModelos(db)),
  });

  app.get('/order-call/fcst/:id', {
    config: planoLer,
    schema: {
      tags,
      summary: 'Plano de produção: grade tipo de modelo × ciclo do ano fiscal, último processamento',
      params: IdParams,
      response: { 200: S.PlanoAnswer },
    },
    handler: async (req) => ok(await oc.obterPlano(db, req.params.id)),
  });

  app.post('/order-call/fcst', {
    config: planoEditar,
    schema: { tags, summary: "Cadastrar plano ('Plano cadastrado com sucesso!'); um plano por ano fiscal e mês", body: S.PlanoCorpo, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await oc.cadastrarPlano({ db, now }, principalOf(req), ctx(req), req.body);
      return saved(id, ocmsg.planoCadastrado);
    },
  });

  app.put('/order-call/fcst/:id', {
    config: planoEditar,
    schema: {
      tags,
      summary: 'Alterar plano: as células que mudaram viram um evento (antes e depois)',
      params: IdParams,
      body: S.PlanoCorpo,
      response: { 200: Saved },
    },
    handler: async (req) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput('O id do corpo não é o do endereço.');
      await oc.alterarPlano({ db, now }, principalOf(req), ctx(req), req.params.id, req.body);
      return saved(req.params.id, ocmsg.planoCadastrado);
    },
  });

  app.post('/order-call/fcst/modelo/exportar', {
    config: planoLer,
    schema: {
      tags,
      summary: 'Exportar a grade da tela (Produção.xlsx): uma linha por tipo de modelo, uma coluna por ciclo',
      body: S.ExportarGradeCorpo,
      response: Xlsx,
    },
    handler: async (req, reply) => {
      const ciclos = await oc.listarCiclos(db, { anoFiscal: req.body.anoFiscal });
      const modelos = await oc.listarModelos(db);
      const tela = new Map<string, number>();
      for (const m of req.body.modelos ?? [])
        for (const c of m.ciclos ?? []) if (m.id && (c.id ?? c.cicloId)) tela.set(`${m.id}:${c.id ?? c.cicloId}`, c.quantidade ?? 0);
      const colunas = [
        { header: 'Marca', value: (m: (typeof modelos)[number]) => m.marca.nome },
        { header: 'Modelo', value: (m: (typeof modelos)[number]) => m.descricao },
        ...ciclos.map((c) => ({ header: c.nome, value: (m: (typeof modelos)[number]) => tela.get(`${m.id}:${c.id}`) ?? 0 })),
      ];
      return sendXlsx(
        req,
        reply,
        'Produção',
        'Produção',
        colunas,
        (async function* () {
          yield* modelos;
        })(),
      );
    },
  });

  app.post('/order-call/processar', {
    config: planoEditar,
    schema: {
      tags,
      summary:
        'Computar veículos e distribuir o Order Call: inicia o workflow order-call-<fcstId> (um por plano; um segundo início enquanto roda não roda de novo)',
      body: S.ProcessarCorpo,
      response: { 200: S.ProcessamentoIniciado },
    },
    handler: async (req) => {
      await oc.obterPlano(db, req.body.fcstId);
      const r = await iniciarOrderCall(req, req.body.fcstId, principalOf(req).nome);
      return ok({ ...r, mensagem: r.jaEmAndamento ? ocmsg.processamentoEmAndamento : ocmsg.processamentoIniciado });
    },
  });

  app.get('/order-call/processar/:id', {
    config: planoLer,
    schema: { tags, summary: 'Andamento do último processamento do plano', params: IdParams, response: { 200: S.ProcessamentoAnswer } },
    handler: async (req) => ok((await oc.obterPlano(db, req.params.id)).processamento),
  });

  app.get('/order-call', {
    config: ocLer,
    schema: {
      tags,
      summary: 'Order Calls processados (filtro Produção: ano - mês)',
      response: { 200: S.OrderCalls },
    },
    handler: async () => ok(await oc.listarOrderCalls(db)),
  });

  app.post('/order-call/obter-dados', {
    config: ocLer,
    schema: {
      tags,
      summary: 'Grade dealer × tipo de modelo × ciclo (o dealer vê só as suas linhas)',
      body: S.Filtro,
      response: { 200: S.DadosOrderCallAnswer },
    },
    handler: async (req) => okAs(S.DadosOrderCallAnswer, await oc.obterDados(db, principalOf(req), req.body)),
  });

  app.get('/order-call/:id/explicacao', {
    config: ocLer,
    schema: {
      tags,
      summary: 'Como a quantidade de uma célula foi obtida: a regra, cada entrada com valor e fonte, o arredondamento e as alterações manuais',
      params: IdParams,
      querystring: S.CelulaQuery,
      response: { 200: S.ExplicacaoAnswer },
    },
    handler: async (req) => ok(await oc.explicarCelula(db, principalOf(req), req.params.id, req.query)),
  });

  app.put('/order-call/:id', {
    config: ocEditar,
    schema: {
      tags,
      summary: 'Salvar as quantidades finais editadas (cada alteração: antes, depois, quem)',
      params: IdParams,
      body: S.EdicaoCorpo,
      response: { 200: S.Alteradas },
    },
    handler: async (req) => {
      if (req.body.orderCallId && req.body.orderCallId !== req.params.id) throw new InvalidInput('O id do corpo não é o do endereço.');
      const celulas = req.body.concessionaria.flatMap((d) =>
        d.tipoModelo.flatMap((m) =>
          m.ciclo.map((c) => ({ concessionariaId: d.concessionariaId, tipoModeloId: m.tipoModeloId, cicloId: c.cicloId, quantidadeFinal: c.quantidadeFinal })),
        ),
      );
      const r = await oc.editarOrderCall({ db, now }, principalOf(req), ctx(req), req.params.id, celulas, 'tela');
      return ok({ ...r, mensagem: ocmsg.orderCallAtualizado });
    },
  });

  app.post('/order-call/exportar', {
    config: ocLer,
    schema: { tags, summary: "Exportar o Order Call filtrado ('Order Call.xlsx'); o mesmo leiaute volta em importar", body: S.Filtro, response: Xlsx },
    handler: async (req, reply) => {
      const linhas = await oc.linhasOrderCall(db, principalOf(req), req.body);
      const v = (f: (l: oc.LinhaOrderCall) => string | number) => f;
      const colunas = [
        v((l) => l.codigoDealer),
        v((l) => l.nomeConcessionaria),
        v((l) => l.marca),
        v((l) => l.nomeTipoModelo),
        v((l) => l.nomeCiclo),
        v((l) => l.quantidadeCalculada),
        v((l) => l.quantidadeFinal),
        v((l) => l.concessionariaId),
        v((l) => l.tipoModeloId),
        v((l) => l.cicloId),
      ].map((value, i) => ({ header: COLUNAS_OC[i]!, value }));
      return sendXlsx(
        req,
        reply,
        'Order Call',
        'Order Call',
        colunas,
        (async function* () {
          yield* linhas;
        })(),
      );
    },
  });
}
