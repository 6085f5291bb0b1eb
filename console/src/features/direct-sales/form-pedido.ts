import type { ContatoEmpresa, DadosVeiculo, PedidoDetalhe, Solicitante, VeiculoPedido } from '@portal/contracts/direct-sales/schemas';
import { MASCARA, comMascara, semMascara } from './mascaras.ts';

// The order screen's form (spec §3, §5.1): its state, empty or from a saved order (GET pedidos/{id}, masks applied).

/** An address as the form holds it (the buyer's and the company contact's: the same fields and masks). */
export interface EnderecoForm {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  nomeCidade: string;
  nomeUf: string;
  cidadeId: number | null;
  ufId: number | null;
}

export interface SolicitanteForm extends EnderecoForm {
  tipoCliente: number | null;
  cpf: string;
  nome: string;
  profissaoId: number | null;
  telefone: string;
  celular: string;
  email: string;
  rg: string;
  cnpj: string;
  inscricaoEstadual: string;
  inscricaoMunicipal: string;
  razaoSocial: string;
  nomeFantasia: string;
}

export interface ContatoForm extends EnderecoForm {
  nome: string;
  telefone: string;
  celular: string;
  email: string;
  cpf: string;
  rgRne: string;
  profissaoId: number | null;
  tipoEndereco: number | null;
}

export interface ProdutoForm {
  codigoPedido: string;
  chassi: string;
  tipoModeloAgrupadoId: number | null;
  derivativoId: number | null;
  marca: string;
  versaoId: number | null;
  edicaoLimitada: boolean;
  corExterna: string;
  corInterna: string;
  anoModelo: string;
  anoProducao: string;
  veiculoId: number | null;
  /** shown only: the model and the vehicle's description */
  modelo: string;
  descricao: string;
}

export interface PrecoForm {
  precoPublico: number | null;
  precoOpcional: number | null;
  tipoDesconto: number | null;
  descontoEspecial: number | null;
  tipoPagamento: number | null;
}

export interface ArquivoForm {
  id: string;
  tipoArquivo: number;
  tipoArquivoNome: string;
  nomeArquivo: string;
  nomeUsuario: string;
  dataUpload: string;
  urlArquivo: string;
  status: number | boolean | null;
  /** already part of the saved order (only an administrator may remove it) */
  salvo: boolean;
}

export interface ComentarioForm {
  descricao: string;
  usuarioDestinatarioId: number | null;
  destinatarioNome: string;
  dataCadastro: string | null;
  nomeUsuarioCadastro: string;
}

export interface PedidoForm {
  concessionariaId: number | null;
  tipoVenda: number | null;
  veiculoId: number | null;
  solicitante: SolicitanteForm;
  contatos: ContatoForm[];
  produto: ProdutoForm;
  preco: PrecoForm;
  percentualComissao: number | null;
  tipoComissao: number | null;
  pessoaPoliticamenteExposta: boolean | null;
  confirmaValor: boolean | null;
  dataFaturamento: string | null;
  arquivos: ArquivoForm[];
  comentarios: ComentarioForm[];
}

export const SOLICITANTE_VAZIO: SolicitanteForm = {
  tipoCliente: null,
  cpf: '',
  nome: '',
  profissaoId: null,
  telefone: '',
  celular: '',
  email: '',
  rg: '',
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  nomeCidade: '',
  nomeUf: '',
  cidadeId: null,
  ufId: null,
  cnpj: '',
  inscricaoEstadual: '',
  inscricaoMunicipal: '',
  razaoSocial: '',
  nomeFantasia: '',
};

export const CONTATO_VAZIO: ContatoForm = {
  nome: '',
  telefone: '',
  celular: '',
  email: '',
  cpf: '',
  rgRne: '',
  profissaoId: null,
  tipoEndereco: null,
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  nomeCidade: '',
  nomeUf: '',
  cidadeId: null,
  ufId: null,
};

export const PRODUTO_VAZIO: ProdutoForm = {
  codigoPedido: '',
  chassi: '',
  tipoModeloAgrupadoId: null,
  derivativoId: null,
  marca: '',
  versaoId: null,
  edicaoLimitada: false,
  corExterna: '',
  corInterna: '',
  anoModelo: '',
  anoProducao: '',
  veiculoId: null,
  modelo: '',
  descricao: '',
};

export const formVazio = (): PedidoForm => ({
  concessionariaId: null,
  tipoVenda: null,
  veiculoId: null,
  solicitante: { ...SOLICITANTE_VAZIO },
  contatos: [],
  produto: { ...PRODUTO_VAZIO },
  preco: { precoPublico: null, precoOpcional: null, tipoDesconto: null, descontoEspecial: null, tipoPagamento: null },
  percentualComissao: null,
  tipoComissao: null,
  pessoaPoliticamenteExposta: null,
  confirmaValor: null,
  dataFaturamento: null,
  arquivos: [],
  comentarios: [],
});

/** Sale types of an order (spec §3). */
export const TIPOS_VENDA = [
  { id: 1, nome: 'Venda Direta' },
  { id: 2, nome: 'PCD' },
  { id: 3, nome: 'CSDealer' },
] as const;

/** Company contact address types (spec §3). */
export const TIPOS_ENDERECO = [
  { id: 1, nome: 'Residencial' },
  { id: 2, nome: 'Comercial' },
  { id: 3, nome: 'Cobrança' },
  { id: 4, nome: 'Inscrição' },
] as const;

/** Text of a field that may be null. */
const txt = (v: string | number | null) => (v === null ? '' : String(v));

