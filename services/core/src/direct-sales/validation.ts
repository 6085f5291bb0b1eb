import { isValidCnpj, cleanCnpj } from '@portal/contracts/br/cnpj';
import { isValidCpf } from '@portal/contracts/br/cpf';
import { looksLikeEmail } from '@portal/contracts/access/password';
import { ehPessoaFisica } from '@portal/contracts/direct-sales/referencias';
import { SECAO, campoObrigatorio, campoSelecionado, cmsg } from '@portal/contracts/direct-sales/campos';
import { arredondarPercentual, precoEspecial, precoPublicoFinal, valorComissao } from '@portal/contracts/direct-sales/precos';
import type { DadosPedido } from '@portal/contracts/direct-sales/order-machine';
import { InvalidInput, mesmoJson } from '../kernel/index.ts';

type Opt<T> = T | null | undefined;
/** The address fields of the requester and of a company contact. */
export interface EnderecoCorpo {
  cep?: Opt<string>;
  logradouro?: Opt<string>;
  numero?: Opt<string>;
  complemento?: Opt<string>;
  bairro?: Opt<string>;
  nomeCidade?: Opt<string>;
  nomeUf?: Opt<string>;
  cidadeId?: Opt<number>;
  ufId?: Opt<number>;
}
export interface SolicitanteCorpo extends EnderecoCorpo {
  tipoCliente?: Opt<number>;
  cpf?: Opt<string>;
  nome?: Opt<string>;
  profissaoId?: Opt<number>;
  telefone?: Opt<string>;
  celular?: Opt<string>;
  email?: Opt<string>;
  rg?: Opt<string>;
  cnpj?: Opt<string>;
  inscricaoEstadual?: Opt<string>;
  inscricaoMunicipal?: Opt<string>;
  razaoSocial?: Opt<string>;
  nomeFantasia?: Opt<string>;
}
export interface ContatoCorpo extends EnderecoCorpo {
  nome?: Opt<string>;
  telefone?: Opt<string>;
  celular?: Opt<string>;
  email?: Opt<string>;
  cpf?: Opt<string>;
  rgRne?: Opt<string>;
  profissaoId?: Opt<number>;
  tipoEndereco?: Opt<number>;
}
export interface ProdutoCorpo {
  codigoPedido?: Opt<string>;
  chassi?: Opt<string>;
  tipoModeloAgrupadoId?: Opt<number>;
  derivativoId?: Opt<number>;
  marca?: Opt<string>;
  versaoId?: Opt<number>;
  edicaoLimitada?: Opt<boolean>;
  corExterna?: Opt<string>;
  corInterna?: Opt<string>;
  anoModelo?: Opt<number | string>;
  anoProducao?: Opt<number | string>;
  veiculoId?: Opt<number>;
}
export interface PrecoCorpo {
  precoPublico?: Opt<number>;
  precoOpcional?: Opt<number>;
  precoPublicoFinal?: Opt<number>;
  tipoDesconto?: Opt<number>;
  descontoEspecial?: Opt<number>;
  precoEspecial?: Opt<number>;
  tipoPagamento?: Opt<number>;
}
export interface ArquivoCorpo {
  id: string;
  tipoArquivo: number;
  tipoArquivoNome?: Opt<string>;
  nomeArquivo?: Opt<string>;
  nomeUsuario?: Opt<string>;
  dataUpload?: Opt<string>;
  urlArquivo?: Opt<string>;
  status?: Opt<number | boolean>;
}
/** The order body of POST pedidos / PUT pedidos/{id} (spec §3, §7.1). */
export interface PedidoCorpo {
  concessionariaId?: Opt<number>;
  tipoVenda?: Opt<number>;
  prePagamento?: Opt<boolean>;
  veiculoId?: Opt<number>;
  steps?: Opt<{ id?: Opt<number> }>;
  /** the stream version the screen loaded (optimistic lock) */
  versao?: Opt<number>;
  motivo?: Opt<string>;
  AprovarPagamento?: Opt<boolean>;
  confirmaValor?: Opt<boolean>;
  percentualComissao?: Opt<number>;
  valorComissao?: Opt<number>;
  tipoComissao?: Opt<number>;
  dataFaturamento?: Opt<string>;
  pessoaPoliticamenteExposta?: Opt<boolean>;
  pedidoSolicitante?: Opt<SolicitanteCorpo>;
  pedidoContatoEmpresas?: Opt<ContatoCorpo[]>;
  pedidoDescricaoProduto?: Opt<ProdutoCorpo>;
  pedidoPrecoPagamento?: Opt<PrecoCorpo>;
  pedidoArquivos?: Opt<ArquivoCorpo[]>;
  pedidoComentarios?: Opt<{ descricao?: Opt<string>; usuarioDestinatarioId?: Opt<number>; dataCadastro?: Opt<string> }[]>;
  faturamento?: unknown;
}

