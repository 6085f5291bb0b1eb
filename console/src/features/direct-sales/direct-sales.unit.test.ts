import { describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '@portal/contracts/br/cpf';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { initialOrderContext } from '@portal/contracts/direct-sales/order-machine';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import type { PedidoDetalhe } from '@portal/contracts/direct-sales/schemas';
import { corpoDoForm } from './corpo-pedido.ts';
import {
  aberturaDe,
  calcularPrecos,
  dialogoDosErros,
  erroComentario,
  errosContato,
  mensagemSucesso,
  podeRemoverArquivo,
  stepSomenteLeitura,
} from './derivados.ts';
import { FILTROS_PEDIDOS_VAZIOS, corpoListarPedidos, dataValida, erroSelecao, pedidoSelecionavel, podeExportar } from './filtros-pedidos.ts';
import { CONTATO_VAZIO, camposDoVeiculo, formDoPedido, formVazio, produtoDoVeiculo, type ContatoForm } from './form-pedido.ts';
import { MASCARA, comMascara, cpfComErro, mascaraCompleta, semMascara } from './mascaras.ts';

const CPF = `123456789${cpfCheckDigits('123456789')}`;
const CPF_MASCARADO = comMascara(CPF, MASCARA.cpf);

describe('order list filters (spec §2.2, §5.2)', () => {
  it('sends only the filled filters; Pedido and Chassi one per line, chassi upper-cased', () => {
    expect(corpoListarPedidos(FILTROS_PEDIDOS_VAZIOS)).toEqual({});
    const b = corpoListarPedidos({
      ...FILTROS_PEDIDOS_VAZIOS,
      pedido: 'VD000001\n  VD000002 \n\nVD000001',
      chassi: 'sajaa123\r\nSALBB456',
      concessionariaGrupoId: 3,
      concessionariaId: 7,
      tipoModeloAgrupadoId: 2,
      statusId: 1,
      etapaId: 0,
      dataDe: '2026-11-01',
      dataAte: '2026-11-30',
      jaguar: true,
    });
    expect(b).toEqual({
      pedido: ['VD000001', 'VD000002'],
      chassi: ['SAJAA123', 'SALBB456'],
      concessionariaGrupoId: 3,
      concessionariaId: 7,
      tipoModeloAgrupadoId: 2,
      statusId: 1,
      etapaId: 0,
      dataDe: '2026-11-01',
      dataAte: '2026-11-30',
      jaguar: true,
    });
  });

  it('ignores invalid dates (spec §5.2)', () => {
    expect(dataValida('2026-02-30')).toBe(false);
    expect(dataValida('2026-13-01')).toBe(false);
    expect(dataValida('01/02/2026')).toBe(false);
    expect(dataValida('2028-02-29')).toBe(true);
    expect(corpoListarPedidos({ ...FILTROS_PEDIDOS_VAZIOS, dataDe: '2026-02-30', dataAte: 'x' })).toEqual({});
  });

  it('rows without a commission invoice, or rejected, cannot be selected; no selection gives the spec message', () => {
    expect(pedidoSelecionavel({ nfeComissao: null, status: 'Em andamento' })).toBe(false);
    expect(pedidoSelecionavel({ nfeComissao: '', status: 'Em andamento' })).toBe(false);
    expect(pedidoSelecionavel({ nfeComissao: '12345', status: 'Reprovado' })).toBe(false);
    expect(pedidoSelecionavel({ nfeComissao: '12345', status: 'Em andamento' })).toBe(true);
    expect(erroSelecao([])).toBe('Necessário selecionar pedido(s).');
    expect(erroSelecao([{}])).toBeNull();
  });

  it('Exportar and Exportar Cadastro only for Administrador, Financeiro and Venda Direta', () => {
    for (const r of ['Administrador', 'Financeiro', 'Venda Direta']) expect(podeExportar(r)).toBe(true);
    for (const r of ['Faturamento', 'Logística', 'Gerente de Vendas', 'Dealer', '', undefined]) expect(podeExportar(r)).toBe(false);
  });
});

describe('masks (spec §5.1)', () => {
  it('shows stored digits in each mask and strips it back', () => {
    expect(comMascara(CPF, MASCARA.cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    expect(comMascara('11222333000181', MASCARA.cnpj)).toBe('11.222.333/0001-81');
    expect(comMascara('123456789', MASCARA.rg)).toBe('12.345.678-9');
    expect(comMascara('1133334444', MASCARA.telefone)).toBe('(11)3333-4444');
    expect(comMascara('11988887777', MASCARA.celular)).toBe('(11)98888-7777');
    expect(comMascara('01310100', MASCARA.cep)).toBe('01310-100');
    expect(comMascara(2026, MASCARA.ano)).toBe('2026');
    expect(semMascara('(11)98888-7777')).toBe('11988887777');
    expect(semMascara(null)).toBe('');
  });

  it('a partial value is shown as far as it goes; a longer one is never cut', () => {
    expect(comMascara('0131', MASCARA.cep)).toBe('0131');
    expect(comMascara('013101', MASCARA.cep)).toBe('01310-1');
    expect(comMascara('0131010099', MASCARA.cep)).toBe('0131010099');
    expect(comMascara('', MASCARA.cep)).toBe('');
    expect(mascaraCompleta('01310-1__', MASCARA.cep)).toBe(false);
    expect(mascaraCompleta('01310-100', MASCARA.cep)).toBe(true);
  });

  it('a CPF gets the red border only when filled and wrong', () => {
    expect(cpfComErro('')).toBe(false);
    expect(cpfComErro('___.___.___-__')).toBe(false);
    expect(cpfComErro(CPF_MASCARADO)).toBe(false);
    expect(cpfComErro('111.111.111-11')).toBe(true);
    expect(cpfComErro(CPF_MASCARADO.slice(0, -1) + String((Number(CPF.at(-1)) + 1) % 10))).toBe(true);
  });
});

const detalhe = (extra: Partial<PedidoDetalhe> = {}): PedidoDetalhe => ({
  id: 5,
  codigo: 'VD000005',
  versao: 3,
  concessionariaId: 7,
  concessionariaGrupoId: null,
  concessionariaNome: '123 - Morumbi',
  tipoVenda: 1,
  prePagamento: false,
  veiculoId: 40,
  steps: { id: 2, nomeAmigavel: 'Aprovação de venda' },
  progresso: 27.27,
  motivo: null,
  criadoPorId: 3,
  criadoPorNome: 'Dealer',
  dataCadastro: '2026-11-20T09:00:00Z',
  insercaoBoletoConfirmada: false,
  pedidoSteps: [],
  contexto: initialOrderContext,
  pedidoBoletos: [],
  pedidoSolicitante: {
    tipoCliente: 1,
    cpf: CPF,
    nome: 'Maria Souza',
    profissaoId: 4,
    telefone: '1133334444',
    celular: '11988887777',
    email: 'maria@example.com',
    rg: '123456789',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: null,
    bairro: 'Bela Vista',
    nomeCidade: 'São Paulo',
    nomeUf: 'SP',
    cidadeId: 3550308,
    ufId: 35,
    cnpj: null,
    inscricaoEstadual: null,
    inscricaoMunicipal: null,
    razaoSocial: null,
    nomeFantasia: null,
  },
  pedidoContatoEmpresas: [],
  pedidoDescricaoProduto: {
    codigoPedido: 'P123',
    chassi: 'SALAA1BB2CC345678',
    tipoModeloAgrupadoId: 2,
    derivativoId: 9,
    marca: 'Land Rover',
    versaoId: 11,
    edicaoLimitada: false,
    corExterna: 'Preto',
    corInterna: 'Bege',
    anoModelo: 2026,
    anoProducao: 2025,
    veiculoId: 40,
  },
  pedidoPrecoPagamento: {
    precoPublico: 500000,
    precoOpcional: 20000,
    precoPublicoFinal: 520000,
    tipoDesconto: 1,
    descontoEspecial: 5,
    precoEspecial: 494000,
    tipoPagamento: 1,
  },
  pedidoArquivos: [
    { id: 'a1', tipoArquivo: 2, tipoArquivoNome: 'CPF/CNH', nomeArquivo: 'cpf.pdf', nomeUsuario: 'Dealer', dataUpload: '2026-11-20T10:00:00Z', status: 1 },
  ],
  pedidoComentarios: [
    {
      descricao: 'Olá',
      usuarioDestinatarioId: 3,
      destinatarioNome: 'Ana',
      dataCadastro: '2026-11-20T10:00:00Z',
      usuarioCadastroId: 4,
      nomeUsuarioCadastro: 'Dealer',
    },
  ],
  percentualComissao: 2.5,
  valorComissao: 12350,
  tipoComissao: null,
  pessoaPoliticamenteExposta: false,
  confirmaValor: null,
  dataFaturamento: null,
  ...extra,
});

describe('order form ↔ body (spec §3, §7.1)', () => {
  it('a saved order comes masked into the form and goes back stripped, with the derived prices', () => {
    const f = formDoPedido(detalhe());
    expect(f.solicitante.cpf).toBe(CPF_MASCARADO);
    expect(f.solicitante.cep).toBe('01310-100');
    expect(f.solicitante.telefone).toBe('(11)3333-4444');
    expect(f.produto.anoModelo).toBe('2026');
    expect(f.arquivos[0]).toMatchObject({ id: 'a1', salvo: true });
    expect(f.comentarios[0]?.dataCadastro).toBe('2026-11-20T10:00:00Z');

    const b = corpoDoForm(f);
    expect(b).toMatchObject({
      concessionariaId: 7,
      tipoVenda: 1,
      veiculoId: 40,
      percentualComissao: 2.5,
      valorComissao: 12350,
      pessoaPoliticamenteExposta: false,
      pedidoContatoEmpresas: [],
    });
    expect(b.pedidoSolicitante).toEqual({
      tipoCliente: 1,
      cpf: CPF,
      nome: 'Maria Souza',
      rg: '123456789',
      profissaoId: 4,
      telefone: '1133334444',
      celular: '11988887777',
      email: 'maria@example.com',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      nomeCidade: 'São Paulo',
      nomeUf: 'SP',
      cidadeId: 3550308,
      ufId: 35,
    });
    expect(b.pedidoDescricaoProduto).toMatchObject({ anoModelo: '2026', anoProducao: '2025', veiculoId: 40, chassi: 'SALAA1BB2CC345678' });
    expect(b.pedidoPrecoPagamento).toEqual({
      precoPublico: 500000,
      precoOpcional: 20000,
      precoPublicoFinal: 520000,
      tipoDesconto: 1,
      descontoEspecial: 5,
      precoEspecial: 494000,
      tipoPagamento: 1,
    });
    // a saved comment keeps its date (the server skips it); no navigation-only fields leak into the body
    expect(b.pedidoComentarios).toEqual([{ descricao: 'Olá', usuarioDestinatarioId: 3, dataCadastro: '2026-11-20T10:00:00Z' }]);
    expect(b).not.toHaveProperty('faturamento');
    expect(b).not.toHaveProperty('confirmaValor');
  });

  it('a company client sends the company fields and its contacts; a person sends no contacts', () => {
    const contato: ContatoForm = { ...CONTATO_VAZIO, nome: 'João', cpf: CPF_MASCARADO, telefone: '(11)3333-4444', cep: '01310-100' };
    const f = formDoPedido(detalhe());
    f.contatos = [contato];
    expect(corpoDoForm(f).pedidoContatoEmpresas).toEqual([]);
    f.solicitante = { ...f.solicitante, tipoCliente: 3, cnpj: '11.222.333/0001-81', razaoSocial: ' ACME Ltda ', nomeFantasia: 'ACME' };
    const b = corpoDoForm(f);
    const s = b.pedidoSolicitante as Record<string, unknown>;
    expect(s).toMatchObject({ tipoCliente: 3, cnpj: '11222333000181', razaoSocial: 'ACME Ltda', nomeFantasia: 'ACME' });
    expect(s).not.toHaveProperty('cpf');
    expect(b.pedidoContatoEmpresas).toEqual([expect.objectContaining({ nome: 'João', cpf: CPF, telefone: '1133334444', cep: '01310100', celular: null })]);
  });

  it('a new comment goes without dataCadastro (the server inserts it); empty fields are null', () => {
    const f = formVazio();
    f.comentarios = [{ descricao: 'Cliente com pressa', usuarioDestinatarioId: 9, destinatarioNome: 'Ana', dataCadastro: null, nomeUsuarioCadastro: 'Eu' }];
    const b = corpoDoForm(f);
    expect(b.pedidoComentarios).toEqual([{ descricao: 'Cliente com pressa', usuarioDestinatarioId: 9 }]);
    expect((b.pedidoSolicitante as Record<string, unknown>).cpf).toBeNull();
    expect(b.pedidoPrecoPagamento).toMatchObject({ precoPublico: null, precoPublicoFinal: null, precoEspecial: null });
    expect(b.valorComissao).toBeNull();
  });

  it('prices: final = public + optional; special = final − discount; commission = special × percent (to the cent)', () => {
    expect(calcularPrecos({ precoPublico: 300000, precoOpcional: 12345.67, tipoDesconto: 5, descontoEspecial: 3.5, tipoPagamento: 2 }, 1.25)).toEqual({
      precoPublicoFinal: 312345.67,
      precoEspecial: 301413.57,
      valorComissao: 3767.67,
    });
    expect(calcularPrecos({ precoPublico: null, precoOpcional: 1, tipoDesconto: null, descontoEspecial: null, tipoPagamento: null }, 2)).toEqual({
      precoPublicoFinal: null,
      precoEspecial: null,
      valorComissao: null,
    });
    // out of range: nothing computed (the server answers which field)
    expect(
      calcularPrecos({ precoPublico: -1, precoOpcional: 0, tipoDesconto: null, descontoEspecial: null, tipoPagamento: null }, null).precoEspecial,
    ).toBeNull();
  });

  it('the vehicle fills the product, whose filled fields become read-only', () => {
    const p = produtoDoVeiculo({
      veiculoId: 40,
      numeroPedido: 'P123',
      chassi: 'SALAA1BB2CC345678',
      marca: 'Land Rover',
      corExterna: 'Preto',
      corInterna: 'Bege',
      modelo: 'Defender',
      ano: 2026,
      derivativoId: 9,
      versaoId: 11,
      tipoModeloAgrupadoId: 2,
      descricao: 'Defender 110 X',
      edicaoLimitada: false,
    });
    expect(p).toMatchObject({ veiculoId: 40, codigoPedido: 'P123', anoModelo: '2026', anoProducao: '', modelo: 'Defender' });
    const ro = camposDoVeiculo(p);
    expect([...ro].sort()).toEqual([
      'anoModelo',
      'chassi',
      'codigoPedido',
      'corExterna',
      'corInterna',
      'derivativoId',
      'edicaoLimitada',
      'marca',
      'tipoModeloAgrupadoId',
      'versaoId',
    ]);
    expect(ro.has('anoProducao')).toBe(false);
    expect([...camposDoVeiculo(formVazio().produto)]).toEqual(['edicaoLimitada']);
  });
});

describe('screen rules (spec §5.1)', () => {
  it('adding a company contact: one message per missing field, in the spec order and wording', () => {
    const erros = errosContato(CONTATO_VAZIO);
    const campos = ['Nome', 'Telefone', 'Celular', 'E-mail', 'CPF', 'RG/RNE', 'Profissão', 'CEP', 'Logradouro', 'Número', 'Bairro', 'UF / Município', 'Cidade'];
    expect(erros).toEqual(campos.map((c) => `Contatos da empresa, o campo '${c}' precisa ser fornecido.`));
    const completo: ContatoForm = {
      ...CONTATO_VAZIO,
      nome: 'João',
      telefone: '(11)3333-4444',
      celular: '(11)98888-7777',
      email: 'j@x.com',
      cpf: CPF_MASCARADO,
      rgRne: '123',
      profissaoId: 1,
      cep: '01310-100',
      logradouro: 'Rua',
      numero: '1',
      bairro: 'Centro',
      ufId: 35,
      cidadeId: 3550308,
    };
    expect(errosContato(completo)).toEqual([]);
    expect(errosContato({ ...completo, cpf: '111.111.111-11' })).toEqual([tmsg.contatoCpfInvalido]);
    expect(errosContato({ ...completo, celular: '(11)98888-77__' })).toEqual(["Contatos da empresa, o campo 'Celular' precisa ser fornecido."]);
  });

  it('comments: message, then length (8000), then recipient', () => {
    expect(erroComentario('  ', 3)).toBe("Comentários, o campo 'Mensagem' precisa ser fornecido.");
    expect(erroComentario('ok', null)).toBe("Comentários, o campo 'Destinatário' precisa ser selecionado.");
    expect(erroComentario('x'.repeat(8001), 3)).toBe(pmsg.comentarioLongo);
    expect(erroComentario('x'.repeat(8000), 3)).toBeNull();
  });

  it('only an administrator removes a saved file; an unsaved one anyone', () => {
    expect(podeRemoverArquivo({ salvo: false }, { role: 'Dealer' })).toBe(true);
    expect(podeRemoverArquivo({ salvo: true }, { role: 'Venda Direta' })).toBe(false);
    expect(podeRemoverArquivo({ salvo: true }, null)).toBe(false);
    expect(podeRemoverArquivo({ salvo: true }, { role: 'Administrador' })).toBe(true);
  });

  it('steps 9 and 15 are read-only', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13].some(stepSomenteLeitura)).toBe(false);
    expect(stepSomenteLeitura(9)).toBe(true);
    expect(stepSomenteLeitura(15)).toBe(true);
  });
});

