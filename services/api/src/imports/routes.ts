import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ARQUIVO, STATUS_IMPORTACAO, type NomeParametro } from '@portal/contracts/imports/aba';
import { impmsg, NOMES_STATUS_IMPORTACAO } from '@portal/contracts/imports/messages';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import {
  AnoFiscalAtualAnswer,
  AnosFiscaisAnswer,
  CiclosAnswer,
  CiclosQuery,
  EnvioQuery,
  HistoricoAnswer,
  HistoricoPagina,
  HistoricoQuery,
  HistoricoSpecsQuery,
  ImportacaoCanceladaAnswer,
  ImportacaoEnviadaAnswer,
  ImportacaoParams,
  ModeloQuery,
  RelatorioImportacaoQuery,
} from '@portal/contracts/imports/schemas';
import { arquivoMsg } from '@portal/contracts/uploads/index';
import { msg } from '@portal/contracts/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import * as imp from '@portal/core/imports/index';
import { DomainError, InvalidInput, NotFound, type Db } from '@portal/core/kernel/index';
import { emMb, nomeSeguro, registrarArquivo, TamanhoExcedido, type Armazenamento, type Gravado } from '@portal/core/storage/index';
import { Xlsx, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { conferirOrcamento, gastarOrcamento } from '../platform/orcamento-envio.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { iniciarImportacao } from './temporal.ts';
import { autenticada, permissao, rotas } from '../platform/rota.ts';

export interface ImportOptions {
  deps: { db: Db; now: () => Date };
  armazenamento: Armazenamento;
  tamanhoMaximo: number;
  /** bytes a dealer (or a staff user) may store a day; null or absent: no budget (platform/orcamento-envio.ts) */
  orcamentoDiario?: number | null;
}

const ler = permissao('importacoes', 'r');
const enviar = permissao('importacoes', 'u');
const MOLDURA_MULTIPART = 64 * 1024;

const MENSAGEM_PARAMETRO: Record<NomeParametro, string> = {
  ano: impmsg.selecioneAno,
  cicloId: impmsg.selecioneCiclo,
  tipoDesconto: impmsg.selecionePolitica,
  tipoModeloAgrupadoId: impmsg.selecioneModelo,
  importacaoRelatorioTipoId: impmsg.selecioneOModelo,
};

/**
 * /imports (002 §7.4, docs/decisions.md "Imports"): the uploads of every tab of the registry (one file, multipart field
 * `files`; checked whole before anything is recorded; then `importacao-<id>` processes it and the call answers at
 * once), the history, progress and cancel of an import, its result report per status, each tab's template, and the
 * fiscal-year and cycle lookups of the selects.
 */
export async function importRoutes(appBase: FastifyInstance, opts: ImportOptions) {
  const rota = rotas(appBase, ['Importações']);
  const { db, now } = opts.deps;
  const { armazenamento, tamanhoMaximo } = opts;
  await appBase.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: tamanhoMaximo + 1, files: 2, fields: 0, fieldNameSize: 100, fieldSize: 100, parts: 3, headerPairs: 20 },
  });

  /** The tab of an upload: by `arquivo`, or the one whose own path was called. */
  const definicao = (arquivo: number | undefined) => {
    const d = arquivo === undefined ? undefined : imp.DEFINICOES_POR_ARQUIVO.get(arquivo);
    if (!d) throw new InvalidInput(impmsg.abaInexistente);
    return d;
  };

  async function parametrosValidos(d: imp.DefinicaoImportacao, q: Record<string, number | undefined>): Promise<imp.ParametrosImportacao> {
    const p: imp.ParametrosImportacao = {};
    for (const nome of d.parametros) {
      const v = q[nome];
      if (v === undefined || v === 0) throw new InvalidInput(MENSAGEM_PARAMETRO[nome]);
      p[nome] = v;
    }
    if (p.tipoDesconto !== undefined && ![1, 2, 3, 4, 5].includes(p.tipoDesconto)) throw new InvalidInput(impmsg.selecionePolitica);
    if (p.cicloId !== undefined) {
      const c = await db.selectFrom('ciclos').select('ano_fiscal').where('id', '=', p.cicloId).executeTakeFirst();
      if (!c) throw new InvalidInput(impmsg.selecioneCiclo);
      // the cycle must be one of the chosen fiscal year's, whichever year that is (not only the current one's)
      if (p.ano !== undefined && c.ano_fiscal !== p.ano) throw new InvalidInput(imsg.cicloInvalido);
    }
    if (
      p.tipoModeloAgrupadoId !== undefined &&
      !(await db.selectFrom('tipos_modelo_agrupado').select('id').where('id', '=', p.tipoModeloAgrupadoId).executeTakeFirst())
    )
      throw new InvalidInput(impmsg.selecioneModelo);
    return p;
  }

  const rotasEnvio = new Map<string, number[]>();
  for (const d of imp.DEFINICOES) {
    const caminho = '/' + d.envio.split('?')[0]!;
    rotasEnvio.set(caminho, [...(rotasEnvio.get(caminho) ?? []), d.arquivo]);
  }
  for (const [caminho, arquivos] of rotasEnvio) {
    const proprio = caminho !== '/importacoes';
    rota.post(caminho, {
      config: enviar,
      summary: proprio ? `Importar (${imp.DEFINICOES_POR_ARQUIVO.get(arquivos[0]!)!.nome})` : 'Importar um arquivo de uma aba (arquivo=1|2|4|5|7…)',
      description:
        'Multipart, um arquivo no campo files. As seleções da aba vêm na query. O arquivo é verificado inteiro (extensão, conteúdo, aba única, ' +
        'sem células mescladas, cabeçalho, CSV em UTF-8, tamanho) antes de qualquer gravação; o processamento segue em segundo plano.',
      query: EnvioQuery,
      consumes: ['multipart/form-data'],
      answer: ImportacaoEnviadaAnswer,
      handler: async (req, reply) => {
        const principal = principalOf(req);
        const q = req.query as Record<string, number | undefined>;
        const d = definicao(proprio ? (q.arquivo ?? arquivos[0]) : q.arquivo);
        if (!arquivos.includes(d.arquivo)) throw new InvalidInput(impmsg.abaInexistente);
        const parametros = await parametrosValidos(d, q);
        const declarado = Number(req.headers['content-length']);
        if (Number.isFinite(declarado) && declarado > tamanhoMaximo + MOLDURA_MULTIPART) {
          reply.header('connection', 'close');
          throw new DomainError(413, [arquivoMsg.tamanhoExcedido(emMb(tamanhoMaximo))]);
        }
        if (!req.isMultipart()) throw new InvalidInput(arquivoMsg.selecioneArquivo);
        const orcamento = opts.orcamentoDiario ?? null;
        await conferirOrcamento(db, principal, now(), orcamento, (Number.isFinite(declarado) ? declarado : 0) - MOLDURA_MULTIPART).catch((e: unknown) => {
          reply.header('connection', 'close');
          throw e;
        });
        let gravado: Gravado | null = null;
        let nome = '';
        try {
          for await (const part of req.parts()) {
            if (part.type === 'field') throw new InvalidInput(msg.campoNaoPermitido(part.fieldname));
            if (part.fieldname !== 'files') throw new InvalidInput(msg.campoNaoPermitido(part.fieldname));
            if (gravado) throw new InvalidInput(arquivoMsg.umArquivoPorVez);
            nome = nomeSeguro(part.filename);
            // a name the tab does not take is refused before a byte is stored
            if (!(d.extensoes as readonly string[]).includes(imp.extensaoDe(nome))) throw new InvalidInput(impmsg.extensaoNaoPermitida(d.extensoes));
            gravado = await armazenamento.put(part.file, { tamanhoMaximo });
          }
          if (!gravado) throw new InvalidInput(arquivoMsg.selecioneArquivo);
          const bytes = await lerTudo(await armazenamento.get(gravado.chave));
          const verificado = await imp.verificarArquivo(bytes, nome, d);
          const arquivoId = randomUUID();
          const g = gravado;
          const id = await db.transaction().execute(async (trx) => {
            await gastarOrcamento(trx, principal, now(), orcamento, g.tamanho);
            await registrarArquivo(trx, {
              id: arquivoId,
              chave: g.chave,
              nome,
              tipoConteudo: verificado.tipo === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
              tamanho: g.tamanho,
              sha256: g.sha256,
              enviadoPorId: principal.userId,
              enviadoPorNome: principal.nome,
              espelhoAdminId: principal.espelhoAdminId,
              concessionariaId: principal.grupoPerfil === GRUPO_PERFIL.Dealer ? principal.concessionariaId : null,
              enviadoEm: now(),
              finalidade: 'importacao',
            });
            return imp.registrarImportacao(trx, {
              arquivo: d.arquivo,
              parametros,
              nomeArquivo: nome,
              arquivoId,
              total: verificado.total,
              usuarioId: principal.userId,
              usuarioNome: principal.nome,
              agora: now(),
            });
          });
          gravado = null;
          const iniciada = await iniciarImportacao(req, db, id);
          req.log.info({ importacaoId: id, arquivo: d.arquivo, total: verificado.total, iniciada }, 'importacao_recebida');
          return ok({ id, status: STATUS_IMPORTACAO.lendoArquivo, iniciada, mensagem: iniciada ? impmsg.sucesso : impmsg.temporalIndisponivel });
        } catch (e) {
          if (gravado) await armazenamento.delete(gravado.chave);
          reply.header('connection', 'close');
          if (e instanceof TamanhoExcedido) throw new DomainError(413, [arquivoMsg.tamanhoExcedido(emMb(tamanhoMaximo))]);
          if (e instanceof DomainError) throw e;
          const err = e as { code?: string };
          if (err.code === 'FST_FILES_LIMIT') throw new InvalidInput(arquivoMsg.umArquivoPorVez);
          if (typeof err.code === 'string' && err.code.startsWith('FST_')) throw new InvalidInput(arquivoMsg.envioInterrompido);
          throw e;
        }
      },
    });
  }

  rota.get('/importacoes', {
    config: ler,
    summary: 'Histórico de importações de uma aba',
    description: 'Mais recentes primeiro; 10 por página. Varejo (6) lista também o seu segundo arquivo (16).',
    query: HistoricoQuery,
    answer: HistoricoPagina,
    handler: async (req) => ok(await imp.listarImportacoes(db, [req.query.arquivo], req.query)),
  });

  rota.get('/importacoes/specs', {
    config: ler,
    summary: 'Histórico de importações da aba Specs',
    query: HistoricoSpecsQuery,
    answer: HistoricoPagina,
    handler: async (req) => ok(await imp.listarImportacoes(db, [ARQUIVO.specs], req.query)),
  });

  rota.get('/importacoes/:id', {
    config: ler,
    summary: 'Progresso e totais de uma importação',
    params: ImportacaoParams,
    answer: HistoricoAnswer,
    handler: async (req) => {
      const r = await imp.lerImportacao(db, req.params.id);
      if (!r) throw new NotFound(impmsg.importacaoInexistente);
      return ok(r);
    },
  });

  rota.post('/importacoes/:id/cancelar', {
    config: enviar,
    summary: 'Cancelar uma importação em andamento',
    description: 'Para entre dois lotes com status 5 Cancelado; os lotes já gravados ficam, cada um inteiro.',
    params: ImportacaoParams,
    answer: ImportacaoCanceladaAnswer,
    handler: async (req) => ok({ id: req.params.id, ...(await imp.cancelarImportacao(db, req.params.id, now())) }),
  });

  rota.get('/importacoes/report', {
    config: ler,
    summary: 'Relatório do resultado de uma importação (linhas com um status)',
    description: 'statusId 2 aprovadas, 7 avisos, 4 erros, 3 duplicadas: a linha do arquivo, a chave e a mensagem.',
    query: RelatorioImportacaoQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const { importacaoLogId: id, statusId, arquivo } = req.query;
      const r = await db.selectFrom('importacoes').select(['id', 'arquivo']).where('id', '=', id).executeTakeFirst();
      if (!r || (arquivo !== undefined && arquivo !== r.arquivo)) throw new NotFound(impmsg.importacaoInexistente);
      const nomeStatus = NOMES_STATUS_IMPORTACAO[statusId]!;
      return sendXlsx(
        req,
        reply,
        `Importacao_${id}_${nomeStatus}`,
        nomeStatus,
        [
          { header: 'Linha', value: (l) => l.numero, width: 10 },
          { header: 'Chave', value: (l) => l.chave, width: 30 },
          { header: 'Status', value: () => nomeStatus, width: 12 },
          { header: 'Mensagem', value: (l) => l.mensagem, width: 80 },
        ],
        imp.linhasComStatus(db, id, statusId),
      );
    },
  });

  rota.get('/importacoes/modelo', {
    config: ler,
    summary: 'Planilha modelo de uma aba (cabeçalho com as colunas)',
    query: ModeloQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const d = imp.DEFINICOES_POR_ARQUIVO.get(req.query.arquivo);
      if (!d) throw new NotFound(impmsg.abaInexistente);
      return sendXlsx(
        req,
        reply,
        `Modelo_${d.nome.normalize('NFKD').replace(/[^\w]/g, '')}`,
        d.nome,
        d.colunas.map((c) => ({ header: c.nome, value: () => null, width: Math.max(14, c.nome.length + 4) })),
        (async function* () {})(),
      );
    },
  });

  rota.get('/ano-fiscal', {
    config: autenticada,
    summary: 'Anos fiscais (abril a março, nomeados pelo ano em que terminam)',
    answer: AnosFiscaisAnswer,
    handler: async () => ok(await imp.anosFiscais(db)),
  });
  rota.get('/ano-fiscal/atual', {
    config: autenticada,
    summary: 'Ano fiscal atual (São Paulo)',
    answer: AnoFiscalAtualAnswer,
    handler: async () => ok(imp.anoFiscalDe(now())),
  });
  rota.get('/ciclo', {
    config: autenticada,
    summary: 'Ciclos (meses) de um ano fiscal; sem anoFiscal, os do ano fiscal atual',
    query: CiclosQuery,
    answer: CiclosAnswer,
    handler: async (req) => ok(await imp.ciclosDoAno(db, req.query.anoFiscal ?? imp.anoFiscalDe(now()), now())),
  });
}

async function lerTudo(s: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const c of s) partes.push(Buffer.from(c));
  return Buffer.concat(partes);
}
