import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DealerAlterado,
  DealerAnswer,
  DealersPagina,
  DealerOpcoesAnswer,
  DealersDoGrupoQuery,
  DealersQuery,
  GrupoAlterado,
  GrupoComDealersAnswer,
  GrupoDealersParams,
  GruposPagina,
  GrupoObterQuery,
  GrupoOpcoesAnswer,
  NovoDealer,
  NovoGrupo,
} from '@portal/contracts/admin/dealers-schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import { formatCnpj } from '@portal/contracts/br/cnpj';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import * as dealers from '@portal/core/admin/dealers';
import * as groups from '@portal/core/admin/groups';
import { ok, IdParams, PageQuery, saved, Saved, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { adminCtx } from './http.ts';

const statusText = (s: number) => (s === 1 ? adminMsg.ativo : adminMsg.inativo);
export async function dealerRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = opts;
  const tags = ['Administração — dealers e grupos'];
  const lerDealers = { permissao: { funcao: 'concessionarias' as const, acesso: 'r' as const } };
  const editarDealers = { permissao: { funcao: 'concessionarias' as const, acesso: 'u' as const } };
  const lerGrupos = { permissao: { funcao: 'grupos' as const, acesso: 'r' as const } };
  const editarGrupos = { permissao: { funcao: 'grupos' as const, acesso: 'u' as const } };
  const lookup = { permissao: { autenticada: true as const } };

  // ---- dealers
  app.get('/concessionarias', {
    config: lerDealers,
    schema: {
      tags,
      summary: 'Dealers (aba Dealers): paginado; q busca nome, código, grupo e CNPJ; filtros regionalId e concessionariaGrupoId',
      querystring: DealersQuery,
      response: { 200: DealersPagina },
    },
    handler: async (req) => ok(await dealers.listarConcessionarias(db, req.query)),
  });

  app.get('/concessionarias/exportar', {
    config: lerDealers,
    schema: { tags, summary: 'Exportar dealers (.xlsx)', querystring: SearchQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Dealers',
        'Dealers',
        [
          { header: 'Código do Dealer', value: (r: dealers.DealerRow) => r.codigoDealer },
          { header: 'Nome', width: 32, value: (r) => r.nome },
          { header: 'Status', value: (r) => statusText(r.status) },
          { header: 'Grupo', width: 24, value: (r) => r.grupo },
          { header: 'Região', width: 18, value: (r) => r.regional },
          { header: 'CNPJs', width: 40, value: (r) => r.cnpjs.map(formatCnpj).join(', ') },
        ],
        dealers.todasConcessionarias(db, req.query.q),
      ),
  });

  app.get('/concessionarias/todos', {
    config: lookup,
    schema: {
      tags,
      summary: 'Dealers para seleção (o usuário de dealer vê o seu, ou os do seu grupo)',
      querystring: DealersDoGrupoQuery,
      response: { 200: DealerOpcoesAnswer },
    },
    handler: async (req) => ok(await dealers.opcoesConcessionarias(db, principalOf(req), { concessionariaGrupoId: req.query.concessionariaGrupoId })),
  });

  app.get('/concessionarias/todos/ativos', {
    config: lookup,
    schema: { tags, summary: 'Dealers ativos para seleção', response: { 200: DealerOpcoesAnswer } },
    handler: async (req) => ok(await dealers.opcoesConcessionarias(db, principalOf(req), { somenteAtivos: true })),
  });

  app.get('/concessionarias/grupo/:groupId', {
    config: { permissao: { funcao: 'usuarios', acesso: 'r' } },
    schema: {
      tags,
      summary: 'Dealers de um grupo (seleção Dealer do formulário de usuário)',
      params: GrupoDealersParams,
      response: { 200: DealerOpcoesAnswer },
    },
    handler: async (req) => {
      await groups.obterGrupoConcessionaria(db, req.params.groupId, { per_page: 1 });
      return ok(await dealers.opcoesConcessionarias(db, principalOf(req), { concessionariaGrupoId: req.params.groupId }));
    },
  });

  app.get('/concessionarias/:id', {
    config: lerDealers,
    schema: { tags, summary: 'Dealer (formulário de edição)', params: IdParams, response: { 200: DealerAnswer } },
    handler: async (req) => ok(await dealers.obterConcessionaria(db, req.params.id)),
  });

  app.post('/concessionarias', {
    config: editarDealers,
    schema: { tags, summary: 'Cadastrar dealer com a tabela de CNPJs', body: NovoDealer, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await dealers.criarConcessionaria(db, adminCtx(req), req.body);
      return saved(id, adminMsg.dealerCadastrado);
    },
  });

  app.put('/concessionarias/:id', {
    config: editarDealers,
    schema: {
      tags,
      summary: 'Alterar dealer (a tabela de CNPJs substitui a anterior)',
      params: IdParams,
      body: DealerAlterado,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await dealers.alterarConcessionaria(db, adminCtx(req), req.params.id, req.body);
      return saved(req.params.id, adminMsg.dealerAtualizado);
    },
  });

  // ---- dealer groups
  app.get('/grupos/concessionaria', {
    config: lerGrupos,
    schema: { tags, summary: 'Grupos de dealers (aba Grupos)', querystring: PageQuery, response: { 200: GruposPagina } },
    handler: async (req) => ok(await groups.listarGruposConcessionaria(db, req.query)),
  });

  app.get('/grupos/concessionaria/exportar', {
    config: lerGrupos,
    schema: { tags, summary: 'Exportar grupos (.xlsx)', querystring: SearchQuery, response: Xlsx },
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Grupos',
        'Grupos',
        [
          { header: 'Nome', width: 32, value: (r: groups.GroupRow) => r.nome },
          { header: 'Status', value: (r) => statusText(r.status) },
          { header: 'Dealers', value: (r) => r.quantidadeDealers },
        ],
        groups.todosGruposConcessionaria(db, req.query.q),
      ),
  });

  app.get('/grupos/concessionaria/todos', {
    config: lookup,
    schema: {
      tags,
      summary: 'Grupos de dealers para seleção (o usuário de dealer vê o seu)',
      response: { 200: GrupoOpcoesAnswer },
    },
    handler: async (req) => ok(await groups.opcoesGruposConcessionaria(db, principalOf(req))),
  });

  app.get('/grupos/concessionaria/obter', {
    config: lerGrupos,
    schema: {
      tags,
      summary: 'Grupo e os seus dealers (paginado)',
      querystring: GrupoObterQuery,
      response: { 200: GrupoComDealersAnswer },
    },
    handler: async (req) => ok(await groups.obterGrupoConcessionaria(db, req.query.id, req.query)),
  });

  app.post('/grupos/concessionaria', {
    config: editarGrupos,
    schema: { tags, summary: 'Cadastrar grupo', body: NovoGrupo, response: { 200: Saved } },
    handler: async (req) => {
      const { id } = await groups.criarGrupoConcessionaria(db, adminCtx(req), req.body);
      return saved(id, adminMsg.grupoCadastrado);
    },
  });

  app.put('/grupos/concessionaria/:id', {
    config: editarGrupos,
    schema: {
      tags,
      summary: 'Alterar grupo',
      params: IdParams,
      body: GrupoAlterado,
      response: { 200: Saved },
    },
    handler: async (req) => {
      await groups.alterarGrupoConcessionaria(db, adminCtx(req), req.params.id, req.body);
      return saved(req.params.id, adminMsg.grupoAtualizado);
    },
  });
}
