import { ARQUIVO, type AbaImportacao } from '../aba.ts';
import { REGRAS_PLANILHA } from './regras.ts';

/** Specs (arquivo 7 & tipoModeloAgrupadoId): each order's options, compared with the model type's mandatory guide. */
export const abaSpecs: AbaImportacao = {
  arquivo: ARQUIVO.specs,
  nome: 'Specs',
  envio: 'importacoes?arquivo=7',
  extensoes: ['xlsx', 'csv'],
  parametros: ['tipoModeloAgrupadoId'],
  layout: 'tabela',
  colunas: [
    { nome: 'Número Pedido', obrigatoria: true, descricao: 'número do pedido, até 20 caracteres', exemplo: '5100001' },
    { nome: 'Chassi', obrigatoria: false, descricao: 'VIN de 17 caracteres', exemplo: 'SALGA2BE0RA000001' },
    { nome: 'Código Modelo', obrigatoria: true, descricao: 'código ativo do tipo de modelo selecionado', exemplo: 'L460' },
    {
      nome: 'Opcionais',
      obrigatoria: false,
      descricao: 'códigos separados por ";" (código - descrição)',
      exemplo: '086GG - Teto solar; 032DV - Head-up display',
    },
    { nome: 'Status', obrigatoria: false, descricao: 'Aberto ou Encerrado (vazio = mantém)', exemplo: 'Aberto' },
  ],
  regras: [
    ...REGRAS_PLANILHA,
    'Selecione o modelo (tipo de modelo) antes de enviar; o código de cada linha deve ser um código ativo desse modelo.',
    'Os opcionais são comparados com o guia obrigatório em vigor na data da importação.',
  ],
};
