import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { msg } from '@portal/contracts/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import {
  arquivoMsg,
  enderecoArquivo,
  FINALIDADE_PADRAO,
  FINALIDADES,
  FUNCOES_ENVIO,
  LISTA_FINALIDADES,
  type Finalidade,
} from '@portal/contracts/uploads/index';
import { can, type Principal } from '@portal/core/access/index';
import { DomainError, Forbidden, InvalidInput, NotFound } from '@portal/core/kernel/index';
import {
  emMb,
  gravarConteudo,
  lerArquivo,
  nomeParaDownload,
  nomeSeguro,
  ObjetoInexistente,
  podeLerArquivo,
  registrarArquivo,
  tipoDoConteudo,
  type AcessoArquivo,
  type Arquivo,
  type Armazenamento,
  type ConteudoGravado,
} from '@portal/core/storage/index';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { extensaoAceita } from '@portal/contracts/kpi/veiculo-form';
import { ArquivoBaixado, ArquivoParams, EnvioArquivosAnswer, EnvioQuery } from '@portal/contracts/uploads/schemas';
import { ok } from '../platform/schemas.ts';
import { recursoDoId } from '../platform/eventos-seguranca.ts';
import { principalOf } from '../platform/auth.ts';
import { conferirOrcamento, gastarOrcamento } from '../platform/orcamento-envio.ts';
import { autenticada, permissao, rotas } from '../platform/rota.ts';

export interface UploadOptions {
  deps: { db: Kysely<Database>; now: () => Date };
  armazenamento: Armazenamento;
  /** the largest file, in bytes */
  tamanhoMaximo: number;
  /** further reasons a user may read a file (contexts.ts `acessosArquivo`) */
  acessos?: readonly AcessoArquivo[];
  /** bytes a dealer (or a staff user) may store a day; null or absent: no budget (platform/orcamento-envio.ts) */
  orcamentoDiario?: number | null;
}

/** Room for the multipart framing around the file (boundaries, part headers, the `finalidade` field). */
const MOLDURA_MULTIPART = 64 * 1024;
/** Errors of a malformed or interrupted multipart body (@fastify/busboy's texts and @fastify/multipart's codes). */
const MULTIPART_MALFORMADO = /Unexpected end of|terminated early|Malformed|Boundary not found|Unsupported content type|Multipart/i;

/** May this user upload for this finalidade (edit one of its functions)? */
const podeEnviar = (p: Principal, f: Finalidade) => FINALIDADES[f].funcoes.some((funcao) => can(p, funcao, 'u'));

/**
 * Uploads and downloads (spec 002 §7.1 `POST genericos/enviar/geral`, 001 §7 invoices; docs/architecture.md "Files"):
 * one file per request in the multipart field `files`, its type told by its content, its size limited while it streams
 * (and refused at once when the declared length is already too long); a refused upload keeps nothing, on disk or in
 * the table. `GET genericos/arquivos/{id}` gives a file back to whoever may read it (404 to anyone else).
 */
