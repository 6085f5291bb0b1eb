import { ARQUIVO, type AbaImportacao } from '../aba.ts';
import { REGRAS_PLANILHA } from './regras.ts';

/** Faturamento (arquivo 2): the importer's billing (SAP) per chassis: invoice number and date. */
export const abaFaturamento: AbaImportacao = {
  arquivo: ARQUIVO.faturamento,
  nome: 'Faturamento',
  envio: 'importacoes?arquivo=2',
  extensoes: ['xlsx', 'csv'],
  parametros: [],
  layout: 'tabela',
  colunas: [
    { nome: 'Chassi', obrigatoria: true, descricao: 'VIN de 17 caracteres de um veículo cadastrado', exemplo: 'SALGA2BE0RA000001' },
    { nome: 'Nota Fiscal', obrigatoria: true, descricao: 'número da nota, até 18 dígitos', exemplo: '123456' },
    { nome: 'Data Faturamento', obrigatoria: true, descricao: 'dd/mm/aaaa, não futura', exemplo: '10/01/2027' },
  ],
  regras: [
    ...REGRAS_PLANILHA,
    'O veículo deve estar com faturamento solicitado, em processamento ou consignado; nos demais status a linha é recusada.',
    'Um veículo já faturado com a mesma nota é marcado como Aviso e não é alterado.',
  ],
};
