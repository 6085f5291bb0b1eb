import { ARQUIVO, type AbaImportacao } from '../aba.ts';

/** Tab Floor Plan: each dealer's floor-plan credit line in the cycle (floor_plan); feeds 'Floor Plan Disponível'. */
export const ABA_FLOOR_PLAN: AbaImportacao = {
  arquivo: ARQUIVO.floorPlan,
  nome: 'Floor Plan',
  envio: 'importacoes/floor-plan',
  extensoes: ['xlsx', 'csv'],
  parametros: ['ano', 'cicloId'],
  layout: 'tabela',
  colunas: [
    { nome: 'Dealer', obrigatoria: true, descricao: 'Código do dealer', exemplo: 'JLR001' },
    { nome: 'Limite', obrigatoria: true, descricao: 'Limite de crédito floor plan (R$)', exemplo: '5000000,00' },
    { nome: 'Utilizado', obrigatoria: true, descricao: 'Valor utilizado (R$)', exemplo: '3250000,00' },
  ],
  regras: [
    'Arquivo .xlsx ou .csv, uma única planilha, primeira linha com o cabeçalho, sem células mescladas, colunas formatadas como texto.',
    'Selecione o ano fiscal e o ciclo. Uma linha por dealer; valores em reais (vírgula ou ponto decimal).',
    'Disponível = Limite − Utilizado; utilizado acima do limite é gravado com aviso.',
    'Um novo arquivo do mesmo ciclo substitui os valores do mesmo dealer.',
  ],
};
