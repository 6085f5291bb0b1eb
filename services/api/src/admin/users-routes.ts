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
import { ok, IdParams, MessageAnswer, PageQuery } from '../platform/schemas.ts';
import type { EmailDispatcher } from '../platform/emails.ts';
import { brDateTime } from '../platform/xlsx.ts';
import { alteracaoNoCorpo, exportacao, type Planilha } from '../platform/linhas-cadastro.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { okDoCache } from '../platform/corpo-em-cache.ts';
import { acessosDe, autenticada, rotas } from '../platform/rota.ts';
import { atorECorrelacao } from '../platform/auth.ts';

const PLANILHA_USUARIOS: Planilha<users.UserRow> = {
  arquivo: 'Usuarios',
  aba: 'Usuários',
  colunas: [
    { header: 'Nome', width: 32, value: (r) => r.nome },
    { header: 'Status', value: (r) => r.status },
    { header: 'Perfil', width: 20, value: (r) => r.perfil },
    { header: 'Grupo de perfil', width: 16, value: (r) => r.grupoPerfil },
    { header: 'E-mail', width: 36, value: (r) => r.email },
    { header: 'Código do Dealer', value: (r) => r.codigoDealer },
    { header: 'Concessionária', width: 30, value: (r) => r.concessionaria },
    { header: 'Último acesso', width: 18, value: (r) => brDateTime(r.dataUltimoAcessoUtc) ?? adminMsg.nunca },
  ],
};

export async function userRoutes(appBase: FastifyInstance, opts: { deps: AccessDeps; emails: EmailDispatcher }) {
  const rota = rotas(appBase, ['Administração — usuários']);
  const { deps, emails } = opts;
  const { ler, editar } = acessosDe('usuarios');
  /** a user's profile, dealer, group access or block decide what they may do: every change is a security event */
  const alterarPermissoes = { ...editar, seguranca: { sucesso: 'permissao_alterada' as const, recurso: recursoDoId('participante', 'body') } };
  /** runs a command that writes e-mails, hands them to the dispatcher (a failure leaves them in the outbox) and answers its result */
  const comEmails = async <R extends { emailIds: string[] }>(req: { log: { warn: (o: object, m: string) => void } }, comando: Promise<R>) => {
    const r = await comando;
    await emails.dispatch(r.emailIds).catch((e: unknown) => req.log.warn({ err: e }, 'e-mail fica na caixa de saída'));
    return r;
  };

  rota.get('/participantes/todos', {
    config: ler,
    summary: 'Usuários (aba Usuários): paginado, busca em nome, e-mail, perfil e dealer',
    query: PageQuery,
    answer: UsuariosPagina,
    handler: async (req, reply) => okDoCache(req, reply, await users.listarParticipantes(deps.db, req.query)),
  });

  // every user's name and e-mail
  const exportarDadosPessoais = { ...ler, seguranca: { sucesso: 'download_dados_pessoais' as const, recurso: () => 'exportacao:participantes/todos' } };
  rota.get(
    '/participantes/todos/exportar',
    exportacao(exportarDadosPessoais, 'Exportar usuários (.xlsx)', PLANILHA_USUARIOS, (q) => users.todosParticipantes(deps.db, q)),
  );

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
    handler: async (req) => (await comEmails(req, users.criarParticipante(deps, atorECorrelacao(req), req.body))).id,
  });

  rota.put(
    '/participantes',
    alteracaoNoCorpo(
      alterarPermissoes,
      'Alterar usuário (Bloquear incluído)',
      { body: UsuarioAlterado, chave: 'id' },
      adminMsg.usuarioAtualizado,
      (ator, corpo) => users.alterarParticipante(deps, ator, corpo),
    ),
  );

  rota.post('/participantes/admin', {
    config: editar,
    summary: 'Cadastrar administrador',
    body: NovoAdministrador,
    salvo: adminMsg.usuarioCadastrado,
    handler: async (req) => (await comEmails(req, users.criarParticipanteAdmin(deps, atorECorrelacao(req), req.body))).id,
  });

  rota.put(
    '/participantes/admin',
    alteracaoNoCorpo(alterarPermissoes, 'Alterar administrador', { body: AdministradorAlterado, chave: 'id' }, adminMsg.usuarioAtualizado, (ator, corpo) =>
      users.alterarParticipanteAdmin(deps, ator, corpo),
    ),
  );

  rota.post('/participantes/reenviarEmail', {
    config: editar,
    summary: 'Reenviar o e-mail de validação (cadastro não concluído)',
    query: ReenvioEmailQuery,
    mensagem: adminMsg.emailReenviado,
    handler: async (req) => comEmails(req, users.reenviarEmail(deps, atorECorrelacao(req), req.query.email)),
  });

  rota.post('/participantes/recuperarSenha', {
    config: { ...editar, seguranca: { sucesso: 'link_senha_solicitado', recurso: recursoDoId('participante', 'body') } },
    summary: 'Resetar Senha: envia um link de nova senha ao usuário',
    body: RecuperarSenha,
    answer: MessageAnswer,
    handler: async (req) => ok((await comEmails(req, users.recuperarSenha(deps, atorECorrelacao(req), req.body.id))).message),
  });
}