function solicitanteDe(o: Solicitante): SolicitanteForm {
  return {
    tipoCliente: o.tipoCliente,
    cpf: comMascara(o.cpf, MASCARA.cpf),
    nome: txt(o.nome),
    profissaoId: o.profissaoId,
    telefone: comMascara(o.telefone, semMascara(o.telefone).length === 11 ? MASCARA.celular : MASCARA.telefone),
    celular: comMascara(o.celular, MASCARA.celular),
    email: txt(o.email),
    rg: txt(o.rg),
    cep: comMascara(o.cep, MASCARA.cep),
    logradouro: txt(o.logradouro),
    numero: txt(o.numero),
    complemento: txt(o.complemento),
    bairro: txt(o.bairro),
    nomeCidade: txt(o.nomeCidade),
    nomeUf: txt(o.nomeUf),
    cidadeId: o.cidadeId,
    ufId: o.ufId,
    cnpj: comMascara(o.cnpj, MASCARA.cnpj),
    inscricaoEstadual: txt(o.inscricaoEstadual),
    inscricaoMunicipal: txt(o.inscricaoMunicipal),
    razaoSocial: txt(o.razaoSocial),
    nomeFantasia: txt(o.nomeFantasia),
  };
}

function contatoDe(o: ContatoEmpresa): ContatoForm {
  return {
    ...o,
    telefone: comMascara(o.telefone, MASCARA.telefone),
    celular: comMascara(o.celular, MASCARA.celular),
    cpf: comMascara(o.cpf, MASCARA.cpf),
    cep: comMascara(o.cep, MASCARA.cep),
    complemento: txt(o.complemento),
    nomeCidade: txt(o.nomeCidade),
    nomeUf: txt(o.nomeUf),
  };
}

/** The form of a saved order (GET pedidos/{id}); masks applied to the stored digits. */
export function formDoPedido(p: PedidoDetalhe): PedidoForm {
  const prod = p.pedidoDescricaoProduto;
  const preco = p.pedidoPrecoPagamento;
  return {
    concessionariaId: p.concessionariaId,
    tipoVenda: p.tipoVenda,
    veiculoId: p.veiculoId ?? prod.veiculoId,
    solicitante: solicitanteDe(p.pedidoSolicitante),
    contatos: p.pedidoContatoEmpresas.map(contatoDe),
    produto: {
      ...prod,
      codigoPedido: txt(prod.codigoPedido),
      chassi: txt(prod.chassi),
      marca: txt(prod.marca),
      corExterna: txt(prod.corExterna),
      corInterna: txt(prod.corInterna),
      anoModelo: txt(prod.anoModelo),
      anoProducao: txt(prod.anoProducao),
      // the answer's product carries no model nor description: shown from the vehicle lookup
      modelo: '',
      descricao: '',
    },
    preco: {
      precoPublico: preco.precoPublico,
      precoOpcional: preco.precoOpcional,
      tipoDesconto: preco.tipoDesconto,
      descontoEspecial: preco.descontoEspecial,
      tipoPagamento: preco.tipoPagamento,
    },
    percentualComissao: p.percentualComissao,
    tipoComissao: p.tipoComissao,
    pessoaPoliticamenteExposta: p.pessoaPoliticamenteExposta,
    confirmaValor: p.confirmaValor,
    dataFaturamento: p.dataFaturamento,
    arquivos: p.pedidoArquivos.map((a) => ({
      id: a.id,
      tipoArquivo: a.tipoArquivo,
      tipoArquivoNome: txt(a.tipoArquivoNome),
      nomeArquivo: txt(a.nomeArquivo),
      nomeUsuario: txt(a.nomeUsuario),
      dataUpload: txt(a.dataUpload),
      urlArquivo: '',
      status: a.status,
      salvo: true,
    })),
    comentarios: p.pedidoComentarios.map((c) => ({
      descricao: c.descricao,
      usuarioDestinatarioId: c.usuarioDestinatarioId,
      destinatarioNome: c.destinatarioNome,
      dataCadastro: c.dataCadastro || null,
      nomeUsuarioCadastro: c.nomeUsuarioCadastro,
    })),
  };
}

/** The vehicle lookup (GET pedidos/dados/veiculo, or a row of pedidos/listar/veiculo) into the product description. */
export function produtoDoVeiculo(v: DadosVeiculo | VeiculoPedido, anterior: ProdutoForm = PRODUTO_VAZIO): ProdutoForm {
  return {
    ...anterior,
    veiculoId: 'veiculoId' in v ? v.veiculoId : v.id,
    codigoPedido: v.numeroPedido,
    chassi: v.chassi,
    marca: v.marca,
    corExterna: v.corExterna,
    corInterna: v.corInterna,
    modelo: v.modelo,
    descricao: v.descricao,
    anoModelo: String(v.ano),
    derivativoId: v.derivativoId,
    versaoId: v.versaoId,
    tipoModeloAgrupadoId: v.tipoModeloAgrupadoId,
    edicaoLimitada: 'edicaoLimitada' in v && v.edicaoLimitada,
  };
}

/** Product fields the vehicle lookup filled are read-only (spec §5.1). */
export function camposDoVeiculo(p: ProdutoForm): Set<keyof ProdutoForm> {
  const fixos = new Set<keyof ProdutoForm>(['edicaoLimitada']);
  if (p.veiculoId === null) return fixos;
  for (const k of ['codigoPedido', 'chassi', 'marca', 'corExterna', 'corInterna', 'anoModelo', 'derivativoId', 'versaoId', 'tipoModeloAgrupadoId'] as const)
    if (p[k] !== null && p[k] !== '') fixos.add(k);
  return fixos;
}
