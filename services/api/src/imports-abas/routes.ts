import type { FastifyInstance, FastifyReply } from 'fastify';
import ExcelJS from 'exceljs';
import { TIPOS_RELATORIO } from '@portal/contracts/imports/abas/relatorios';
import type { Db } from '@portal/core/kernel/index';
import { InvalidInput } from '@portal/core/kernel/index';
import { imagemEmplacamento, modeloDePlanilha, statusVarejo } from '@portal/core/imports-abas/index';
import {
  ImagemEmplacamentoAnswer,
  ModeloAbaQuery,
  SemParametros,
  StatusVarejoAnswer,
  StatusVarejoQuery,
  TiposRelatorioAnswer,
} from '@portal/contracts/imports/schemas';
import { Xlsx, ok, okAs } from '../platform/schemas.ts';
import { principalOf } from '../platform/auth.ts';
import { EXPORT_PREFIX, safeCell } from '../platform/xlsx.ts';
import { permissao, rotas } from '../platform/rota.ts';

export const MODELO_INDISPONIVEL = 'Não há modelo de planilha para esta aba.';

/**
 * The read calls of the tabs Emplacamento, Varejo and Relatórios (002 §7.4): retail status of a cycle, the picture of
 * the registrations, the report types and a tab's file template. The uploads are the import engine's routes.
 */
export async function importacoesAbasRoutes(appBase: FastifyInstance, opts: { deps: { db: Db; now: () => Date } }) {
  const rota = rotas(appBase, ['Importações']);
  const { db } = opts.deps;
  const ler = permissao('importacoes', 'r');

  rota.get('/importacoes/retail-status', {
    config: ler,
    summary: 'Varejo e Retail 2 importados no ciclo (varejoOk, retail2Ok) e quando',
    query: StatusVarejoQuery,
    answer: StatusVarejoAnswer,
    handler: async (req) => ok(await statusVarejo(db, req.query.anoFiscal, req.query.cicloId)),
  });

  rota.get('/importacoes/emplacamento-imagem', {
    config: ler,
    summary: 'Imagem dos emplacamentos: última importação, total, período e emplacamentos por mês (12 meses)',
    query: SemParametros,
    answer: ImagemEmplacamentoAnswer,
    handler: async (req) => okAs(ImagemEmplacamentoAnswer, await imagemEmplacamento(db, principalOf(req))),
  });

  rota.get('/importacoes/relatorio/tipo', {
    config: ler,
    summary: 'Tipos de relatório da aba Relatórios',
    query: SemParametros,
    answer: TiposRelatorioAnswer,
    handler: async () => ok(TIPOS_RELATORIO.map((t) => ({ id: t.id, nome: t.nome }))),
  });

  rota.get('/importacoes/relatorio', {
    config: ler,
    summary: 'Modelo de planilha (.xlsx) de uma aba: cabeçalho e linha de exemplo (abaRelatorios: tipo de relatório)',
    query: ModeloAbaQuery,
    answer: Xlsx,
    handler: async (req, reply) => {
      const modelo = modeloDePlanilha(req.query.arquivo, req.query.abaRelatorios);
      if (!modelo) throw new InvalidInput(MODELO_INDISPONIVEL);
      const wb = new ExcelJS.Workbook();
      wb.creator = 'Portal de Distribuição';
      for (const f of modelo.folhas) {
        const ws = wb.addWorksheet(f.nome);
        f.linhas.forEach((l, i) => l.forEach((v, j) => v !== null && (ws.getCell(i + 1, j + 1).value = safeCell(v))));
        // every column as text (the tabs' rule): the import reads text
        for (let j = 1; j <= 8; j++) ws.getColumn(j).numFmt = '@';
      }
      const buf = Buffer.from(await wb.xlsx.writeBuffer());
      return (reply as FastifyReply)
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${EXPORT_PREFIX}${modelo.nome}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(buf);
    },
  });
}