export async function uploadRoutes(appBase: FastifyInstance, opts: UploadOptions) {
  const rota = rotas(appBase, ['Arquivos']);
  const { db, now } = opts.deps;
  const { armazenamento, tamanhoMaximo } = opts;
  // only these routes take multipart bodies (registered in this plugin's scope)
  await appBase.register(multipart, {
    // the storage enforces the limit (it sees one byte past it); busboy stops there in any case
    throwFileSizeLimit: false,
    limits: { fileSize: tamanhoMaximo + 1, files: 2, fields: 2, fieldNameSize: 100, fieldSize: 100, parts: 4, headerPairs: 20 },
  });

  const excedido = () => new DomainError(413, [arquivoMsg.tamanhoExcedido(emMb(tamanhoMaximo))]);

  rota.post('/genericos/enviar/geral', {
    config: permissao(FUNCOES_ENVIO, 'u'),
    summary: 'Enviar um arquivo (multipart, campo files; finalidade: geral, pedido, nfe, kpi ou importacao)',
    description:
      'Um arquivo por requisição. O tipo é reconhecido pelo conteúdo: geral, pedido e kpi aceitam PDF, JPG e PNG; nfe, PDF e XML; importacao, XLSX e CSV. ' +
      'data.filesUploaded[0] é o endereço do arquivo (arquivos/<id>), lido de volta em GET genericos/arquivos/{id}.',
    query: EnvioQuery,
    consumes: ['multipart/form-data'],
    answer: EnvioArquivosAnswer,
    handler: (req, reply) => receber(req, reply, req.query.finalidade ?? null, false),
  });

  rota.post('/genericos/enviar/newvehicle', {
    config: permissao('kpi', 'u'),
    summary: 'Enviar um anexo do veículo do KPI (multipart, campo files): JPG, JPEG, PNG ou PDF',
    description: "Um arquivo por requisição, reconhecido pelo conteúdo; nome com outra extensão ou conteúdo de outro tipo: 'Extensão não aceita!'.",
    consumes: ['multipart/form-data'],
    answer: EnvioArquivosAnswer,
    handler: (req, reply) => receber(req, reply, 'kpi', true),
  });

  /**
   * One upload: `pedida` is the finalidade asked in the query (or fixed by the route); `kpiVeiculo`: the KPI vehicle's
   * attachments, whose name must end in .jpg, .jpeg, .png or .pdf and whose refusals of type read 'Extensão não aceita!'.
   */
  async function receber(req: FastifyRequest, reply: FastifyReply, pedida: Finalidade | null, kpiVeiculo: boolean) {
    const principal = principalOf(req);
    let finalidade: Finalidade | null = pedida;
    if (finalidade && !podeEnviar(principal, finalidade)) throw new Forbidden(msg.semPermissaoFuncionalidade);
    // the declared length alone already says it is too large: refused before a byte is read
    const declarado = Number(req.headers['content-length']);
    if (Number.isFinite(declarado) && declarado > tamanhoMaximo + MOLDURA_MULTIPART) {
      encerrarConexao(reply);
      throw excedido();
    }
    if (!req.isMultipart()) throw new InvalidInput(arquivoMsg.selecioneArquivo);
    // the day's budget already spent (or too little left for the declared length): refused before a byte is read
    const orcamento = opts.orcamentoDiario ?? null;
    await conferirOrcamento(db, principal, now(), orcamento, (Number.isFinite(declarado) ? declarado : 0) - MOLDURA_MULTIPART).catch((e: unknown) => {
      encerrarConexao(reply);
      throw e;
    });

    let gravado: ConteudoGravado | null = null;
    let nome = '';
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          // `files` sent as text (a form without enctype sends the file's name): no file came
          if (part.fieldname === 'files') throw new InvalidInput(arquivoMsg.selecioneArquivo);
          if (part.fieldname !== 'finalidade') throw new InvalidInput(msg.campoNaoPermitido(part.fieldname));
          if (gravado) throw new InvalidInput(arquivoMsg.finalidadeDepoisDoArquivo);
          const valor = String(part.value) as Finalidade;
          if (part.valueTruncated || !LISTA_FINALIDADES.includes(valor) || (finalidade !== null && finalidade !== valor))
            throw new InvalidInput(msg.campoInvalido('finalidade'));
          if (!podeEnviar(principal, valor)) throw new Forbidden(msg.semPermissaoFuncionalidade);
          finalidade = valor;
          continue;
        }
        if (part.fieldname !== 'files') throw new InvalidInput(msg.campoNaoPermitido(part.fieldname));
        if (gravado) throw new InvalidInput(arquivoMsg.umArquivoPorVez);
        if (kpiVeiculo && part.filename && !extensaoAceita(part.filename)) throw new InvalidInput(kpiMsg.extensaoNaoAceita);
        gravado = await gravar(part, finalidade ?? FINALIDADE_PADRAO).catch((e: unknown) => {
          if (kpiVeiculo && e instanceof InvalidInput && e.errors[0]?.startsWith('Tipo de arquivo')) throw new InvalidInput(kpiMsg.extensaoNaoAceita);
          throw e;
        });
        nome = nomeSeguro(part.filename);
      }
    } catch (e) {
      if (gravado) await armazenamento.delete(gravado.chave);
      encerrarConexao(reply);
      throw traduzir(e);
    }
    if (!gravado) throw new InvalidInput(arquivoMsg.selecioneArquivo);

    const id = randomUUID();
    const f = finalidade ?? FINALIDADE_PADRAO;
    try {
      // in a transaction, so a request's Idempotency-Key is recorded with the row (a retry answers this same file)
      await db.transaction().execute(async (trx) => {
        await gastarOrcamento(trx, principal, now(), orcamento, gravado.tamanho);
        await registrarArquivo(trx, {
          id,
          chave: gravado.chave,
          nome,
          tipoConteudo: gravado.tipoConteudo,
          tamanho: gravado.tamanho,
          sha256: gravado.sha256,
          enviadoPorId: principal.userId,
          enviadoPorNome: principal.nome,
          espelhoAdminId: principal.espelhoAdminId,
          concessionariaId: principal.grupoPerfil === GRUPO_PERFIL.Dealer ? principal.concessionariaId : null,
          enviadoEm: now(),
          finalidade: f,
        });
      });
    } catch (e) {
      await armazenamento.delete(gravado.chave);
      throw e;
    }
    req.log.info({ arquivoId: id, tamanho: gravado.tamanho, tipo: gravado.tipo, finalidade: f }, 'arquivo_recebido');
    return ok({
      filesUploaded: [enderecoArquivo(id)],
      arquivos: [{ id, nome, tamanho: gravado.tamanho, tipo: gravado.tipoConteudo, sha256: gravado.sha256 }],
    });
  }

  /** Streams one file part into the storage; a part sent without a file (an empty file input) is no file at all. */
  async function gravar(part: MultipartFile, finalidade: Finalidade): Promise<ConteudoGravado> {
    try {
      return await gravarConteudo(armazenamento, part.file, { tipos: FINALIDADES[finalidade].tipos, tamanhoMaximo });
    } catch (e) {
      if (e instanceof InvalidInput && !part.filename && e.errors[0] === arquivoMsg.arquivoVazio) throw new InvalidInput(arquivoMsg.selecioneArquivo);
      throw e;
    }
  }

  rota.get('/genericos/arquivos/:id', {
    // order documents, NF-e and commission invoices, KPI attachments: personal data leaves the portal
    config: { ...autenticada, seguranca: { sucesso: 'download_dados_pessoais', recurso: recursoDoId('arquivo') } },
    summary: 'Baixar um arquivo enviado (anexo, com o tipo reconhecido no envio)',
    description:
      'Equipe do importador: qualquer arquivo; usuários de dealer: os enviados pelo seu dealer (ou grupo, com acesso de grupo). Os demais recebem 404.',
    params: ArquivoParams,
    answer: ArquivoBaixado,
    handler: async (req, reply) => {
      const principal = principalOf(req);
      const arquivo = await lerArquivo(db, req.params.id.toLowerCase());
      if (!arquivo || !(await podeLerArquivo(db, principal, arquivo, opts.acessos ?? []))) throw new NotFound(arquivoMsg.arquivoIndisponivel);
      let conteudo: Readable;
      try {
        conteudo = await armazenamento.get(arquivo.chave);
      } catch (e) {
        if (!(e instanceof ObjetoInexistente)) throw e;
        req.log.error({ arquivoId: arquivo.id }, 'arquivo_sem_conteudo: o registro existe, o conteúdo não está no armazenamento');
        throw new NotFound(arquivoMsg.arquivoIndisponivel);
      }
      return enviarConteudo(reply, arquivo, conteudo);
    },
  });
}

