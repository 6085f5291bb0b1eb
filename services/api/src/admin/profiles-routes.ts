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
import { ok, IdParams, PageQuery, SearchQuery, Xlsx } from '../platform/schemas.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { acessosDe, rotas } from '../platform/rota.ts';
import { atorECorrelacao } from '../platform/auth.ts';

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

  rota.get('/tipo-perfil', {
    config: ler,
    summary: 'Tipos de Perfil (aba Tipo de Perfil)',
    query: PageQuery,
    answer: TiposPerfilPagina,
    handler: async (req) => ok(await profiles.listarTiposPerfil(db, req.query)),
  });

  rota.get('/tipo-perfil/exportar', {
    config: ler,
    summary: 'Exportar tipos de perfil (.xlsx)',
    query: SearchQuery,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'TiposPerfil',
        'Tipos de Perfil',
        [
          { header: 'Descrição', width: 28, value: (r: profiles.ProfileRow) => r.descricaoRolePerfil },
          { header: 'Grupo de perfil', width: 18, value: (r) => r.grupoPerfil },
          { header: 'Ativo', value: (r) => (r.ativo ? 'Sim' : 'Não') },
          { header: 'Usuários', value: (r) => r.quantidadeUsuarios },
        ],
        profiles.todosTiposPerfil(db, req.query.q),
      ),
  });

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

  rota.post('/tipo-perfil', {
    config: editar,
    summary: 'Cadastrar Tipo de Perfil',
    body: NovoTipoPerfil,
    salvo: adminMsg.tipoPerfilCadastrado,
    handler: async (req) => {
      const { roleId } = await profiles.criarTipoPerfil(db, atorECorrelacao(req), req.body);
      return roleId;
    },
  });

  rota.put('/tipo-perfil', {
    config: alterarPermissoes(recursoDoId('tipo-perfil', 'body', 'roleId')),
    summary: 'Alterar Tipo de Perfil (mudar o grupo de perfil zera os menus)',
    body: TipoPerfilAlterado,
    salvo: adminMsg.tipoPerfilAlterado,
    handler: async (req) => {
      await profiles.alterarTipoPerfil(db, atorECorrelacao(req), req.body);
      return req.body.roleId;
    },
  });

  rota.put('/tipo-perfil/sub-menu', {
    config: alterarPermissoes(primeiroRoleId),
    summary: 'Salvar a matriz Menus do Sistema (Editar força Visualizar; tirar Visualizar tira Editar; sem subMenuId vale para o menu todo)',
    body: MatrizMenus,
    mensagem: adminMsg.menusAtualizados,
    handler: async (req) => {
      await profiles.salvarMenusTipoPerfil(db, atorECorrelacao(req), req.body);
    },
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
    handler: async (req) => {
      await profiles.salvarFuncoesTipoPerfil(db, atorECorrelacao(req), req.body);
    },
  });
}
