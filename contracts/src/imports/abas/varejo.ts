import { ARQUIVO, type AbaImportacao, type ColunaImportacao } from '../aba.ts';

const colunas: readonly ColunaImportacao[] = [
  { nome: 'Dealer', obrigatoria: true, descricao: 'Código do dealer', exemplo: 'JLR001' },
  { nome: 'Modelo', obrigatoria: true, descricao: 'Tipo de modelo, como no cadastro de modelos', exemplo: 'Range Rover Evoque' },
  { nome: 'Quantidade', obrigatoria: true, descricao: 'Vendas no varejo no mês do ciclo (inteiro)', exemplo: '4' },
];
const regras = (qual: string) => [
  'Arquivo .xlsx ou .csv, uma única planilha, primeira linha com o cabeçalho, sem células mescladas, colunas formatadas como texto.',
  'Selecione o ano fiscal e o ciclo: as quantidades são do mês do ciclo.',
  `Uma linha por dealer e modelo; ${qual}.`,
  'Um novo arquivo do mesmo ciclo substitui a quantidade do mesmo dealer e modelo.',
];

/** Tab Varejo, first file: the dealers' retail sales per dealer × model type in the cycle's month (varejo_mensal, channel 1). */
export const ABA_VAREJO: AbaImportacao = {
  arquivo: ARQUIVO.varejo,
  nome: 'Varejo',
  envio: 'importacoes/varejo',
  extensoes: ['xlsx', 'csv'],
  parametros: ['ano', 'cicloId'],
  layout: 'tabela',
  colunas,
  regras: regras('vendas do dealer no varejo (sem venda direta)'),
};

/** Tab Varejo, second file (Retail 2): the direct-sales retail per dealer × model type in the cycle's month (channel 2). */
export const ABA_VAREJO2: AbaImportacao = {
  ...ABA_VAREJO,
  arquivo: ARQUIVO.varejo2,
  nome: 'Varejo 2 (Retail 2)',
  // the same upload call as Varejo; `arquivo` tells the second file apart
  envio: 'importacoes/varejo?arquivo=16',
  regras: regras('vendas diretas (VD) entregues pelo dealer'),
};
