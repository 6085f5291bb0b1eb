import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';
import { salvarArquivo, useExportacao } from '../../../shared/download.ts';
import type { SolicitacaoRow } from './use-liberar-listar.ts';

/** The columns of the CSV, in order: field and title. */
const CAMPOS: Partial<Record<keyof SolicitacaoRow, string>> = {
  pedido: 'Pedido',
  chassi: 'Chassi',
  modelo: 'Modelo',
  derivativo: 'Derivativo',
  my: 'MY',
  corExterna: 'Cor externa',
  dealerSolicitante: 'Dealer',
  nomeDealerSolicitante: 'Nome do dealer',
  tipoVenda: 'Tipo de venda',
  tipoPagamento: 'Tipo de pagamento',
  dataFaturamento: 'Data de faturamento',
  prioridade: 'Prioridade',
  solicitadoPor: 'Solicitado por',
  dataSolicitacao: 'Data da solicitação',
};

/** A spreadsheet cell: quoted, and never read as a formula. */
function celula(v: unknown): string {
  let s = v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'Sim' : 'Não') : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/**
 * Exportar of Liberar faturamento. The server has no export call for this list (the catalogue names none), so the
 * rows of the list call are written to a CSV (Excel, ';', UTF-8 BOM) in the browser, page by page.
 */
export function useExportCsv() {
  return useExportacao(async (filtros: Record<string, unknown>) => {
    const todas: SolicitacaoRow[] = [];
    for (let page = 1; ; page++) {
      const p = await call<Pagina<SolicitacaoRow>>('POST', 'veiculos/faturamentos/liberar/listar', { body: { ...filtros, page, per_page: 100 } });
      todas.push(...p.rows);
      if (p.rows.length < 100 || todas.length >= p.total) break;
    }
    const campos = Object.entries(CAMPOS) as [keyof SolicitacaoRow, string][];
    const texto = [campos.map(([, t]) => celula(t)).join(';'), ...todas.map((r) => campos.map(([k]) => celula(r[k])).join(';'))].join('\r\n');
    salvarArquivo({ blob: new Blob([`\uFEFF${texto}`], { type: 'text/csv;charset=utf-8' }), nome: 'Liberar Faturamento.csv' });
  });
}
