import { ARQUIVO, type AbaImportacao } from '../aba.ts';
import { REGRAS_PLANILHA } from './regras.ts';

/** Preço (arquivo 3, POST importacoes/preco-final): the final public price per derivative and model year. */
export const abaPreco: AbaImportacao = {
  arquivo: ARQUIVO.preco,
  nome: 'Preço',
  envio: 'importacoes/preco-final',
  extensoes: ['xlsx', 'csv'],
  parametros: [],
  layout: 'tabela',
  colunas: [
    { nome: 'Modelo', obrigatoria: true, descricao: 'descrição do modelo cadastrado', exemplo: 'Range Rover' },
    { nome: 'Derivativo', obrigatoria: true, descricao: 'descrição do derivativo do modelo', exemplo: 'P400 SE' },
    { nome: 'Ano Modelo', obrigatoria: true, descricao: 'ano com 4 dígitos', exemplo: '2026' },
    { nome: 'Preço Público Final', obrigatoria: true, descricao: 'em reais, maior que zero', exemplo: '1.250.000,00' },
    { nome: 'Vigente Desde', obrigatoria: true, descricao: 'dd/mm/aaaa', exemplo: '01/01/2027' },
  ],
  regras: [...REGRAS_PLANILHA, 'Uma linha com o mesmo derivativo, ano modelo e início de vigência substitui a anterior.'],
};