describe('which dialog a refused save opens (spec §8.1)', () => {
  it('several errors: ERROR AO PROSSEGUIR listing them all', () => {
    expect(dialogoDosErros(400, ['a', 'b'])).toEqual({ tipo: 'erro', mensagens: ['a', 'b'] });
  });
  it('exactly the unpaid-boleto error: the Tenho Certeza warning', () => {
    expect(dialogoDosErros(422, [pmsg.boletosEmAberto])).toEqual({ tipo: 'aviso', mensagem: pmsg.boletosEmAberto });
    expect(pmsg.boletosEmAberto).toBe('Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.');
    // with other errors it is one more error of the list
    expect(dialogoDosErros(422, [pmsg.boletosEmAberto, 'outro'])).toEqual({ tipo: 'erro', mensagens: [pmsg.boletosEmAberto, 'outro'] });
  });
  it('any other single error: the error dialog', () => {
    expect(dialogoDosErros(403, ['Seu perfil não pode executar esta ação nesta etapa do pedido.'])).toEqual({
      tipo: 'erro',
      mensagens: ['Seu perfil não pode executar esta ação nesta etapa do pedido.'],
    });
    expect(dialogoDosErros(500, [])).toMatchObject({ tipo: 'erro' });
  });
  it('409: its message and a reload; a network failure only logs', () => {
    expect(dialogoDosErros(409, ['O pedido foi alterado por outro usuário.'])).toEqual({
      tipo: 'recarregar',
      mensagem: 'O pedido foi alterado por outro usuário.',
    });
    expect(dialogoDosErros(409, [])).toEqual({ tipo: 'recarregar', mensagem: tmsg.pedidoRecarregado });
    expect(dialogoDosErros(0, ['x'])).toEqual({ tipo: 'nenhum' });
  });
  it('the success toast: the server message, else whether the step changed', () => {
    expect(mensagemSucesso({ steps: { id: 2, nomeAmigavel: 'Aprovação de venda' }, mensagem: 'Do servidor' }, 0)).toBe('Do servidor');
    expect(mensagemSucesso({ steps: { id: 2, nomeAmigavel: 'Aprovação de venda' } }, 0)).toBe('Pedido enviado para "Aprovação de venda"');
    expect(mensagemSucesso({ steps: { id: 2, nomeAmigavel: 'Aprovação de venda' } }, 2)).toBe('Pedido atualizado com sucesso');
  });
});

describe('/newrequest navigation', () => {
  it('?id= edits, the vehicle hand-off pre-selects, anything else is a new order', () => {
    expect(aberturaDe(new URLSearchParams('id=12'))).toEqual({ modo: 'editar', id: 12 });
    expect(aberturaDe(new URLSearchParams('tipo=solicitacao-direta-vd&veiculoId=4,5,4'))).toEqual({ modo: 'solicitacao', veiculoIds: [4, 5] });
    expect(aberturaDe(new URLSearchParams('tipo=solicitacao-direta-vd&veiculoId=x'))).toEqual({ modo: 'novo' });
    expect(aberturaDe(new URLSearchParams('id=-3'))).toEqual({ modo: 'novo' });
    expect(aberturaDe(new URLSearchParams(''))).toEqual({ modo: 'novo' });
  });
});
