import type { FastifyInstance } from 'fastify';
import {
  AdministradorAlterado,
  ClustersAnswer,
  ClustersParams,
  ClustersQuery,
  GrupoPerfilParams,
  GruposPerfilAnswer,
  NovoAdministrador,
  NovoUsuario,
  RecuperarSenha,
  ReenvioEmailQuery,
  TiposPerfilDoGrupoAnswer,
  UsuarioAlterado,
  UsuarioAnswer,
  UsuariosPagina,
} from '@portal/contracts/admin/schemas';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { AccessDeps } from '@portal/core/access/index';
import * as users from '@portal/core/admin/users';
import { listarClusters, listarGruposPerfil, tiposPerfilDoGrupo } from '@portal/core/admin/profiles';
import { ok, IdParams, MessageAnswer, PageQuery, SearchQuery, Xlsx } from '../platform/schemas.ts';
import type { EmailDispatcher } from '../platform/emails.ts';
import { brDateTime, sendXlsx } from '../platform/xlsx.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { acessosDe, autenticada, rotas } from '../platform/rota.ts';
import { atorECorrelacao } from '../platform/auth.ts';

export async function userRoutes(appBase: FastifyInstance, opts: { deps: AccessDeps; emails: EmailDispatcher }) {
  const rota = rotas(appBase, ['Administração — usuários']);
  const { deps, emails } = opts;
  const { ler, editar } = acessosDe('usuarios');
  /** a user's profile, dealer, group access or block decide what they may do: every change is a security event */
  const alterarPermissoes = { ...editar, seguranca: { sucesso: 'permissao_alterada' as const, recurso: recursoDoId('participante', 'body') } };
  const dispatch = (req: { log: { warn: (o: object, m: string) => void } }, ids: string[]) =>
    emails.dispatch(ids).catch((e: unknown) => req.log.warn({ err: e }, 'e-mail fica na caixa de saída'));

  rota.get('/participantes/todos', {
    config: ler,
    summary: 'Usuários (aba Usuários): paginado, busca em nome, e-mail, perfil e dealer',
    query: PageQuery,
    answer: UsuariosPagina,
    handler: async (req, reply) => okDoCache(req, reply, await users.listarParticipantes(deps.db, req.query)),
  });

  rota.get('/participantes/todos/exportar', {
    // every user's name and e-mail
    config: { ...ler, seguranca: { sucesso: 'download_dados_pessoais', recurso: () => 'exportacao:participantes/todos' } },
    summary: 'Exportar usuários (.xlsx)',
    query: SearchQuery,
    answer: Xlsx,
    handler: async (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Usuarios',
        'Usuários',
        [
          { header: 'Nome', width: 32, value: (r: users.UserRow) => r.nome },
          { header: 'Status', value: (r) => r.status },
          { header: 'Perfil', width: 20, value: (r) => r.perfil },
          { header: 'Grupo de perfil', width: 16, value: (r) => r.grupoPerfil },
          { header: 'E-mail', width: 36, value: (r) => r.email },
          { header: 'Código do Dealer', value: (r) => r.codigoDealer },
          { header: 'Concessionária', width: 30, value: (r) => r.concessionaria },
          { header: 'Último acesso', width: 18, value: (r) => brDateTime(r.dataUltimoAcessoUtc) ?? adminMsg.nunca },
        ],
        users.todosParticipantes(deps.db, req.query.q),
      ),
  });

  rota.get('/participantes/grupos', {
    config: autenticada,
    summary: 'Grupos de perfil (lista {id, nome})',
    answer: GruposPerfilAnswer,
    handler: async () => ok(await listarGruposPerfil(deps.db)),
  });

  for (const url of ['/participantes/grupos/perfils/:groupId/', '/participantes/grupos/perfils/:groupId']) {
    rota.get(url, {
      config: ler,
      summary: 'Tipos de Perfil de um grupo de perfil',
      params: GrupoPerfilParams,
      answer: TiposPerfilDoGrupoAnswer,
      handler: async (req) => ok(await tiposPerfilDoGrupo(deps.db, req.params.groupId)),
    });
  }

  rota.get('/participantes/clusters/:groupId/:profileId', {
    config: ler,
    summary: 'Clusters (claimsPadrao e claimsNaoPadrao); com participanteId, active diz os do usuário',
    params: ClustersParams,
    query: ClustersQuery,
    answer: ClustersAnswer,
    handler: async (req) => ok(await listarClusters(deps.db, req.params.groupId, req.params.profileId, req.query.participanteId)),
  });

  rota.get('/participantes/:id', {
    config: ler,
    summary: 'Usuário (formulários de edição)',
    params: IdParams,
    answer: UsuarioAnswer,
    handler: async (req) => ok(await users.obterParticipante(deps, req.params.id)),
  });

  rota.post('/participantes', {
    config: editar,
    summary: 'Cadastrar usuário (envia o link de cadastro por e-mail)',
    body: NovoUsuario,
    status: 201,
    salvo: adminMsg.usuarioCadastrado,
    handler: async (req) => {
      const { id, emailIds } = await users.criarParticipante(deps, atorECorrelacao(req), req.body);
      await dispatch(req, emailIds);
      return id;
    },
  });

  rota.put('/participantes', {
    config: alterarPermissoes,
    summary: 'Alterar usuário (Bloquear incluído)',
    body: UsuarioAlterado,
    salvo: adminMsg.usuarioAtualizado,
    handler: async (req) => {
      await users.alterarParticipante(deps, atorECorrelacao(req), req.body);
      return req.body.id;
    },
  });

  rota.post('/participantes/admin', {
    config: editar,
    summary: 'Cadastrar administrador',
    body: NovoAdministrador,
    salvo: adminMsg.usuarioCadastrado,
    handler: async (req) => {
      const { id, emailIds } = await users.criarParticipanteAdmin(deps, atorECorrelacao(req), req.body);
      await dispatch(req, emailIds);
      return id;
    },
  });

  rota.put('/participantes/admin', {
    config: alterarPermissoes,
    summary: 'Alterar administrador',
    body: AdministradorAlterado,
    salvo: adminMsg.usuarioAtualizado,
    handler: async (req) => {
      await users.alterarParticipanteAdmin(deps, atorECorrelacao(req), req.body);
      return req.body.id;
    },
  });

  rota.post('/participantes/reenviarEmail', {
    config: editar,
    summary: 'Reenviar o e-mail de validação (cadastro não concluído)',
    query: ReenvioEmailQuery,
    mensagem: adminMsg.emailReenviado,
    handler: async (req) => {
      const { emailIds } = await users.reenviarEmail(deps, atorECorrelacao(req), req.query.email);
      await dispatch(req, emailIds);
    },
  });

  rota.post('/participantes/recuperarSenha', {
    config: { ...editar, seguranca: { sucesso: 'link_senha_solicitado', recurso: recursoDoId('participante', 'body') } },
    summary: 'Resetar Senha: envia um link de nova senha ao usuário',
    body: RecuperarSenha,
    answer: MessageAnswer,
    handler: async (req) => {
      const { message, emailIds } = await users.recuperarSenha(deps, atorECorrelacao(req), req.body.id);
      await dispatch(req, emailIds);
      return ok(message);
    },
  });
}
