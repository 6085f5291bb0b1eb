import type { FastifyInstance } from 'fastify';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { InvalidInput, type Db } from '@portal/core/kernel/index';
import * as oc from '@portal/core/order-call/index';
import * as S from '@portal/contracts/order-call/schemas';
import { IdParams, PageQuery, Xlsx, ok, okAs, correlacao } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { iniciarOrderCall } from './temporal.ts';
import { COLUNAS_OC } from './planilhas.ts';
import { permissao, rotas } from '../platform/rota.ts';

/** Production plan and order call (spec 002 §2.10, §3, §4.11, §7.7, §8.5; docs/decisions.md "Production plan and order call"). */
export async function orderCallRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['Plano de produção e Order Call']);
  const { db, now } = opts.deps;
  const planoLer = permissao('planoProducao', 'r');
  const planoEditar = permissao('planoProducao', 'u');
  const ocLer = permissao('orderCall', 'r');
  const ocEditar = permissao('orderCall', 'u');
  const ambos = permissao(['planoProducao', 'orderCall'], 'r');

  rota.get('/ano-ciclo', {
    config: ambos,
    summary: 'Ciclos (meses) por ano fiscal (abril a março, nomeado pelo ano em que termina) ou por ano e mês',
    query: S.CiclosQuery,
    answer: S.Ciclos,
    handler: async (req) => ok(await oc.listarCiclos(db, req.query)),
  });

  rota.get('/order-call/fcst', {
    config: planoLer,
    summary: 'Planos de produção (/producao), mais recentes primeiro',
    query: PageQuery,
    answer: S.Planos,
    handler: async (req) => ok(await oc.listarPlanos(db, req.query)),
  });

  rota.get('/order-call/fcst/modelo', {
    config: ambos,
    summary: 'Tipos de modelo (linhas da grade) com a marca',
    answer: S.Modelos,
    handler: async () => ok(await oc.listarModelos(db)),
  });

  rota.get('/order-call/fcst/:id', {
    config: planoLer,
    summary: 'Plano de produção: grade tipo de modelo × ciclo do ano fiscal, último processamento',
    params: IdParams,
    answer: S.PlanoAnswer,
    handler: async (req) => ok(await oc.obterPlano(db, req.params.id)),
  });

  rota.post('/order-call/fcst', {
    config: planoEditar,
    summary: "Cadastrar plano ('Plano cadastrado com sucesso!'); um plano por ano fiscal e mês",
    body: S.PlanoCorpo,
    salvo: ocmsg.planoCadastrado,
    handler: async (req) => {
      const { id } = await oc.cadastrarPlano({ db, now }, principalOf(req), correlacao(req), req.body);
      return id;
    },
  });

  rota.put('/order-call/fcst/:id', {
    config: planoEditar,
    summary: 'Alterar plano: as células que mudaram viram um evento (antes e depois)',
    params: IdParams,
    body: S.PlanoCorpo,
    salvo: ocmsg.planoCadastrado,
    handler: async (req) => {
      if (req.body.id && req.body.id !== req.params.id) throw new InvalidInput('O id do corpo não é o do endereço.');
      await oc.alterarPlano({ db, now }, principalOf(req), correlacao(req), req.params.id, req.body);
      return req.params.id;
    },
  });

  rota.post('/order-call/fcst/modelo/exportar', {
    config: planoLer,
    summary: 'Exportar a grade da tela (Produção.xlsx): uma linha por tipo de modelo, uma coluna por ciclo',
    body: S.ExportarGradeCorpo,
    answer: Xlsx,
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

  rota.post('/order-call/processar', {
    config: planoEditar,
    summary:
      'Computar veículos e distribuir o Order Call: inicia o workflow order-call-<fcstId> (um por plano; um segundo início enquanto roda não roda de novo)',
    body: S.ProcessarCorpo,
    answer: S.ProcessamentoIniciado,
    handler: async (req) => {
      await oc.obterPlano(db, req.body.fcstId);
      const r = await iniciarOrderCall(req, req.body.fcstId, principalOf(req).nome);
      return ok({ ...r, mensagem: r.jaEmAndamento ? ocmsg.processamentoEmAndamento : ocmsg.processamentoIniciado });
    },
  });

  rota.get('/order-call/processar/:id', {
    config: planoLer,
    summary: 'Andamento do último processamento do plano',
    params: IdParams,
    answer: S.ProcessamentoAnswer,
    handler: async (req) => ok((await oc.obterPlano(db, req.params.id)).processamento),
  });

  rota.get('/order-call', {
    config: ocLer,
    summary: 'Order Calls processados (filtro Produção: ano - mês)',
    answer: S.OrderCalls,
    handler: async () => ok(await oc.listarOrderCalls(db)),
  });

  rota.post('/order-call/obter-dados', {
    config: ocLer,
    summary: 'Grade dealer × tipo de modelo × ciclo (o dealer vê só as suas linhas)',
    body: S.Filtro,
    answer: S.DadosOrderCallAnswer,
    handler: async (req) => okAs(S.DadosOrderCallAnswer, await oc.obterDados(db, principalOf(req), req.body)),
  });

  rota.get('/order-call/:id/explicacao', {
    config: ocLer,
    summary: 'Como a quantidade de uma célula foi obtida: a regra, cada entrada com valor e fonte, o arredondamento e as alterações manuais',
    params: IdParams,
    query: S.CelulaQuery,
    answer: S.ExplicacaoAnswer,
    handler: async (req) => ok(await oc.explicarCelula(db, principalOf(req), req.params.id, req.query)),
  });

  rota.put('/order-call/:id', {
    config: ocEditar,
    summary: 'Salvar as quantidades finais editadas (cada alteração: antes, depois, quem)',
    params: IdParams,
    body: S.EdicaoCorpo,
    answer: S.Alteradas,
    handler: async (req) => {
      if (req.body.orderCallId && req.body.orderCallId !== req.params.id) throw new InvalidInput('O id do corpo não é o do endereço.');
      const celulas = req.body.concessionaria.flatMap((d) =>
        d.tipoModelo.flatMap((m) =>
          m.ciclo.map((c) => ({ concessionariaId: d.concessionariaId, tipoModeloId: m.tipoModeloId, cicloId: c.cicloId, quantidadeFinal: c.quantidadeFinal })),
        ),
      );
      const r = await oc.editarOrderCall({ db, now }, principalOf(req), correlacao(req), req.params.id, celulas, 'tela');
      return ok({ ...r, mensagem: ocmsg.orderCallAtualizado });
    },
  });

  rota.post('/order-call/exportar', {
    config: ocLer,
    summary: "Exportar o Order Call filtrado ('Order Call.xlsx'); o mesmo leiaute volta em importar",
    body: S.Filtro,
    answer: Xlsx,
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
