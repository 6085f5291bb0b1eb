import { ehPessoaFisica } from '@portal/contracts/direct-sales/lookups';
import type { PedidoBody } from '@portal/contracts/direct-sales/schemas';
import { calcularPrecos } from './derivados.ts';
import type { ContatoForm, PedidoForm, SolicitanteForm } from './form-pedido.ts';
import { semMascara } from './mascaras.ts';

// The order body the server takes (POST pedidos, PUT pedidos/{id}; spec §3, §7.1), from the order screen's form.

const t = (v: string) => {
  const x = v.trim();
  return x === '' ? null : x;
};
const dig = (v: string) => {
  const d = semMascara(v);
  return d === '' ? null : d;
};

function corpoSolicitante(x: SolicitanteForm, pf: boolean): NonNullable<PedidoBody['pedidoSolicitante']> {
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

function corpoContato(c: ContatoForm): NonNullable<PedidoBody['pedidoContatoEmpresas']>[number] {
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
export function corpoDoForm(f: PedidoForm): PedidoBody {
  const pf = f.solicitante.tipoCliente === null || ehPessoaFisica(f.solicitante.tipoCliente);
  const precos = calcularPrecos(f.preco, f.percentualComissao);
  const p = f.produto;
  const corpo: PedidoBody = {
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
  return corpo;
}
