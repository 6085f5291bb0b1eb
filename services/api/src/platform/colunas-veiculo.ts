import type { CellValue, XlsxColumn } from './xlsx.ts';

/** The fields every vehicle export opens with, read under the same name from each read model. */
type CampoComum = 'pedido' | 'chassi' | 'modelo' | 'derivativo' | 'my' | 'corExterna' | 'corInterna' | 'statusDescricao';

/**
 * The columns a vehicle export opens with (Pedido … Status), one home for their headers and widths: `ler` reads a field of
 * the export's row (typed by its read model, so an unknown field fails to compile), `campos` names the brand's and the
 * description's fields, which the read models name differently.
 */
export function colunasIniciaisDoVeiculo<R, C extends string>(
  ler: (campo: CampoComum | C) => (r: R) => CellValue,
  campos: { marca: C; descricao: C },
): XlsxColumn<R>[] {
  return [
    { header: 'Pedido', value: ler('pedido') },
    { header: 'Chassi', width: 20, value: ler('chassi') },
    { header: 'Marca', value: ler(campos.marca) },
    { header: 'Modelo', width: 18, value: ler('modelo') },
    { header: 'Derivativo', width: 22, value: ler('derivativo') },
    { header: 'Descrição', width: 30, value: ler(campos.descricao) },
    { header: 'MY', value: ler('my') },
    { header: 'Cor Externa', width: 18, value: ler('corExterna') },
    { header: 'Cor Interna', width: 18, value: ler('corInterna') },
    { header: 'Status', width: 22, value: ler('statusDescricao') },
  ];
}
