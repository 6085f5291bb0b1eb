import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { msg } from '@portal/contracts/messages';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { arquivoMsg } from '@portal/contracts/uploads/messages';
import { InvalidInput, type Db } from '@portal/core/kernel/index';
import * as oc from '@portal/core/order-call/index';
import * as S from '@portal/contracts/order-call/schemas';
import { correlacao, ok } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { COLUNAS_OC, lerPlanilha, quantidade, texto } from './planilhas.ts';
import { permissao, rotas } from '../platform/rota.ts';

/**
 * The two spreadsheet imports of the production plan and the order call (spec 002 §7.7: "multipart with a request JSON
 * and a file", "multipart file plus filter fields"): one .xlsx in the multipart field `files`, the selections in the
 * query as every upload of the portal takes them. The file is read whole (at most TAMANHO_MAXIMO_PLANILHA) and goes
 * through the ZIP guard (`planilhaVerificada`) before exceljs; a bad row is refused with its line and nothing is saved.
 */
export async function orderCallImportacaoRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const { db, now } = opts.deps;
  // only these routes take multipart bodies (registered in this plugin's scope)
  await appBase.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: S.TAMANHO_MAXIMO_PLANILHA + 1, files: 2, fields: 0, fieldNameSize: 100, fieldSize: 100, parts: 2, headerPairs: 20 },
  });
  const rota = rotas(appBase, ['Plano de produção e Order Call']);
  const consumes = ['multipart/form-data'];

  /** The one file of the body, whole, refused past the size limit or when there is none, another field or a second file. */
  async function planilhaDoCorpo(req: FastifyRequest): Promise<unknown[][]> {
    if (!req.isMultipart()) throw new InvalidInput(arquivoMsg.selecioneArquivo);
    let bytes: Buffer | null = null;
    for await (const part of req.parts()) {
      if (part.type === 'field' || part.fieldname !== 'files') throw new InvalidInput(msg.campoNaoPermitido(part.fieldname));
      if (bytes) throw new InvalidInput(arquivoMsg.umArquivoPorVez);
      bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > S.TAMANHO_MAXIMO_PLANILHA) throw new InvalidInput(ocmsg.planilhaInvalida);
    }
    if (!bytes) throw new InvalidInput(arquivoMsg.selecioneArquivo);
    return lerPlanilha(bytes);
  }

  rota.post('/order-call/fcst/modelo/importar', {
    config: permissao('planoProducao', 'u'),
    summary: 'Importar a planilha exportada (multipart, campo files): devolve os modelos para a tela (nada é gravado até Salvar)',
    consumes,
    query: S.ImportarGradeQuery,
    answer: S.GradeImportada,
    handler: async (req) => {
      const linhas = await planilhaDoCorpo(req);
      const ciclos = await oc.listarCiclos(db, { anoFiscal: req.query.anoFiscal });
      const modelos = await oc.listarModelos(db);
      const cab = (linhas[0] ?? []).map(texto);
      const colCiclo = ciclos.map((c) => cab.indexOf(c.nome));
      if (cab[0] !== 'Marca' || cab[1] !== 'Modelo' || colCiclo.some((i) => i < 0)) throw new InvalidInput(ocmsg.planilhaInvalida);
      const erros: string[] = [];
      const grade = new Map<number, number[]>();
      linhas.slice(1).forEach((l, i) => {
        const n = i + 2;
        const m = modelos.find((x) => x.marca.nome === texto(l[0]) && x.descricao === texto(l[1]));
        if (!m) return void erros.push(ocmsg.linhaInvalida(n, ocmsg.modeloInvalido(`${texto(l[0])} ${texto(l[1])}`)));
        const qs = colCiclo.map((c) => quantidade(l[c]));
        const ruim = qs.findIndex((q) => q === null);
        if (ruim >= 0) return void erros.push(ocmsg.linhaInvalida(n, ocmsg.quantidadeInvalida(ciclos[ruim]!.nome)));
        grade.set(m.id, qs as number[]);
      });
      if (erros.length) throw new InvalidInput(erros.slice(0, 20));
      return ok({
        modelos: modelos.map((m) => ({
          id: m.id,
          descricao: m.descricao,
          marca: m.marca.nome,
          ciclos: ciclos.map((c, j) => ({ id: c.id, nome: c.nome, quantidade: grade.get(m.id)?.[j] ?? 0 })),
        })),
        mensagem: ocmsg.importacaoCarregada,
      });
    },
  });

  rota.post('/order-call/importar', {
    config: permissao('orderCall', 'u'),
    summary:
      'Importar o Order Call exportado (multipart, campo files): as quantidades finais que mudaram, tudo ou nada (linhas inválidas recusadas com o número da linha)',
    consumes,
    query: S.ImportarOrderCallQuery,
    answer: S.Alteradas,
    handler: async (req) => {
      const linhas = await planilhaDoCorpo(req);
      const cab = (linhas[0] ?? []).map(texto);
      if (COLUNAS_OC.some((c, i) => cab[i] !== c)) throw new InvalidInput(ocmsg.planilhaInvalida);
      const erros: string[] = [];
      const celulas: oc.EdicaoCelula[] = [];
      linhas.slice(1).forEach((l, i) => {
        const n = i + 2;
        const ids = [7, 8, 9].map((c) => Number(texto(l[c])));
        const q = quantidade(l[6]);
        if (ids.some((x) => !Number.isInteger(x) || x < 1 || x > 2_147_483_647))
          return void erros.push(ocmsg.linhaInvalida(n, 'identificação da célula inválida.'));
        if (q === null) return void erros.push(ocmsg.linhaInvalida(n, ocmsg.quantidadeInvalida(texto(l[6]))));
        celulas.push({ concessionariaId: ids[0]!, tipoModeloId: ids[1]!, cicloId: ids[2]!, quantidadeFinal: q });
      });
      if (erros.length) throw new InvalidInput(erros.slice(0, 20));
      const r = await oc.editarOrderCall({ db, now }, principalOf(req), correlacao(req), req.query.orderCallId, celulas, 'planilha');
      return ok({ ...r, mensagem: ocmsg.orderCallAtualizado });
    },
  });
}
