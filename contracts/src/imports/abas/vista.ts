import { ARQUIVO, type AbaImportacao } from '../aba.ts';
import { REGRAS_PLANILHA } from './regras.ts';

/** Vista (arquivo 1): the importer's vehicle data per chassis (docs/decisions.md "Imports"). */
export const abaVista: AbaImportacao = {
  arquivo: ARQUIVO.vista,
  nome: 'Vista',
  envio: 'importacoes?arquivo=1',
  extensoes: ['xlsx', 'csv'],
  parametros: [],
  layout: 'tabela',
  colunas: [
    { nome: 'Chassi', obrigatoria: true, descricao: 'VIN de 17 caracteres', exemplo: 'SALGA2BE0RA000001' },
    { nome: 'Pedido', obrigatoria: true, descricao: 'número do pedido na fábrica', exemplo: '5100001' },
    { nome: 'Modelo', obrigatoria: true, descricao: 'descrição do modelo cadastrado', exemplo: 'Range Rover' },
    { nome: 'Derivativo', obrigatoria: true, descricao: 'descrição do derivativo do modelo', exemplo: 'P400 SE' },
    { nome: 'Ano Modelo', obrigatoria: true, descricao: 'ano com 4 dígitos', exemplo: '2026' },
    { nome: 'Cor Externa', obrigatoria: false, descricao: 'texto livre', exemplo: 'Santorini Black' },
    { nome: 'Cor Interna', obrigatoria: false, descricao: 'texto livre', exemplo: 'Ebony' },
    { nome: 'Tipo Pedido', obrigatoria: false, descricao: 'Stock, Cliente ou Demo', exemplo: 'Stock' },
    {
      nome: 'Data Disponibilidade',
      obrigatoria: false,
      descricao: 'dd/mm/aaaa (quando a linha não traz produção, forecast nem embarque)',
      exemplo: '15/01/2027',
    },
    { nome: 'Data Produção', obrigatoria: false, descricao: 'dd/mm/aaaa, carros nacionais', exemplo: '' },
    { nome: 'Data Forecast', obrigatoria: false, descricao: 'dd/mm/aaaa, importados antes do embarque', exemplo: '' },
    { nome: 'Data Embarque', obrigatoria: false, descricao: 'dd/mm/aaaa, importados embarcados', exemplo: '' },
  ],
  regras: [
    ...REGRAS_PLANILHA,
    'Um chassi novo é cadastrado (Cota sem dealer com data de disponibilidade; Indisponível sem ela); um chassi já cadastrado tem a data de disponibilidade atualizada.',
    'Chassi repetido no mesmo arquivo é marcado como Duplicado.',
    'A disponibilidade é contada pelas configurações gerais: da Data Embarque (importados pós-embarque), senão da Data Forecast (importados pré-embarque), senão da Data Produção (nacionais); sem nenhuma delas vale a Data Disponibilidade.',
  ],
};
