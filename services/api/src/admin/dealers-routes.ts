import type { FastifyInstance } from 'fastify';
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
import { ok, IdParams, PageQuery, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { atorECorrelacao, principalOf } from '../platform/auth.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { autenticada, permissao, rotas } from '../platform/rota.ts';

const statusText = (s: number) => (s === 1 ? adminMsg.ativo : adminMsg.inativo);
export async function dealerRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Administração — dealers e grupos']);
  const { db } = opts;
  const lerDealers = permissao('concessionarias', 'r');
  const editarDealers = permissao('concessionarias', 'u');
  const lerGrupos = permissao('grupos', 'r');
  const editarGrupos = permissao('grupos', 'u');
  const lookup = autenticada;

  // ---- dealers
  rota.get('/concessionarias', {
    config: lerDealers,
    summary: 'Dealers (aba Dealers): paginado; q busca nome, código, grupo e CNPJ; filtros regionalId e concessionariaGrupoId',
    query: DealersQuery,
    answer: DealersPagina,
    handler: async (req) => ok(await dealers.listarConcessionarias(db, req.query)),
  });

  rota.get('/concessionarias/exportar', {
    config: lerDealers,
    summary: 'Exportar dealers (.xlsx)',
    query: SearchQuery,
    answer: Xlsx,
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

  rota.get('/concessionarias/todos', {
    config: lookup,
    summary: 'Dealers para seleção (o usuário de dealer vê o seu, ou os do seu grupo)',
    query: DealersDoGrupoQuery,
    answer: DealerOpcoesAnswer,
    handler: async (req) => ok(await dealers.opcoesConcessionarias(db, principalOf(req), { concessionariaGrupoId: req.query.concessionariaGrupoId })),
  });

  rota.get('/concessionarias/todos/ativos', {
    config: lookup,
    summary: 'Dealers ativos para seleção',
    answer: DealerOpcoesAnswer,
    handler: async (req) => ok(await dealers.opcoesConcessionarias(db, principalOf(req), { somenteAtivos: true })),
  });

  rota.get('/concessionarias/grupo/:groupId', {
    config: permissao('usuarios', 'r'),
    summary: 'Dealers de um grupo (seleção Dealer do formulário de usuário)',
    params: GrupoDealersParams,
    answer: DealerOpcoesAnswer,
    handler: async (req) => {
      await groups.obterGrupoConcessionaria(db, req.params.groupId, { per_page: 1 });
      return ok(await dealers.opcoesConcessionarias(db, principalOf(req), { concessionariaGrupoId: req.params.groupId }));
    },
  });

  rota.get('/concessionarias/:id', {
    config: lerDealers,
    summary: 'Dealer (formulário de edição)',
    params: IdParams,
    answer: DealerAnswer,
    handler: async (req) => ok(await dealers.obterConcessionaria(db, req.params.id)),
  });

  rota.post('/concessionarias', {
    config: editarDealers,
    summary: 'Cadastrar dealer com a tabela de CNPJs',
    body: NovoDealer,
    salvo: adminMsg.dealerCadastrado,
    handler: async (req) => {
      const { id } = await dealers.criarConcessionaria(db, atorECorrelacao(req), req.body);
      return id;
    },
  });

  rota.put('/concessionarias/:id', {
    config: editarDealers,
    summary: 'Alterar dealer (a tabela de CNPJs substitui a anterior)',
    params: IdParams,
    body: DealerAlterado,
    salvo: adminMsg.dealerAtualizado,
    handler: async (req) => {
      await dealers.alterarConcessionaria(db, atorECorrelacao(req), req.params.id, req.body);
      return req.params.id;
    },
  });

  // ---- dealer groups
  rota.get('/grupos/concessionaria', {
    config: lerGrupos,
    summary: 'Grupos de dealers (aba Grupos)',
    query: PageQuery,
    answer: GruposPagina,
    handler: async (req) => ok(await groups.listarGruposConcessionaria(db, req.query)),
  });

  rota.get('/grupos/concessionaria/exportar', {
    config: lerGrupos,
    summary: 'Exportar grupos (.xlsx)',
    query: SearchQuery,
    answer: Xlsx,
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

  rota.get('/grupos/concessionaria/todos', {
    config: lookup,
    summary: 'Grupos de dealers para seleção (o usuário de dealer vê o seu)',
    answer: GrupoOpcoesAnswer,
    handler: async (req) => ok(await groups.opcoesGruposConcessionaria(db, principalOf(req))),
  });

  rota.get('/grupos/concessionaria/obter', {
    config: lerGrupos,
    summary: 'Grupo e os seus dealers (paginado)',
    query: GrupoObterQuery,
    answer: GrupoComDealersAnswer,
    handler: async (req) => ok(await groups.obterGrupoConcessionaria(db, req.query.id, req.query)),
  });

  rota.post('/grupos/concessionaria', {
    config: editarGrupos,
    summary: 'Cadastrar grupo',
    body: NovoGrupo,
    salvo: adminMsg.grupoCadastrado,
    handler: async (req) => {
      const { id } = await groups.criarGrupoConcessionaria(db, atorECorrelacao(req), req.body);
      return id;
    },
  });

  rota.put('/grupos/concessionaria/:id', {
    config: editarGrupos,
    summary: 'Alterar grupo',
    params: IdParams,
    body: GrupoAlterado,
    salvo: adminMsg.grupoAtualizado,
    handler: async (req) => {
      await groups.alterarGrupoConcessionaria(db, atorECorrelacao(req), req.params.id, req.body);
      return req.params.id;
    },
  });
}
