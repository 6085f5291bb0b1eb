import { ARQUIVO, type AbaImportacao } from '../aba.ts';

/** Tab Emplacamento: vehicle registrations per chassis (emplacamentos). */
export const ABA_EMPLACAMENTO: AbaImportacao = {
  arquivo: ARQUIVO.emplacamento,
  nome: 'Emplacamento',
  envio: 'importacoes',
  extensoes: ['xlsx', 'csv'],
  parametros: [],
  layout: 'tabela',
  colunas: [
    { nome: 'Chassi', obrigatoria: true, descricao: 'Chassi do veículo (17 caracteres)', exemplo: 'SALGA2AE1PA123456' },
    { nome: 'Dealer', obrigatoria: true, descricao: 'Código do dealer que emplacou', exemplo: 'JLR001' },
    { nome: 'Data do Emplacamento', obrigatoria: true, descricao: 'dd/mm/aaaa', exemplo: '15/11/2026' },
    { nome: 'Placa', obrigatoria: false, descricao: 'Placa (AAA9999 ou Mercosul AAA9A99)', exemplo: 'BRA2E19' },
  ],
  regras: [
    'Arquivo .xlsx ou .csv, uma única planilha, primeira linha com o cabeçalho, sem células mescladas, colunas formatadas como texto.',
    'Uma linha por chassi; um novo arquivo com o mesmo chassi substitui o emplacamento anterior.',
    'Chassi que o portal não conhece é gravado com aviso.',
  ],
};
