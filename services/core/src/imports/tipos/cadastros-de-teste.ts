import type { LinhaLida } from '../definicao.ts';
import type { Cadastros } from './apoio-abas.ts';

/** Lookups for the unit tests of the tabs' `validar`: two active dealers, one inactive, three model types. */
export const CADASTROS: Cadastros = {
  dealers: new Map([
    ['JLR001', { id: 1, ativo: true }],
    ['JLR002', { id: 2, ativo: true }],
    ['JLR099', { id: 99, ativo: false }],
  ]),
  modelos: new Map([
    ['DEFENDER', { id: 10, marcaId: 2, marca: 'Land Rover' }],
    ['RANGE ROVER EVOQUE', { id: 11, marcaId: 2, marca: 'Land Rover' }],
    ['F-PACE', { id: 20, marcaId: 1, marca: 'Jaguar' }],
  ]),
};
export const linha = (celulas: Record<string, string>, numero = 2): LinhaLida => ({ numero, celulas });