const digits = (v: Opt<string>) => (v ?? '').replace(/\D/g, '');
const txt = (v: Opt<string>) => (v ?? '').trim();
const TELEFONE = /^\d{10}$/;
const CELULAR = /^\d{11}$/;
export const TIPOS_DESCONTO = [1, 2, 3, 4, 5] as const;
export const TIPOS_PAGAMENTO = [1, 2, 3, 4] as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Checks and cleans the order body. Formats (CPF, CNPJ, CEP, phones, e-mail, years, percentages, money) are always checked
 * where a value is present; `completo` (sending for approval and every later step) also demands every field the screen marks
 * with an asterisk (spec §5.1). Masks are stripped; the derived prices are computed here, never taken from the body.
 */
export function validarDados(body: PedidoCorpo, completo: boolean): DadosPedido {
  const erros: string[] = [];
  const exigir = (cond: boolean, m: string) => {
    if (completo && !cond) erros.push(m);
  };
  const s = body.pedidoSolicitante ?? {};
  const tipoCliente = s.tipoCliente ?? null;
  if (tipoCliente === null || tipoCliente <= 0) erros.push(cmsg.tipoClienteInvalido);
  const pf = ehPessoaFisica(tipoCliente ?? 1);
  const S = SECAO.solicitante;
  const cpf = digits(s.cpf);
  const cnpj = cleanCnpj(s.cnpj ?? '');
  if (pf) {
    if (cpf && !isValidCpf(cpf)) erros.push(cmsg.cpfInvalido);
    exigir(!!cpf, campoObrigatorio(S, 'CPF'));
    if (!txt(s.nome)) erros.push(campoObrigatorio(S, 'Nome'));
  } else {
    if (cnpj && !isValidCnpj(cnpj)) erros.push(cmsg.cnpjInvalido);
    exigir(!!cnpj, campoObrigatorio(S, 'CNPJ'));
    if (!txt(s.razaoSocial)) erros.push(campoObrigatorio(S, 'Razão Social'));
    exigir(!!txt(s.nomeFantasia), campoObrigatorio(S, 'Nome Fantasia'));
  }
  exigir(!!s.profissaoId, campoSelecionado(S, 'Profissão'));
  const telefone = digits(s.telefone);
  const celular = digits(s.celular);
  if (telefone && !TELEFONE.test(telefone) && !CELULAR.test(telefone)) erros.push(cmsg.telefoneInvalido);
  if (celular && !CELULAR.test(celular)) erros.push(cmsg.celularInvalido);
  exigir(!!telefone || !!celular, campoObrigatorio(S, 'Telefone'));
  const email = txt(s.email);
  if (email && !looksLikeEmail(email)) erros.push(cmsg.emailInvalido);
  exigir(!!email, campoObrigatorio(S, 'E-mail'));
  const E = SECAO.endereco;
  const cep = digits(s.cep);
  if (cep && cep.length !== 8) erros.push(cmsg.cepInvalido);
  exigir(!!cep, campoObrigatorio(E, 'CEP'));
  exigir(!!txt(s.logradouro), campoObrigatorio(E, 'Logradouro'));
  exigir(!!txt(s.numero), campoObrigatorio(E, 'Número'));
  exigir(!!txt(s.bairro), campoObrigatorio(E, 'Bairro'));
  exigir(!!s.ufId, campoSelecionado(E, 'UF'));
  exigir(!!s.cidadeId, campoSelecionado(E, 'Cidade'));

  const contatos = (body.pedidoContatoEmpresas ?? []).map((c) => {
    const C = SECAO.contatos;
    const faltando: [unknown, string][] = [
      [txt(c.nome), 'Nome'],
      [digits(c.telefone), 'Telefone'],
      [digits(c.celular), 'Celular'],
      [txt(c.email), 'E-mail'],
      [digits(c.cpf), 'CPF'],
      [txt(c.rgRne), 'RG/RNE'],
      [c.profissaoId, 'Profissão'],
      [digits(c.cep), 'CEP'],
      [txt(c.logradouro), 'Logradouro'],
      [txt(c.numero), 'Número'],
      [txt(c.bairro), 'Bairro'],
      [c.ufId, 'UF / Município'],
      [c.cidadeId, 'Cidade'],
    ];
    for (const [v, campo] of faltando) if (!v) erros.push(campoObrigatorio(C, campo));
    if (digits(c.cpf) && !isValidCpf(digits(c.cpf))) erros.push(`${C}: ${cmsg.cpfInvalido}`);
    if (txt(c.email) && !looksLikeEmail(txt(c.email))) erros.push(`${C}: ${cmsg.emailInvalido}`);
    if (digits(c.cep) && digits(c.cep).length !== 8) erros.push(`${C}: ${cmsg.cepInvalido}`);
    return {
      nome: txt(c.nome),
      telefone: digits(c.telefone),
      celular: digits(c.celular),
      email: txt(c.email),
      cpf: digits(c.cpf),
      rgRne: txt(c.rgRne),
      profissaoId: c.profissaoId ?? null,
      tipoEndereco: c.tipoEndereco ?? null,
      cep: digits(c.cep),
      logradouro: txt(c.logradouro),
      numero: txt(c.numero),
      complemento: txt(c.complemento) || null,
      bairro: txt(c.bairro),
      nomeCidade: txt(c.nomeCidade) || null,
      nomeUf: txt(c.nomeUf) || null,
      cidadeId: c.cidadeId ?? null,
      ufId: c.ufId ?? null,
    };
  });
  if (!pf) exigir(contatos.length > 0, campoObrigatorio(SECAO.contatos, 'Nome'));

  const p = body.pedidoDescricaoProduto ?? {};
  const P = SECAO.produto;
  exigir(!!txt(p.codigoPedido), campoObrigatorio(P, 'Código do pedido'));
  exigir(!!txt(p.marca), campoSelecionado(P, 'Marca'));
  exigir(!!p.tipoModeloAgrupadoId, campoSelecionado(P, 'Modelo'));
  exigir(!!p.derivativoId, campoSelecionado(P, 'Derivativo'));
  exigir(!!p.versaoId, campoSelecionado(P, 'Versão'));
  exigir(!!txt(p.corExterna), campoObrigatorio(P, 'Cor externa'));
  exigir(!!txt(p.corInterna), campoObrigatorio(P, 'Cor interna'));
  const ano = (v: Opt<number | string>, campo: string) => {
    if (v === null || v === undefined || v === '') {
      exigir(false, campoObrigatorio(P, campo));
      return null;
    }
    const sv = String(v);
    if (!/^\d{4}$/.test(sv)) {
      erros.push(cmsg.anoInvalido(campo));
      return null;
    }
    return Number(sv);
  };
  const anoModelo = ano(p.anoModelo, 'Ano modelo');
  const anoProducao = ano(p.anoProducao, 'Ano produção');

  const pr = body.pedidoPrecoPagamento ?? {};
  const dinheiro = (v: Opt<number>, campo: string) => {
    if (v === null || v === undefined) return null;
    if (!Number.isFinite(v) || v < 0 || v > 99_999_999.99) {
      erros.push(cmsg.valorInvalido(campo));
      return null;
    }
    return round2(v);
  };
  const percentual = (v: Opt<number>, campo: string) => {
    if (v === null || v === undefined) return null;
    if (!Number.isFinite(v) || v < 0 || v > 100) {
      erros.push(cmsg.percentualInvalido(campo));
      return null;
    }
    return arredondarPercentual(v);
  };
  const precoPublico = dinheiro(pr.precoPublico, 'Preço público');
  const precoOpcional = dinheiro(pr.precoOpcional, 'Preço opcionais');
  exigir(precoPublico !== null, campoObrigatorio(SECAO.preco, 'Preço público'));
  if (pr.tipoDesconto !== null && pr.tipoDesconto !== undefined && !(TIPOS_DESCONTO as readonly number[]).includes(pr.tipoDesconto))
    erros.push(cmsg.tipoDescontoInvalido);
  if (pr.tipoPagamento !== null && pr.tipoPagamento !== undefined && !(TIPOS_PAGAMENTO as readonly number[]).includes(pr.tipoPagamento))
    erros.push(cmsg.tipoPagamentoInvalido);
  exigir(!!pr.tipoPagamento, campoSelecionado(SECAO.preco, 'Forma de pagamento'));
  const descontoEspecial = percentual(pr.descontoEspecial, 'Desconto especial') ?? 0;
  const percentualComissao = percentual(body.percentualComissao, 'Comissão (%)');
  exigir(percentualComissao !== null, campoObrigatorio(SECAO.comissao, 'Comissão (%)'));
  if (completo && (body.pessoaPoliticamenteExposta === null || body.pessoaPoliticamenteExposta === undefined)) erros.push(cmsg.pepObrigatorio);
  if (erros.length) throw new InvalidInput([...new Set(erros)]);

  // the screen's rules (contracts precos.ts): whole cents, the discount's and the commission's value rounded once
  const final = precoPublicoFinal(precoPublico ?? 0, precoOpcional ?? 0);
  const especial = precoEspecial(final, descontoEspecial);
  const comissao = percentualComissao === null ? null : valorComissao(especial, percentualComissao);
  return {
    tipoComissao: body.tipoComissao ?? null,
    percentualComissao,
    valorComissao: comissao,
    confirmaValor: body.confirmaValor ?? null,
    dataFaturamento: body.dataFaturamento ?? null,
    pessoaPoliticamenteExposta: body.pessoaPoliticamenteExposta ?? null,
    pedidoSolicitante: {
      tipoCliente: tipoCliente ?? 0,
      cpf: pf ? cpf : null,
      nome: txt(s.nome) || null,
      profissaoId: s.profissaoId ?? null,
      telefone: telefone || null,
      celular: celular || null,
      email: email || null,
      rg: digits(s.rg) || txt(s.rg) || null,
      cep: cep || null,
      logradouro: txt(s.logradouro) || null,
      numero: txt(s.numero) || null,
      complemento: txt(s.complemento) || null,
      bairro: txt(s.bairro) || null,
      nomeCidade: txt(s.nomeCidade) || null,
      nomeUf: txt(s.nomeUf) || null,
      cidadeId: s.cidadeId ?? null,
      ufId: s.ufId ?? null,
      cnpj: pf ? null : cnpj || null,
      inscricaoEstadual: pf ? null : txt(s.inscricaoEstadual) || null,
      inscricaoMunicipal: pf ? null : txt(s.inscricaoMunicipal) || null,
      razaoSocial: pf ? null : txt(s.razaoSocial) || null,
      nomeFantasia: pf ? null : txt(s.nomeFantasia) || null,
    },
    pedidoContatoEmpresas: pf ? [] : contatos,
    pedidoDescricaoProduto: {
      codigoPedido: txt(p.codigoPedido) || null,
      chassi: txt(p.chassi).toUpperCase() || null,
      tipoModeloAgrupadoId: p.tipoModeloAgrupadoId ?? null,
      derivativoId: p.derivativoId ?? null,
      marca: txt(p.marca) || null,
      versaoId: p.versaoId ?? null,
      edicaoLimitada: p.edicaoLimitada ?? false,
      corExterna: txt(p.corExterna) || null,
      corInterna: txt(p.corInterna) || null,
      anoModelo,
      anoProducao,
      veiculoId: p.veiculoId ?? body.veiculoId ?? null,
    },
    pedidoPrecoPagamento: {
      precoPublico,
      precoOpcional,
      precoPublicoFinal: final,
      tipoDesconto: pr.tipoDesconto ?? null,
      descontoEspecial,
      precoEspecial: especial,
      tipoPagamento: pr.tipoPagamento ?? null,
    },
    pedidoArquivos: (body.pedidoArquivos ?? []).map((a) => ({
      id: a.id,
      tipoArquivo: a.tipoArquivo,
      tipoArquivoNome: a.tipoArquivoNome ?? null,
      nomeArquivo: a.nomeArquivo ?? null,
      nomeUsuario: a.nomeUsuario ?? null,
      dataUpload: a.dataUpload ?? null,
      status: 1,
    })),
  } as unknown as DadosPedido;
}

/** Same content? (the console sends the whole body with every save; an unchanged body records no PedidoAtualizado) */
export const mesmosDados = (a: unknown, b: unknown) => mesmoJson(a, b);
