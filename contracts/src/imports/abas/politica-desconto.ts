import { ARQUIVO, type AbaImportacao } from '../aba.ts';
import { REGRAS_PLANILHA } from './regras.ts';

/** Discount types of the Política de Desconto tab (DECISIONS.md: 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD; all five importable). */
export const TIPOS_DESCONTO = [
  { id: 1, nome: 'D1' },
  { id: 2, nome: 'D2' },
  { id: 3, nome: 'D3' },
  { id: 5, nome: 'D4' },
  { id: 4, nome: 'PCD' },
] as const;

/** Política de Desconto (arquivo 4 & tipoDesconto): discount and commission per derivative (and, optionally, model year). */
export const abaPoliticaDesconto: AbaImportacao = {
  arquivo: ARQUIVO.politicaDesconto,
  nome: 'Política de Desconto',
  envio: 'importacoes?arquivo=4',
  extensoes: ['xlsx', 'csv'],
  parametros: ['tipoDesconto'],
  layout: 'tabela',
  colunas: [
    { nome: 'Modelo', obrigatoria: true, descricao: 'descrição do modelo cadastrado', exemplo: 'Range Rover' },
    { nome: 'Derivativo', obrigatoria: true, descricao: 'descrição do derivativo do modelo', exemplo: 'P400 SE' },
    { nome: 'Ano Modelo', obrigatoria: false, descricao: 'vazio = todas as versões do derivativo', exemplo: '2026' },
    { nome: 'Desconto (%)', obrigatoria: true, descricao: '0 a 100, até 3 casas decimais', exemplo: '5,5' },
    { nome: 'Comissão (%)', obrigatoria: true, descricao: '0 a 100, até 3 casas decimais', exemplo: '3' },
    { nome: 'Vigente Desde', obrigatoria: true, descricao: 'dd/mm/aaaa', exemplo: '01/01/2027' },
  ],
  regras: [
    ...REGRAS_PLANILHA,
    'Selecione a política de desconto (D1, D2, D3, D4 ou PCD) antes de enviar.',
    'Uma linha com o mesmo derivativo, ano modelo e início de vigência substitui a anterior.',
  ],
};