/** The file as an attachment with its stored type; never rendered by the browser (nosniff, a sandboxing CSP). */
function enviarConteudo(reply: FastifyReply, arquivo: Arquivo, conteudo: Readable) {
  const tipo = tipoDoConteudo(arquivo.tipoConteudo);
  const texto = tipo === 'csv' || tipo === 'xml';
  return reply
    .header('content-type', texto ? `${arquivo.tipoConteudo}; charset=utf-8` : arquivo.tipoConteudo)
    .header('content-length', String(arquivo.tamanho))
    .header('content-disposition', contentDisposition(nomeParaDownload(arquivo.nome, tipo)))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .header('etag', `"${arquivo.sha256}"`)
    .header('repr-digest', `sha-256=:${Buffer.from(arquivo.sha256, 'hex').toString('base64')}:`)
    .send(conteudo);
}

/** A refused upload may still be arriving: the answer closes the connection rather than read (and discard) the rest. */
function encerrarConexao(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** Multipart parsing errors in pt-BR; anything else (the storage's own failures) goes on as it is (500). */
function traduzir(e: unknown): unknown {
  if (e instanceof DomainError) return e;
  const err = e as { code?: string; message?: string };
  if (err.code === 'FST_FILES_LIMIT') return new InvalidInput(arquivoMsg.umArquivoPorVez);
  if (err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT' || err.code === 'FST_PROTO_VIOLATION') return new InvalidInput(msg.dadosInvalidos);
  if (err.code === 'FST_MP_PREMATURE_CLOSE' || err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || err.code === 'FST_INVALID_JSON_FIELD_ERROR')
    return new InvalidInput(arquivoMsg.envioInterrompido);
  if (!err.code && typeof err.message === 'string' && MULTIPART_MALFORMADO.test(err.message)) return new InvalidInput(arquivoMsg.envioInterrompido);
  return e;
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(nome: string): string {
  const ascii = nome
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
