import { ARQUIVO, type AbaImportacao } from '../aba.ts';

/** The brand headings of a Plano Anual sheet (column C). */
export const MARCAS_PLANO_ANUAL = ['Jaguar', 'Land Rover'] as const;

/** Tab Plano Anual (002 §5.3): one workbook, a sheet per dealer; the annual plan per dealer × model type (plano_anual). */
export const ABA_PLANO_ANUAL: AbaImportacao = {
  arquivo: ARQUIVO.planoAnual,
  nome: 'Plano Anual',
  envio: 'importacoes/plano-anual',
  extensoes: ['xlsx'],
  parametros: ['ano'],
  layout: 'plano-anual',
  colunas: [
    { nome: 'Dealer', obrigatoria: true, descricao: 'Célula C4 de cada planilha: código do dealer', exemplo: 'JLR001' },
    { nome: 'Marca', obrigatoria: true, descricao: 'Linha da coluna C com o nome da marca (Jaguar, Land Rover) acima dos seus modelos', exemplo: 'Land Rover' },
    { nome: 'Modelo', obrigatoria: true, descricao: 'Coluna C a partir da linha 6: tipo de modelo', exemplo: 'Defender' },
    { nome: 'Plano', obrigatoria: true, descricao: 'Coluna H: plano anual do modelo (inteiro)', exemplo: '24' },
  ],
  regras: [
    'Somente arquivo .xlsx. Selecione o ano fiscal (o padrão é o ano atual).',
    'As 4 primeiras planilhas e as planilhas ocultas são ignoradas; cada outra planilha é de um dealer.',
    'A célula C4 traz o código do dealer; a partir de C6, os modelos agrupados sob as duas marcas; o plano anual é lido da coluna H.',
    'Linhas vazias e linhas de total (coluna C começando por "Total") são ignoradas.',
    'Um novo arquivo do mesmo ano substitui o plano do mesmo dealer e modelo.',
  ],
};
