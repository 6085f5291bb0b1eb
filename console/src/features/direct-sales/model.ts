import { isAdministrador, type Actor } from '@portal/contracts/access/roles';
import { isValidCpf } from '@portal/contracts/br/cpf';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/lookups';
import {
  precoEspecial as calcularPrecoEspecial,
  precoPublicoFinal as somarPrecoPublico,
  valorComissao as calcularValorComissao,
} from '@portal/contracts/direct-sales/precos';
import { MAX_COMENTARIO_TEXTO, pmsg } from '@portal/contracts/direct-sales/messages';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { msg } from '@portal/contracts/messages';
import { linhas } from '../../shared/lines.ts';

export type { Pagina } from '../../shared/api-types.ts';

// ---------------------------------------------------------------- the order list (POST pedidos/listar)

/** A row of POST pedidos/listar (services/api direct-sales LinhaPedido). */
export interface LinhaPedido {
  id: number;
  numeroPedidoVD: string;
  numeroDoPedido: string | null;
  chassi: string | null;
  step: number;
  steps: { id: number; nomeAmigavel: string };
  statusId: number;
  status: string;
  tipoModeloAgrupadoId: number | null;
  modelo: string | null;
  marca: string | null;
  dataCadastro: string;
  nome: string | null;
  concessionariaId: number;
  codigoDealer: string;
  dealerDeVenda: string;
  tipoVendaId: number;
  tipoVenda: string | null;
  prePagamento: boolean;
  motivo: string | null;
  valorComissao: number | null;
  percentualComissao: number | null;
  nfeComissao: string | null;
}

/** A row of POST pedidos/boletos (the boleto-installments tab). */
export interface LinhaParcela {
  id: number;
  pedido: string;
  pedidoId: number;
  status: string;
  statusId: number;
  dataEmissao: string | null;
  valorTotal: number | null;
  tipoPagamento: string | null;
  valorParcial: number | null;
  dataVencimento: string | null;
  numeroParcela: number | null;
  dataPagamento: string | null;
  nfeComissao: string | null;
  valorComissao: number | null;
}

