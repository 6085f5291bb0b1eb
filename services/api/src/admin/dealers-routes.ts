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
import { ok, IdParams, PageQuery } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { alteracao, cadastro, exportacao, listaPaginada, type Planilha } from '../platform/linhas-cadastro.ts';
import { autenticada, permissao, rotas } from '../platform/rota.ts';

const statusText = (s: number) => (s === 1 ? adminMsg.ativo : adminMsg.inativo);
const PLANILHA_DEALERS: Planilha<dealers.DealerRow> = {
  arquivo: 'Dealers',
  aba: 'Dealers',
  colunas: [
    { header: 'Código do Dealer', value: (r) => r.codigoDealer },
    { header: 'Nome', width: 32, value: (r) => r.nome },
    { header: 'Status', value: (r) => statusText(r.status) },
    { header: 'Grupo', width: 24, value: (r) => r.grupo },
    { header: 'Região', width: 18, value: (r) => r.regional },
    { header: 'CNPJs', width: 40, value: (r) => r.cnpjs.map(formatCnpj).join(', ') },
  ],
};
const PLANILHA_GRUPOS: Planilha<groups.GroupRow> = {
  arquivo: 'Grupos',
  aba: 'Grupos',
  colunas: [
    { header: 'Nome', width: 32, value: (r) => r.nome },
    { header: 'Status', value: (r) => statusText(r.status) },
    { header: 'Dealers', value: (r) => r.quantidadeDealers },
  ],
};
export async function dealerRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Administração — dealers e grupos']);
  const { db } = opts;
  const lerDealers = permissao('concessionarias', 'r');
  const editarDealers = permissao('concessionarias', 'u');
  const lerGrupos = permissao('grupos', 'r');
  const editarGrupos = permissao('grupos', 'u');
  const lookup = autenticada;

  // ---- dealers
  rota.get(
    '/concessionarias',
    listaPaginada(
      lerDealers,
      'Dealers (aba Dealers): paginado; q busca nome, código, grupo e CNPJ; filtros regionalId e concessionariaGrupoId',
      { query: DealersQuery, answer: DealersPagina },
      (query) => dealers.listarConcessionarias(db, query),
    ),
  );
  rota.get(
    '/concessionarias/exportar',
    exportacao(lerDealers, 'Exportar dealers (.xlsx)', PLANILHA_DEALERS, (q) => dealers.todasConcessionarias(db, q)),
  );

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

  rota.post(
    '/concessionarias',
    cadastro(
      editarDealers,
      'Cadastrar dealer com a tabela de CNPJs',
      NovoDealer,
      adminMsg.dealerCadastrado,
      async (ator, corpo) => (await dealers.criarConcessionaria(db, ator, corpo)).id,
    ),
  );
  rota.put(
    '/concessionarias/:id',
    alteracao(editarDealers, 'Alterar dealer (a tabela de CNPJs substitui a anterior)', DealerAlterado, adminMsg.dealerAtualizado, (ator, id, corpo) =>
      dealers.alterarConcessionaria(db, ator, id, corpo),
    ),
  );

  // ---- dealer groups
  rota.get(
    '/grupos/concessionaria',
    listaPaginada(lerGrupos, 'Grupos de dealers (aba Grupos)', { query: PageQuery, answer: GruposPagina }, (query) =>
      groups.listarGruposConcessionaria(db, query),
    ),
  );
  rota.get(
    '/grupos/concessionaria/exportar',
    exportacao(lerGrupos, 'Exportar grupos (.xlsx)', PLANILHA_GRUPOS, (q) => groups.todosGruposConcessionaria(db, q)),
  );

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

  rota.post(
    '/grupos/concessionaria',
    cadastro(
      editarGrupos,
      'Cadastrar grupo',
      NovoGrupo,
      adminMsg.grupoCadastrado,
      async (ator, corpo) => (await groups.criarGrupoConcessionaria(db, ator, corpo)).id,
    ),
  );
  rota.put(
    '/grupos/concessionaria/:id',
    alteracao(editarGrupos, 'Alterar grupo', GrupoAlterado, adminMsg.grupoAtualizado, (ator, id, corpo) =>
      groups.alterarGrupoConcessionaria(db, ator, id, corpo),
    ),
  );
}
