import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FuncoesTipoPerfil,
  FuncoesTipoPerfilAnswer,
  MatrizMenus,
  MenusPermissaoAnswer,
  NovoTipoPerfil,
  RoleParams,
  TipoPerfilAlterado,
  TipoPerfilAnswer,
  TiposPerfilPagina,
} from '@portal/contracts/admin/schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import * as profiles from '@portal/core/admin/profiles';
import { ok, IdParams, PageQuery } from '../platform/schemas.ts';
import { alteracaoNoCorpo, cadastro, exportacao, listaPaginada, type Planilha } from '../platform/linhas-cadastro.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { atorECorrelacao } from '../platform/auth.ts';

const PLANILHA_TIPOS_PERFIL: Planilha<profiles.ProfileRow> = {
  arquivo: 'TiposPerfil',
  aba: 'Tipos de Perfil',
  colunas: [
    { header: 'Descrição', width: 28, value: (r) => r.descricaoRolePerfil },
    { header: 'Grupo de perfil', width: 18, value: (r) => r.grupoPerfil },
    { header: 'Ativo', value: (r) => (r.ativo ? 'Sim' : 'Não') },
    { header: 'Usuários', value: (r) => r.quantidadeUsuarios },
  ],
};

export async function profileRoutes(appBase: FastifyInstance, opts: { db: Kysely<Database> }) {
  const rota = rotas(appBase, ['Administração — tipos de perfil']);
  const { db } = opts;
  const { ler, editar } = acessosDe('tiposPerfil');
  /** what a profile type may do (its group, menus and functions) changed: a security event about `tipo-perfil:<roleId>` */
  const alterarPermissoes = (recurso: (req: FastifyRequest) => string | null) => ({
    ...editar,
    seguranca: { sucesso: 'permissao_alterada' as const, recurso },
  });
  const primeiroRoleId = (req: FastifyRequest) => {
    const roleId = (req.body as { roleId?: number }[] | undefined)?.[0]?.roleId;
    return roleId ? `tipo-perfil:${roleId}` : null;
  };

  rota.get(
    '/tipo-perfil',
    listaPaginada(ler, 'Tipos de Perfil (aba Tipo de Perfil)', { query: PageQuery, answer: TiposPerfilPagina }, (q) => profiles.listarTiposPerfil(db, q)),
  );
  rota.get(
    '/tipo-perfil/exportar',
    exportacao(ler, 'Exportar tipos de perfil (.xlsx)', PLANILHA_TIPOS_PERFIL, (q) => profiles.todosTiposPerfil(db, q)),
  );

  rota.get('/tipo-perfil/menus/:id', {
    config: ler,
    summary: 'Menus do Sistema do Tipo de Perfil (sem o menu HOME)',
    params: IdParams,
    answer: MenusPermissaoAnswer,
    handler: async (req) => ok(await profiles.menusTipoPerfil(db, req.params.id)),
  });

  rota.get('/tipo-perfil/:id', {
    config: ler,
    summary: 'Tipo de Perfil',
    params: IdParams,
    answer: TipoPerfilAnswer,
    handler: async (req) => ok(await profiles.obterTipoPerfil(db, req.params.id)),
  });

  rota.post(
    '/tipo-perfil',
    cadastro(
      editar,
      'Cadastrar Tipo de Perfil',
      NovoTipoPerfil,
      adminMsg.tipoPerfilCadastrado,
      async (ator, corpo) => (await profiles.criarTipoPerfil(db, ator, corpo)).roleId,
    ),
  );

  rota.put(
    '/tipo-perfil',
    alteracaoNoCorpo(
      alterarPermissoes(recursoDoId('tipo-perfil', 'body', 'roleId')),
      'Alterar Tipo de Perfil (mudar o grupo de perfil zera os menus)',
      { body: TipoPerfilAlterado, chave: 'roleId' },
      adminMsg.tipoPerfilAlterado,
      (ator, corpo) => profiles.alterarTipoPerfil(db, ator, corpo),
    ),
  );

  rota.put('/tipo-perfil/sub-menu', {
    config: alterarPermissoes(primeiroRoleId),
    summary: 'Salvar a matriz Menus do Sistema (Editar força Visualizar; tirar Visualizar tira Editar; sem subMenuId vale para o menu todo)',
    body: MatrizMenus,
    mensagem: adminMsg.menusAtualizados,
    handler: async (req) => profiles.salvarMenusTipoPerfil(db, atorECorrelacao(req), req.body),
  });

  rota.get('/configuracoes/funcoes/:roleId', {
    config: ler,
    summary: 'Funções do Tipo de Perfil (r, u), por nome',
    params: RoleParams,
    answer: FuncoesTipoPerfilAnswer,
    handler: async (req) => ok(await profiles.funcoesTipoPerfil(db, req.params.roleId)),
  });

  rota.post('/configuracoes/funcoes', {
    config: alterarPermissoes(recursoDoId('tipo-perfil', 'body', 'roleId')),
    summary: 'Salvar as funções do Tipo de Perfil (Editar implica Visualizar)',
    body: FuncoesTipoPerfil,
    mensagem: adminMsg.funcoesAtualizadas,
    handler: async (req) => profiles.salvarFuncoesTipoPerfil(db, atorECorrelacao(req), req.body),
  });
}