/** The order list's filter bar (spec §2.2). */
export interface FiltrosPedidos {
  pedido: string;
  chassi: string;
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
  tipoModeloAgrupadoId: number | null;
  etapaId: number | null;
  statusId: number | null;
  dataDe: string | null;
  dataAte: string | null;
  jaguar: boolean;
  landrover: boolean;
}
export const FILTROS_PEDIDOS_VAZIOS: FiltrosPedidos = {
  pedido: '',
  chassi: '',
  concessionariaGrupoId: null,
  concessionariaId: null,
  tipoModeloAgrupadoId: null,
  etapaId: null,
  statusId: null,
  dataDe: null,
  dataAte: null,
  jaguar: false,
  landrover: false,
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** A yyyy-MM-dd that is a real day (2026-02-30 is not); the list ignores any other date (spec §5.2). */
export function dataValida(v: string | null | undefined): v is string {
  if (!v || !ISO.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** The body of POST pedidos/listar (and of the two exports): only the filled filters, Pedido and Chassi as lists. */
export function corpoListarPedidos(f: FiltrosPedidos): Record<string, unknown> {
  const b: Record<string, unknown> = {};
  const pedidos = linhas(f.pedido);
  const chassis = linhas(f.chassi).map((c) => c.toUpperCase());
  if (pedidos.length) b.pedido = pedidos;
  if (chassis.length) b.chassi = chassis;
  for (const k of ['concessionariaGrupoId', 'concessionariaId', 'tipoModeloAgrupadoId', 'statusId'] as const) if (f[k]) b[k] = f[k];
  if (f.etapaId !== null) b.etapaId = f.etapaId;
  if (dataValida(f.dataDe)) b.dataDe = f.dataDe;
  if (dataValida(f.dataAte)) b.dataAte = f.dataAte;
  if (f.jaguar) b.jaguar = true;
  if (f.landrover) b.landrover = true;
  return b;
}

/** Rows whose commission invoice is missing, or that were rejected, cannot be picked for the boleto/commission action (spec §2.2, §5.2). */
export const pedidoSelecionavel = (r: { nfeComissao: string | null; status: string }) =>
  r.nfeComissao !== null && r.nfeComissao !== '' && r.status !== 'Reprovado';

/** The boleto/commission action without a selection: the spec's message; else null. */
export const erroSelecao = (selecionados: readonly unknown[]) => (selecionados.length === 0 ? tmsg.selecionePedidos : null);

/** Who may export the order list (spec §2.2, §6; the server refuses the others with 403). */
export const PERFIS_EXPORTAM: readonly string[] = ['Administrador', 'Financeiro', 'Venda Direta'];
export const podeExportar = (role: string | undefined) => role !== undefined && PERFIS_EXPORTAM.includes(role);

// ---------------------------------------------------------------- masks (spec §5.1)

/** PrimeReact InputMask patterns; the values are stored without them. */
export const MASCARA = {
  cnpj: '99.999.999/9999-99',
  cpf: '999.999.999-99',
  rg: '99.999.999-9',
  telefone: '(99)9999-9999',
  celular: '(99)99999-9999',
  cep: '99999-999',
  ano: '9999',
} as const;

/** Only the digits (the mask stripped before storing). */
export const semMascara = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/**
 * The stored digits in the mask's shape ('12345678' with 99999-999 → '12345-678'). Digits that do not fill the mask are shown
 * as far as they go; more digits than the mask holds are answered as they came (an old value is never cut).
 */
export function comMascara(v: string | number | null | undefined, mascara: string): string {
  const d = semMascara(v === null || v === undefined ? '' : String(v));
  if (!d) return '';
  const vagas = [...mascara].filter((c) => c === '9').length;
  if (d.length > vagas) return d;
  let out = '';
  let i = 0;
  for (const c of mascara) {
    if (i >= d.length) break;
    if (c === '9') out += d[i++];
    else out += c;
  }
  return out;
}

/** A CPF is checked on blur: a wrong one gets the red border (spec §5.1). */
export const cpfComErro = (cpf: string) => semMascara(cpf) !== '' && !isValidCpf(semMascara(cpf));

/** A mask's value is complete: as many digits as its slots. */
export const mascaraCompleta = (v: string, mascara: string) => semMascara(v).length === [...mascara].filter((c) => c === '9').length;

// ---------------------------------------------------------------- the order screen's form

export interface SolicitanteForm {
  tipoCliente: number | null;
  cpf: string;
  nome: string;
  profissaoId: number | null;
  telefone: string;
  celular: string;
  email: string;
  rg: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  nomeCidade: string;
  nomeUf: string;
  cidadeId: number | null;
  ufId: number | null;
  cnpj: string;
  inscricaoEstadual: string;
  inscricaoMunicipal: string;
  razaoSocial: string;
  nomeFantasia: string;
}

export interface ContatoForm {
  nome: string;
  telefone: string;
  celular: string;
  email: string;
  cpf: string;
  rgRne: string;
  profissaoId: number | null;
  tipoEndereco: number | null;
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
  /** the billing request of the vehicle hand-off, sent back as it came */
  faturamento: unknown;
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
  faturamento: undefined,
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

// ---- GET pedidos/{id}

type Obj = Record<string, unknown>;
export interface HistoricoStep {
  id: number;
  descricao: string;
  motivo: string | null;
  nomeUsuario: string;
  dataStep: string;
}

/** What GET pedidos/{id} answers (the order body, its identity, history and the machine's context). */
export interface PedidoDetalhe extends Obj {
  id: number;
  codigo: string;
  versao: number;
  concessionariaId: number;
  concessionariaNome: string | null;
  tipoVenda: number;
  prePagamento: boolean;
  veiculoId: number | null;
  steps: { id: number; nomeAmigavel: string };
  progresso: number;
  motivo: string | null;
  pedidoSteps: HistoricoStep[];
  contexto: unknown;
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});
const lista = (v: unknown): Obj[] => (Array.isArray(v) ? (v as Obj[]) : []);

function solicitanteDe(o: Obj): SolicitanteForm {
  return {
    tipoCliente: n(o.tipoCliente),
    cpf: comMascara(s(o.cpf), MASCARA.cpf),
    nome: s(o.nome),
    profissaoId: n(o.profissaoId),
    telefone: comMascara(s(o.telefone), semMascara(s(o.telefone)).length === 11 ? MASCARA.celular : MASCARA.telefone),
    celular: comMascara(s(o.celular), MASCARA.celular),
    email: s(o.email),
    rg: s(o.rg),
    cep: comMascara(s(o.cep), MASCARA.cep),
    logradouro: s(o.logradouro),
    numero: s(o.numero),
    complemento: s(o.complemento),
    bairro: s(o.bairro),
    nomeCidade: s(o.nomeCidade),
    nomeUf: s(o.nomeUf),
    cidadeId: n(o.cidadeId),
    ufId: n(o.ufId),
    cnpj: comMascara(s(o.cnpj), MASCARA.cnpj),
    inscricaoEstadual: s(o.inscricaoEstadual),
    inscricaoMunicipal: s(o.inscricaoMunicipal),
    razaoSocial: s(o.razaoSocial),
    nomeFantasia: s(o.nomeFantasia),
  };
}

function contatoDe(o: Obj): ContatoForm {
  return {
    nome: s(o.nome),
    telefone: comMascara(s(o.telefone), MASCARA.telefone),
    celular: comMascara(s(o.celular), MASCARA.celular),
    email: s(o.email),
    cpf: comMascara(s(o.cpf), MASCARA.cpf),
    rgRne: s(o.rgRne),
    profissaoId: n(o.profissaoId),
    tipoEndereco: n(o.tipoEndereco),
    cep: comMascara(s(o.cep), MASCARA.cep),
    logradouro: s(o.logradouro),
    numero: s(o.numero),
    complemento: s(o.complemento),
    bairro: s(o.bairro),
    nomeCidade: s(o.nomeCidade),
    nomeUf: s(o.nomeUf),
    cidadeId: n(o.cidadeId),
    ufId: n(o.ufId),
  };
}

/** The form of a saved order (GET pedidos/{id}); masks applied to the stored digits. */
export function formDoPedido(p: PedidoDetalhe): PedidoForm {
  const prod = obj(p.pedidoDescricaoProduto);
  const preco = obj(p.pedidoPrecoPagamento);
  return {
    concessionariaId: p.concessionariaId,
    tipoVenda: p.tipoVenda,
    veiculoId: p.veiculoId ?? n(prod.veiculoId),
    solicitante: solicitanteDe(obj(p.pedidoSolicitante)),
    contatos: lista(p.pedidoContatoEmpresas).map(contatoDe),
    produto: {
      codigoPedido: s(prod.codigoPedido),
      chassi: s(prod.chassi),
      tipoModeloAgrupadoId: n(prod.tipoModeloAgrupadoId),
      derivativoId: n(prod.derivativoId),
      marca: s(prod.marca),
      versaoId: n(prod.versaoId),
      edicaoLimitada: prod.edicaoLimitada === true,
      corExterna: s(prod.corExterna),
      corInterna: s(prod.corInterna),
      anoModelo: s(prod.anoModelo),
      anoProducao: s(prod.anoProducao),
      veiculoId: n(prod.veiculoId),
      modelo: s(prod.modelo),
      descricao: s(prod.descricao),
    },
    preco: {
      precoPublico: n(preco.precoPublico),
      precoOpcional: n(preco.precoOpcional),
      tipoDesconto: n(preco.tipoDesconto),
      descontoEspecial: n(preco.descontoEspecial),
      tipoPagamento: n(preco.tipoPagamento),
    },
    percentualComissao: n(p.percentualComissao),
    tipoComissao: n(p.tipoComissao),
    pessoaPoliticamenteExposta: typeof p.pessoaPoliticamenteExposta === 'boolean' ? p.pessoaPoliticamenteExposta : null,
    confirmaValor: typeof p.confirmaValor === 'boolean' ? p.confirmaValor : null,
    dataFaturamento: typeof p.dataFaturamento === 'string' ? p.dataFaturamento : null,
    arquivos: lista(p.pedidoArquivos).map((a) => ({
      id: s(a.id),
      tipoArquivo: n(a.tipoArquivo) ?? 0,
      tipoArquivoNome: s(a.tipoArquivoNome),
      nomeArquivo: s(a.nomeArquivo),
      nomeUsuario: s(a.nomeUsuario),
      dataUpload: s(a.dataUpload),
      urlArquivo: s(a.urlArquivo),
      status: typeof a.status === 'number' || typeof a.status === 'boolean' ? a.status : null,
      salvo: true,
    })),
    comentarios: lista(p.pedidoComentarios).map((c) => ({
      descricao: s(c.descricao),
      usuarioDestinatarioId: n(c.usuarioDestinatarioId),
      destinatarioNome: s(c.destinatarioNome),
      dataCadastro: s(c.dataCadastro) || null,
      nomeUsuarioCadastro: s(c.nomeUsuarioCadastro),
    })),
    faturamento: undefined,
  };
}

/** The vehicle lookup (GET pedidos/dados/veiculo or a row of pedidos/listar/veiculo) into the product description. */
export interface DadosVeiculo {
  veiculoId?: number;
  id?: number;
  numeroPedido: string;
  chassi: string;
  marca: string;
  corExterna: string;
  corInterna: string;
  modelo: string;
  ano: number;
  derivativoId: number;
  versaoId: number;
  tipoModeloAgrupadoId: number;
  descricao: string;
  edicaoLimitada?: boolean;
}
export function produtoDoVeiculo(v: DadosVeiculo, anterior: ProdutoForm = PRODUTO_VAZIO): ProdutoForm {
  return {
    ...anterior,
    veiculoId: v.veiculoId ?? v.id ?? null,
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
    edicaoLimitada: v.edicaoLimitada === true,
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

// ---- prices (spec §3, §9)

export interface Precos {
  precoPublicoFinal: number | null;
  precoEspecial: number | null;
  valorComissao: number | null;
}
/** precoPublicoFinal = público + opcional; precoEspecial = final − desconto %; valorComissao = especial × comissão % (contracts' rules). */
export function calcularPrecos(preco: PrecoForm, percentualComissao: number | null): Precos {
  try {
    const final = preco.precoPublico === null ? null : somarPrecoPublico(preco.precoPublico, preco.precoOpcional ?? 0);
    const especial = final === null ? null : calcularPrecoEspecial(final, preco.descontoEspecial ?? 0);
    const comissao = especial === null || percentualComissao === null ? null : calcularValorComissao(especial, percentualComissao);
    return { precoPublicoFinal: final, precoEspecial: especial, valorComissao: comissao };
  } catch {
    // a negative or out-of-range value: the server answers which field
    return { precoPublicoFinal: null, precoEspecial: null, valorComissao: null };
  }
}

// ---- the body (POST pedidos, PUT pedidos/{id})

const t = (v: string) => {
  const x = v.trim();
  return x === '' ? null : x;
};
const dig = (v: string) => {
  const d = semMascara(v);
  return d === '' ? null : d;
};

function corpoSolicitante(x: SolicitanteForm, pf: boolean): Obj {
  const comum = {
    tipoCliente: x.tipoCliente,
    profissaoId: x.profissaoId,
    telefone: dig(x.telefone),
    celular: dig(x.celular),
    email: t(x.email),
    cep: dig(x.cep),
    logradouro: t(x.logradouro),
    numero: t(x.numero),
    complemento: t(x.complemento),
    bairro: t(x.bairro),
    nomeCidade: t(x.nomeCidade),
    nomeUf: t(x.nomeUf),
    cidadeId: x.cidadeId,
    ufId: x.ufId,
  };
  if (pf) return { ...comum, cpf: dig(x.cpf), nome: t(x.nome), rg: t(x.rg) === null ? null : semMascara(x.rg) || t(x.rg) };
  return {
    ...comum,
    cnpj: t(x.cnpj) === null ? null : x.cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase(),
    razaoSocial: t(x.razaoSocial),
    nomeFantasia: t(x.nomeFantasia),
    inscricaoEstadual: t(x.inscricaoEstadual),
    inscricaoMunicipal: t(x.inscricaoMunicipal),
  };
}

function corpoContato(c: ContatoForm): Obj {
  return {
    nome: t(c.nome),
    telefone: dig(c.telefone),
    celular: dig(c.celular),
    email: t(c.email),
    cpf: dig(c.cpf),
    rgRne: t(c.rgRne),
    profissaoId: c.profissaoId,
    tipoEndereco: c.tipoEndereco,
    cep: dig(c.cep),
    logradouro: t(c.logradouro),
    numero: t(c.numero),
    complemento: t(c.complemento),
    bairro: t(c.bairro),
    nomeCidade: t(c.nomeCidade),
    nomeUf: t(c.nomeUf),
    cidadeId: c.cidadeId,
    ufId: c.ufId,
  };
}

/**
 * The order body the server takes (spec §3, §7.1): masks stripped, blanks as null, the derived prices computed (the server
 * computes them again and keeps its own), company fields only for company client types and contacts only for them, the
 * unsaved comments without dataCadastro (the server inserts those).
 */
export function corpoDoForm(f: PedidoForm): Obj {
  const pf = f.solicitante.tipoCliente === null || ehPessoaFisica(f.solicitante.tipoCliente);
  const precos = calcularPrecos(f.preco, f.percentualComissao);
  const p = f.produto;
  const corpo: Obj = {
    concessionariaId: f.concessionariaId,
    tipoVenda: f.tipoVenda,
    veiculoId: f.veiculoId ?? p.veiculoId,
    percentualComissao: f.percentualComissao,
    valorComissao: precos.valorComissao,
    tipoComissao: f.tipoComissao,
    pessoaPoliticamenteExposta: f.pessoaPoliticamenteExposta,
    pedidoSolicitante: corpoSolicitante(f.solicitante, pf),
    pedidoContatoEmpresas: pf ? [] : f.contatos.map(corpoContato),
    pedidoDescricaoProduto: {
      codigoPedido: t(p.codigoPedido),
      chassi: t(p.chassi),
      tipoModeloAgrupadoId: p.tipoModeloAgrupadoId,
      derivativoId: p.derivativoId,
      marca: t(p.marca),
      versaoId: p.versaoId,
      edicaoLimitada: p.edicaoLimitada,
      corExterna: t(p.corExterna),
      corInterna: t(p.corInterna),
      anoModelo: dig(p.anoModelo),
      anoProducao: dig(p.anoProducao),
      veiculoId: f.veiculoId ?? p.veiculoId,
    },
    pedidoPrecoPagamento: {
      precoPublico: f.preco.precoPublico,
      precoOpcional: f.preco.precoOpcional,
      precoPublicoFinal: precos.precoPublicoFinal,
      tipoDesconto: f.preco.tipoDesconto,
      descontoEspecial: f.preco.descontoEspecial,
      precoEspecial: precos.precoEspecial,
      tipoPagamento: f.preco.tipoPagamento,
    },
    pedidoArquivos: f.arquivos.map((a) => ({
      id: a.id,
      tipoArquivo: a.tipoArquivo,
      tipoArquivoNome: a.tipoArquivoNome || null,
      nomeArquivo: a.nomeArquivo || null,
      nomeUsuario: a.nomeUsuario || null,
      dataUpload: a.dataUpload || null,
      urlArquivo: a.urlArquivo || null,
      status: a.status,
    })),
    pedidoComentarios: f.comentarios.map((c) => ({
      descricao: c.descricao,
      usuarioDestinatarioId: c.usuarioDestinatarioId,
      ...(c.dataCadastro ? { dataCadastro: c.dataCadastro } : {}),
    })),
  };
  if (f.confirmaValor !== null) corpo.confirmaValor = f.confirmaValor;
  if (f.dataFaturamento) corpo.dataFaturamento = f.dataFaturamento;
  if (f.faturamento !== undefined) corpo.faturamento = f.faturamento;
  return corpo;
}

// ---- company contacts and comments (spec §5.1)

/** The contact fields the spec requires, in its order, with the names its message uses. */
const CAMPOS_CONTATO: [keyof ContatoForm, string, (c: ContatoForm) => boolean][] = [
  ['nome', 'Nome', (c) => c.nome.trim() !== ''],
  ['telefone', 'Telefone', (c) => mascaraCompleta(c.telefone, MASCARA.telefone)],
  ['celular', 'Celular', (c) => mascaraCompleta(c.celular, MASCARA.celular)],
  ['email', 'E-mail', (c) => c.email.trim() !== ''],
  ['cpf', 'CPF', (c) => semMascara(c.cpf) !== ''],
  ['rgRne', 'RG/RNE', (c) => c.rgRne.trim() !== ''],
  ['profissaoId', 'Profissão', (c) => c.profissaoId !== null],
  ['cep', 'CEP', (c) => mascaraCompleta(c.cep, MASCARA.cep)],
  ['logradouro', 'Logradouro', (c) => c.logradouro.trim() !== ''],
  ['numero', 'Número', (c) => c.numero.trim() !== ''],
  ['bairro', 'Bairro', (c) => c.bairro.trim() !== ''],
  ['ufId', 'UF / Município', (c) => c.ufId !== null],
  ['cidadeId', 'Cidade', (c) => c.cidadeId !== null],
];

/** Adding a company contact: one message per missing field, then an invalid CPF (validated with the contracts' rule). */
export function errosContato(c: ContatoForm): string[] {
  const erros = CAMPOS_CONTATO.filter(([, , ok]) => !ok(c)).map(([, nome]) => pmsg.contatoCampoObrigatorio(nome));
  if (cpfComErro(c.cpf)) erros.push(tmsg.contatoCpfInvalido);
  return erros;
}

/** Comments are at most 8000 characters (DECISIONS.md). */
export const MAX_COMENTARIO = MAX_COMENTARIO_TEXTO;
export function erroComentario(descricao: string, destinatarioId: number | null): string | null {
  if (descricao.trim() === '') return pmsg.comentarioMensagemObrigatoria;
  if (descricao.length > MAX_COMENTARIO) return pmsg.comentarioLongo;
  if (destinatarioId === null) return pmsg.comentarioDestinatarioObrigatorio;
  return null;
}

/** Only an administrator removes a file the saved order already has; unsaved ones anyone may (spec §5.1). */
export const podeRemoverArquivo = (a: Pick<ArquivoForm, 'salvo'>, actor: Pick<Actor, 'role'> | null) => !a.salvo || (actor !== null && isAdministrador(actor));

// ---- the answers of a save (spec §8.1)

export type DialogoErro =
  { tipo: 'nenhum' } | { tipo: 'erro'; mensagens: string[] } | { tipo: 'aviso'; mensagem: string } | { tipo: 'recarregar'; mensagem: string };

/**
 * Which dialog a refused create, save or cancel opens (spec §8.1): several errors → 'ERROR AO PROSSEGUIR' listing them;
 * exactly the unpaid-boleto error → 'ATENCAO AO PROSSEGUIR' (Tenho Certeza resends with AprovarPagamento); any other
 * single error → the error dialog; 409 (someone else changed the order) → its message and a reload; a network failure
 * (status 0) only logs.
 */
export function dialogoDosErros(status: number, errors: readonly string[]): DialogoErro {
  const msgs = errors.filter((e) => e.trim() !== '');
  if (status === 0) return { tipo: 'nenhum' };
  if (status === 409) return { tipo: 'recarregar', mensagem: msgs[0] ?? tmsg.pedidoRecarregado };
  if (msgs.length === 1 && msgs[0] === pmsg.boletosEmAberto) return { tipo: 'aviso', mensagem: msgs[0] };
  return { tipo: 'erro', mensagens: msgs.length ? msgs : [msg.erroInterno] };
}

/** The toast after a successful save or move: the server's message, else the spec's (step changed or not). */
export function mensagemSucesso(resumo: { steps: { id: number; nomeAmigavel: string }; mensagem?: string | null }, stepAnterior: number | null): string {
  if (resumo.mensagem) return resumo.mensagem;
  return stepAnterior !== resumo.steps.id ? pmsg.pedidoEnviadoPara(resumo.steps.nomeAmigavel) : pmsg.pedidoAtualizado;
}

/** Steps 9 (Cancelado) and 15 (Pedido concluído) are read-only. */
export const stepSomenteLeitura = (step: number | null | undefined) => step === 9 || step === 15;

/** The navigation of /newrequest: ?id= (a saved order), ?tipo=solicitacao-direta-vd&veiculoId= (the vehicle hand-off), or new. */
export type Abertura = { modo: 'editar'; id: number } | { modo: 'solicitacao'; veiculoIds: number[] } | { modo: 'novo' };
export function aberturaDe(params: URLSearchParams): Abertura {
  const id = Number(params.get('id'));
  if (params.get('id') !== null && Number.isInteger(id) && id > 0) return { modo: 'editar', id };
  if (params.get('tipo') === 'solicitacao-direta-vd') {
    const ids = (params.get('veiculoId') ?? '')
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((x) => Number.isInteger(x) && x > 0);
    if (ids.length) return { modo: 'solicitacao', veiculoIds: [...new Set(ids)] };
  }
  return { modo: 'novo' };
}
