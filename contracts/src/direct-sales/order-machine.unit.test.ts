import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  orderMachine,
  orderRuleGuards,
  orderRoutingGuards,
  orderGuardMessages,
  orderStateRefusal,
  initialOrderContext,
  MAX_COMENTARIO,
  type DadosPedido,
  type OrderEvent,
  type OrderEventType,
} from './order-machine.ts';
import { ESTADO_DO_STEP, NOME_STEP, PROGRESSO_STEP, STEP_DO_ESTADO } from './steps.ts';
import { pmsg } from './messages.ts';
import type { Actor } from '../access/roles.ts';

// ---------------------------------------------------------------------------------------------------------------------------
// Actors. The order belongs to dealer 5 of group 50.
const staff = (role: string, userId: number): Actor => ({
  userId,
  nome: role,
  role,
  grupoPerfil: 1,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
});
const dealerUser = (userId: number, concessionariaId: number, concessionariaGrupoId: number, processosGrupo = false): Actor => ({
  userId,
  nome: `Dealer ${userId}`,
  role: 'Vendedor',
  grupoPerfil: 2,
  concessionariaId,
  concessionariaGrupoId,
  processosGrupo,
  espelhoAdminId: null,
});
const ATORES = {
  Administrador: staff('Administrador', 1),
  'Venda Direta': staff('Venda Direta', 2),
  Financeiro: staff('Financeiro', 3),
  Faturamento: staff('Faturamento', 4),
  Logística: staff('Logística', 5),
  'Gerente de Vendas': staff('Gerente de Vendas', 6),
  Regionais: staff('Regionais', 7),
  'dealer do pedido': dealerUser(50, 5, 50),
  'outro dealer': dealerUser(90, 9, 90),
} as const;
type NomeAtor = keyof typeof ATORES;
const admin = ATORES.Administrador;
const grupoComProcessos = dealerUser(51, 6, 50, true);
const grupoSemProcessos = dealerUser(52, 6, 50, false);
const montadora: Actor = { ...staff('Administrador', 8), grupoPerfil: 3 };

// ---------------------------------------------------------------------------------------------------------------------------
// The expected decision table, written from DECISIONS.md "Direct-sales orders (the step machine)" and the brief, independently of
// the machine. 'Dealer' = a dealer-side user who reaches the order's dealer.
type Quem = 'Administrador' | 'Venda Direta' | 'Financeiro' | 'Faturamento' | 'Logística' | 'Gerente de Vendas' | 'Dealer';
type Modo = 'regular' | 'pre';
interface Linha {
  de: number;
  evento: OrderEventType;
  para: number | { regular: number; pre: number } | 'marcador' | 'fica';
  quem: Quem[];
}
const A: Quem = 'Administrador';
const VD: Quem = 'Venda Direta';
const FIN: Quem = 'Financeiro';
const FAT: Quem = 'Faturamento';
const LOG: Quem = 'Logística';
const GV: Quem = 'Gerente de Vendas';
const D: Quem = 'Dealer';
const TODOS_OS_STEPS = [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15];
const MOVES: Linha[] = [
  { de: 0, evento: 'EnviadoParaAprovacao', para: 2, quem: [D, VD, A] },
  { de: 1, evento: 'EnviadoParaAprovacao', para: 2, quem: [D, VD, A] },
  { de: 2, evento: 'VendaAprovada', para: { regular: 3, pre: 10 }, quem: [VD, A] },
  { de: 2, evento: 'VendaReprovada', para: 1, quem: [VD, A] },
  { de: 3, evento: 'CadastroAprovado', para: 5, quem: [FAT, A] },
  { de: 3, evento: 'CadastroReprovado', para: 2, quem: [FAT, A] },
  { de: 5, evento: 'FaturamentoAprovado', para: 6, quem: [FAT, A] },
  { de: 5, evento: 'FaturamentoReprovado', para: 3, quem: [FAT, A] },
  { de: 6, evento: 'InsercaoConfirmada', para: 7, quem: [D, FIN, A] },
  { de: 6, evento: 'RetornadoAoFaturamento', para: 5, quem: [D, FIN, A] },
  { de: 10, evento: 'InsercaoConfirmada', para: 11, quem: [D, FIN, VD, A] },
  { de: 10, evento: 'RetornadoAprovacaoVenda', para: 2, quem: [D, FIN, VD, A] },
  { de: 11, evento: 'PagamentoAprovado', para: 12, quem: [FIN, A] },
  { de: 11, evento: 'PagamentoReprovado', para: 10, quem: [FIN, A] },
  { de: 12, evento: 'CadastroAprovado', para: 13, quem: [FAT, A] },
  { de: 12, evento: 'CadastroReprovado', para: 11, quem: [FAT, A] },
  { de: 13, evento: 'FaturamentoAprovado', para: 7, quem: [FAT, A] },
  { de: 13, evento: 'FaturamentoReprovado', para: 12, quem: [FAT, A] },
  { de: 7, evento: 'VeiculoEnviado', para: 8, quem: [FIN, A] },
  { de: 7, evento: 'RetornadoDeLiberado', para: { regular: 6, pre: 13 }, quem: [FIN, A] },
  { de: 8, evento: 'PedidoConcluido', para: 15, quem: [LOG, A] },
  { de: 8, evento: 'RetornadoParaLiberado', para: 7, quem: [LOG, A] },
  { de: 15, evento: 'RetornadoParaEnviado', para: 8, quem: [A] },
  ...TODOS_OS_STEPS.filter((s) => s !== 9 && s !== 15).map((de): Linha => ({ de, evento: 'PedidoCancelado', para: 9, quem: [VD, A] })),
  ...[3, 5, 6, 7, 8, 10, 11, 12, 13].map((de): Linha => ({ de, evento: 'InsercaoBoletoConfirmada', para: 'marcador', quem: [FIN, VD, A] })),
];
const SALVAR: Record<number, Quem[]> = {
  0: [A, VD, D],
  1: [A, VD, D],
  2: [A, VD],
  3: [A, VD, FAT],
  5: [A, VD, FAT],
  6: [A, VD, FIN, D],
  7: [A, VD, FIN],
  8: [A, VD],
  10: [A, VD, GV, D],
  11: [A, VD, FIN],
  12: [A, VD, FAT],
  13: [A, VD, FAT],
};
const TABELA: Linha[] = [
  ...MOVES,
  // 9 and 15 are not editable: no save row (the step refuses)
  ...Object.entries(SALVAR).map(([de, quem]): Linha => ({ de: Number(de), evento: 'PedidoAtualizado', para: 'fica', quem })),
  ...TODOS_OS_STEPS.map((de): Linha => ({ de, evento: 'ComentarioInserido', para: 'fica', quem: [A, VD, FIN, FAT, LOG, GV, D] })),
];
const COMENTARIO_OBRIGATORIO: OrderEventType[] = ['VendaReprovada', 'PedidoCancelado'];

/** which table profile an actor is on this order (null: none) */
function perfilDe(nome: NomeAtor): Quem | null {
  if (nome === 'dealer do pedido') return D;
  if (nome === 'outro dealer' || nome === 'Regionais') return null;
  return nome;
}

/** the reason a step gives for an event it has no move for (independent of the machine's code) */
function recusaDoStep(step: number, evento: OrderEventType): string {
  if (step === 9) return evento === 'PedidoCancelado' ? 'Este pedido já está cancelado.' : 'Pedido cancelado não pode ser alterado.';
  if (step === 15) return 'Pedido concluído não pode ser alterado.';
  if (evento === 'InsercaoBoletoConfirmada') return 'A inserção de boleto só pode ser confirmada a partir da etapa "Cadastro de cliente".';
  return `A etapa "${NOME_STEP[step as keyof typeof NOME_STEP]}" do pedido não permite esta ação.`;
}

// ---------------------------------------------------------------------------------------------------------------------------
// Events
const AT = '2026-11-23T13:00:00.000Z';
const dados = (nome = 'Maria da Silva'): DadosPedido => ({
  pedidoSolicitante: {
    tipoCliente: 1,
    cpf: '52998224725',
    nome,
    profissaoId: 3,
    telefone: '1133334444',
    celular: '11987654321',
    email: 'maria@exemplo.com.br',
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
    codigoPedido: 'J123456',
    chassi: 'SADCA2AN1KA123456',
    tipoModeloAgrupadoId: 1,
    derivativoId: 2,
    marca: 'J9220',
    versaoId: 3,
    edicaoLimitada: false,
    corExterna: 'Preto',
    corInterna: 'Caramelo',
    anoModelo: 2026,
    anoProducao: 2025,
    veiculoId: 77,
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
  pedidoArquivos: [],
  percentualComissao: 2,
  valorComissao: 9880,
  tipoComissao: 1,
  pessoaPoliticamenteExposta: false,
  confirmaValor: true,
  dataFaturamento: '2026-12-01',
});
const criado = (modo: Modo, actor: Actor = admin, over: Partial<Extract<OrderEvent, { type: 'PedidoCriado' }>> = {}): OrderEvent => ({
  type: 'PedidoCriado',
  actor,
  at: AT,
  pedidoId: 1,
  codigo: 'VD000001',
  concessionariaId: 5,
  concessionariaGrupoId: 50,
  tipoVenda: 1,
  prePagamento: modo === 'pre',
  veiculoId: 77,
  dados: dados(),
  ...over,
});
/** a well-formed event of each type: moves carry a comment (so only the actor and the step decide), the release has no open boleto */
function evento(type: OrderEventType, actor: Actor, over: Record<string, unknown> = {}): OrderEvent {
  const base = { actor, at: AT, motivo: 'Conferido pelo time.' };
  switch (type) {
    case 'PedidoCriado':
      return { ...criado('regular', actor), ...over } as OrderEvent;
    case 'PedidoAtualizado':
      return { type, ...base, dados: dados('Maria Souza'), ...over } as OrderEvent;
    case 'VeiculoEnviado':
      return { type, ...base, boletosEmAberto: 0, confirmouPagamento: false, ...over } as OrderEvent;
    case 'ComentarioInserido':
      return { type, ...base, descricao: 'Favor conferir o CPF.', usuarioDestinatarioId: 3, destinatarioNome: 'Financeiro', ...over } as OrderEvent;
    default:
      return { type, ...base, ...over } as OrderEvent;
  }
}
const TODOS_OS_EVENTOS: OrderEventType[] = [
  'PedidoAtualizado',
  'EnviadoParaAprovacao',
  'VendaAprovada',
  'VendaReprovada',
  'CadastroAprovado',
  'CadastroReprovado',
  'FaturamentoAprovado',
  'FaturamentoReprovado',
  'InsercaoConfirmada',
  'RetornadoAoFaturamento',
  'RetornadoAprovacaoVenda',
  'PagamentoAprovado',
  'PagamentoReprovado',
  'VeiculoEnviado',
  'RetornadoDeLiberado',
  'PedidoConcluido',
  'RetornadoParaLiberado',
  'RetornadoParaEnviado',
  'PedidoCancelado',
  'InsercaoBoletoConfirmada',
  'ComentarioInserido',
];

// ---------------------------------------------------------------------------------------------------------------------------
// Driving the machine
type Snap = SnapshotFrom<typeof orderMachine>;
function given(...events: OrderEvent[]): Snap {
  let [s] = initialTransition(orderMachine);
  for (const e of events) {
    expect(recusa(s, e), `${e.type} em ${String(s.value)}`).toBeNull();
    [s] = transition(orderMachine, s, e);
  }
  return s;
}
const after = (s: Snap, e: OrderEvent) => transition(orderMachine, s, e)[0];
/** the decider's question (services/core/src/eventstore/decider.ts, `refusal`): null when accepted, else the first failed rule guard's message or the step's */
function recusa(s: Snap, e: OrderEvent): string | null {
  const falhas: string[] = [];
  const base = orderMachine.implementations.guards as Record<string, (a: unknown, p: unknown) => boolean>;
  const guards = Object.fromEntries(
    orderRuleGuards.map((g) => [
      g,
      (a: unknown, p: unknown) => {
        const ok = base[g]!(a, p);
        if (!ok) falhas.push(g);
        return ok;
      },
    ]),
  );
  const vivo = orderMachine.provide({ guards }).resolveState({ value: s.value, context: s.context });
  if (vivo.can(e)) return null;
  return falhas[0] ? orderGuardMessages[falhas[0] as keyof typeof orderGuardMessages] : orderStateRefusal(String(s.value), e.type);
}

/** the path to each step, by the administrator (written from the table, not from the machine) */
const CAMINHO: Record<Modo, Record<number, OrderEventType[]>> = {
  regular: {
    0: [],
    1: ['EnviadoParaAprovacao', 'VendaReprovada'],
    2: ['EnviadoParaAprovacao'],
    3: ['EnviadoParaAprovacao', 'VendaAprovada'],
    5: ['EnviadoParaAprovacao', 'VendaAprovada', 'CadastroAprovado'],
    6: ['EnviadoParaAprovacao', 'VendaAprovada', 'CadastroAprovado', 'FaturamentoAprovado'],
    7: ['EnviadoParaAprovacao', 'VendaAprovada', 'CadastroAprovado', 'FaturamentoAprovado', 'InsercaoConfirmada'],
    8: ['EnviadoParaAprovacao', 'VendaAprovada', 'CadastroAprovado', 'FaturamentoAprovado', 'InsercaoConfirmada', 'VeiculoEnviado'],
    9: ['EnviadoParaAprovacao', 'PedidoCancelado'],
    15: ['EnviadoParaAprovacao', 'VendaAprovada', 'CadastroAprovado', 'FaturamentoAprovado', 'InsercaoConfirmada', 'VeiculoEnviado', 'PedidoConcluido'],
  },
  pre: {
    0: [],
    1: ['EnviadoParaAprovacao', 'VendaReprovada'],
    2: ['EnviadoParaAprovacao'],
    10: ['EnviadoParaAprovacao', 'VendaAprovada'],
    11: ['EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoConfirmada'],
    12: ['EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoConfirmada', 'PagamentoAprovado'],
    13: ['EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoConfirmada', 'PagamentoAprovado', 'CadastroAprovado'],
    7: ['EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoConfirmada', 'PagamentoAprovado', 'CadastroAprovado', 'FaturamentoAprovado'],
    8: ['EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoConfirmada', 'PagamentoAprovado', 'CadastroAprovado', 'FaturamentoAprovado', 'VeiculoEnviado'],
    9: ['EnviadoParaAprovacao', 'VendaAprovada', 'PedidoCancelado'],
    15: [
      'EnviadoParaAprovacao',
      'VendaAprovada',
      'InsercaoConfirmada',
      'PagamentoAprovado',
      'CadastroAprovado',
      'FaturamentoAprovado',
      'VeiculoEnviado',
      'PedidoConcluido',
    ],
  },
};
const em = (modo: Modo, step: number) => given(criado(modo), ...CAMINHO[modo][step]!.map((t) => evento(t, admin)));

// ---------------------------------------------------------------------------------------------------------------------------
describe('the decision table: every step × role × mode × event', () => {
  const casos = (['regular', 'pre'] as Modo[]).flatMap((modo) => Object.keys(CAMINHO[modo]).map((s) => [modo, Number(s)] as const));
  it.each(casos)('%s, step %i', (modo, step) => {
    const s = em(modo, step);
    expect(s.context.step).toBe(step);
    expect(s.value).toBe(ESTADO_DO_STEP[step as keyof typeof ESTADO_DO_STEP]);
    let aceitos = 0;
    for (const nome of Object.keys(ATORES) as NomeAtor[]) {
      const actor = ATORES[nome];
      for (const tipo of TODOS_OS_EVENTOS) {
        const e = evento(tipo, actor);
        const linha = TABELA.find((l) => l.de === step && l.evento === tipo);
        const perfil = perfilDe(nome);
        const quando = `${modo}, step ${step}, ${nome}, ${tipo}`;
        if (!linha) {
          expect(recusa(s, e), quando).toBe(recusaDoStep(step, tipo));
          continue;
        }
        if (!perfil || !linha.quem.includes(perfil)) {
          expect(recusa(s, e), quando).toBe('Seu perfil não pode executar esta ação nesta etapa do pedido.');
          continue;
        }
        expect(recusa(s, e), quando).toBeNull();
        aceitos++;
        const depois = after(s, e);
        if (linha.para === 'fica') {
          expect(depois.context.step, quando).toBe(step);
          expect(depois.context.historico, quando).toEqual(s.context.historico);
        } else if (linha.para === 'marcador') {
          expect(depois.context.step, quando).toBe(step);
          expect(depois.context.historico.at(-1)?.step, quando).toBe(modo === 'pre' ? 14 : 4);
        } else {
          const para = typeof linha.para === 'number' ? linha.para : linha.para[modo];
          expect(depois.context.step, quando).toBe(para);
          expect(STEP_DO_ESTADO[depois.value as keyof typeof STEP_DO_ESTADO], quando).toBe(para);
          expect(depois.context.historico.at(-1), quando).toMatchObject({ step: para, usuarioId: actor.userId, nomeUsuario: actor.nome, dataStep: AT });
        }
      }
    }
    expect(aceitos).toBeGreaterThan(0);
  });

  it('the table names every move of DECISIONS.md, and every machine state is a step of the table', () => {
    expect(MOVES.filter((l) => l.evento !== 'PedidoCancelado' && l.evento !== 'InsercaoBoletoConfirmada')).toHaveLength(23);
    const estados = Object.keys(orderMachine.config.states ?? {}).filter((e) => e !== 'inexistente');
    expect(estados.map((e) => STEP_DO_ESTADO[e as keyof typeof STEP_DO_ESTADO]).sort((a, b) => a - b)).toEqual(TODOS_OS_STEPS);
  });

  it('a dealer user reaches the order through its group only with processosGrupo; Montadora acts on nothing', () => {
    const s6 = em('regular', 6);
    expect(recusa(s6, evento('InsercaoConfirmada', grupoComProcessos))).toBeNull();
    expect(recusa(s6, evento('InsercaoConfirmada', grupoSemProcessos))).toBe(pmsg.semPermissaoEtapa);
    expect(recusa(em('regular', 2), evento('VendaAprovada', montadora))).toBe(pmsg.semPermissaoEtapa);
  });
});

describe('creating an order', () => {
  const s0 = initialTransition(orderMachine)[0];
  it('Administrador, Venda Direta and a dealer user for a dealer it reaches register it at Cadastro', () => {
    for (const a of [admin, ATORES['Venda Direta'], ATORES['dealer do pedido'], grupoComProcessos]) expect(recusa(s0, criado('regular', a)), a.nome).toBeNull();
    const s = after(s0, criado('pre', ATORES['dealer do pedido']));
    expect(s.value).toBe('cadastro');
    expect(s.context).toMatchObject({
      pedidoId: 1,
      codigo: 'VD000001',
      concessionariaId: 5,
      concessionariaGrupoId: 50,
      tipoVenda: 1,
      prePagamento: true,
      veiculoId: 77,
      step: 0,
      criadoPorId: 50,
      criadoPorNome: 'Dealer 50',
      criadoEm: AT,
      atualizadoEm: AT,
      motivo: null,
      insercaoBoletoConfirmada: false,
      pagamentoConfirmadoSemBoletos: false,
      comentarios: [],
    });
    expect(s.context.dados).toEqual(dados());
    expect(s.context.historico).toEqual([{ step: 0, descricao: 'Cadastro', motivo: null, usuarioId: 50, nomeUsuario: 'Dealer 50', dataStep: AT }]);
  });
  it('other staff profiles, another dealer and a group dealer without processosGrupo cannot', () => {
    for (const a of [
      ATORES.Financeiro,
      ATORES.Faturamento,
      ATORES.Logística,
      ATORES['Gerente de Vendas'],
      ATORES.Regionais,
      ATORES['outro dealer'],
      grupoSemProcessos,
      montadora,
    ])
      expect(recusa(s0, criado('regular', a)), a.nome).toBe('Seu perfil não pode cadastrar pedidos para esta concessionária.');
  });
  it('an order is created once; nothing else happens to an order that does not exist', () => {
    expect(recusa(em('regular', 2), criado('regular'))).toBe('Este pedido já foi cadastrado.');
    for (const t of TODOS_OS_EVENTOS) expect(recusa(s0, evento(t, admin)), t).toBe('Pedido não encontrado.');
  });
});

describe('comments of moves (reprove the sale, cancel)', () => {
  it('are mandatory, not blank, and at most 8000 characters; the text is kept trimmed in the history and the context', () => {
    const s2 = em('regular', 2);
    for (const tipo of ['VendaReprovada', 'PedidoCancelado'] as const) {
      for (const motivo of [undefined, null, '', '   \n '])
        expect(recusa(s2, evento(tipo, admin, { motivo })), `${tipo} ${motivo}`).toBe('O comentário é obrigatório');
      expect(recusa(s2, evento(tipo, admin, { motivo: 'x'.repeat(MAX_COMENTARIO + 1) }))).toBe('O comentário deve ter no máximo 8000 caracteres.');
      expect(recusa(s2, evento(tipo, admin, { motivo: 'x'.repeat(MAX_COMENTARIO) }))).toBeNull();
      const depois = after(s2, evento(tipo, admin, { motivo: '  Documentação incompleta.  ' }));
      expect(depois.context.motivo).toBe('Documentação incompleta.');
      expect(depois.context.historico.at(-1)).toMatchObject({ motivo: 'Documentação incompleta.', descricao: NOME_STEP[depois.context.step!] });
    }
    expect(MAX_COMENTARIO).toBe(8000);
  });
  it('other moves take an optional comment, also limited to 8000 characters; the next step clears the reason', () => {
    const s2 = em('regular', 2);
    expect(recusa(s2, evento('VendaAprovada', admin, { motivo: null }))).toBeNull();
    expect(recusa(s2, evento('VendaAprovada', admin, { motivo: 'y'.repeat(8001) }))).toBe(pmsg.comentarioLongo);
    const reprovado = after(s2, evento('VendaReprovada', admin, { motivo: 'Faltou o RG.' }));
    const reenviado = after(reprovado, evento('EnviadoParaAprovacao', ATORES['dealer do pedido'], { motivo: null }));
    expect(reenviado.context).toMatchObject({ step: 2, motivo: null });
    expect(COMENTARIO_OBRIGATORIO).toEqual(['VendaReprovada', 'PedidoCancelado']);
  });
  it('the spec’s unaccented reject-sale text is shown accented (DECISIONS.md "Texts")', () => {
    expect(orderGuardMessages.comentarioInformado).toBe('O comentário é obrigatório');
  });
});

describe('cancel', () => {
  it.each([
    ['regular', 0],
    ['regular', 1],
    ['regular', 2],
    ['regular', 3],
    ['regular', 5],
    ['regular', 6],
    ['regular', 7],
    ['regular', 8],
    ['pre', 10],
    ['pre', 11],
    ['pre', 12],
    ['pre', 13],
    ['pre', 7],
    ['pre', 8],
  ] as [Modo, number][])('%s: from step %i to 9 with its reason; nothing but comments afterwards', (modo, step) => {
    const s = after(em(modo, step), evento('PedidoCancelado', ATORES['Venda Direta'], { motivo: 'Cliente desistiu.' }));
    expect(s.value).toBe('cancelado');
    expect(s.context).toMatchObject({ step: 9, motivo: 'Cliente desistiu.' });
    expect(s.context.historico.at(-1)).toMatchObject({ step: 9, descricao: 'Cancelado', motivo: 'Cliente desistiu.', usuarioId: 2 });
    expect(recusa(s, evento('PedidoCancelado', admin))).toBe('Este pedido já está cancelado.');
    expect(recusa(s, evento('PedidoAtualizado', admin))).toBe('Pedido cancelado não pode ser alterado.');
    expect(recusa(s, evento('ComentarioInserido', ATORES['dealer do pedido']))).toBeNull();
  });
  it('is not possible from 15 (concluded) or 9', () => {
    expect(recusa(em('regular', 15), evento('PedidoCancelado', admin))).toBe('Pedido concluído não pode ser alterado.');
    expect(recusa(em('pre', 9), evento('PedidoCancelado', admin))).toBe('Este pedido já está cancelado.');
  });
});

describe('release for transport (7 → 8) with open boletos', () => {
  const enviar = (a: Actor, boletosEmAberto: number, confirmouPagamento: boolean, motivo: string | null = null) =>
    evento('VeiculoEnviado', a, { boletosEmAberto, confirmouPagamento, motivo });
  it.each(['regular', 'pre'] as Modo[])(
    '%s: refused with the spec’s question while a boleto is open; the confirmation goes through and is recorded',
    (modo) => {
      const s7 = em(modo, 7);
      expect(recusa(s7, enviar(ATORES.Financeiro, 2, false))).toBe(
        'Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.',
      );
      const s8 = after(s7, enviar(ATORES.Financeiro, 2, true));
      expect(s8.context).toMatchObject({ step: 8, pagamentoConfirmadoSemBoletos: true });
      expect(s8.context.historico.at(-1)).toMatchObject({
        step: 8,
        motivo: "Liberado com 2 boletos em aberto: pagamento confirmado pelo usuário ('Tenho Certeza').",
        usuarioId: 3,
      });
      expect(after(s7, enviar(ATORES.Financeiro, 1, true, 'Pago via TED.')).context.historico.at(-1)?.motivo).toBe('Pago via TED.');
      expect(after(s7, enviar(ATORES.Financeiro, 1, true)).context.historico.at(-1)?.motivo).toBe(
        "Liberado com 1 boleto em aberto: pagamento confirmado pelo usuário ('Tenho Certeza').",
      );
    },
  );
  it('with every boleto paid it needs no confirmation and records none; the confirmation does not let another profile through', () => {
    const s7 = em('regular', 7);
    const s8 = after(s7, enviar(admin, 0, false));
    expect(s8.context).toMatchObject({ step: 8, pagamentoConfirmadoSemBoletos: false });
    expect(s8.context.historico.at(-1)?.motivo).toBeNull();
    expect(after(s7, enviar(admin, 0, true)).context.pagamentoConfirmadoSemBoletos).toBe(false);
    expect(recusa(s7, enviar(ATORES.Logística, 2, true))).toBe(pmsg.semPermissaoEtapa);
    expect(recusa(s7, enviar(ATORES['dealer do pedido'], 0, false))).toBe(pmsg.semPermissaoEtapa);
  });
  it('a later release with everything paid clears the flag', () => {
    const s8 = after(em('regular', 7), enviar(admin, 2, true));
    const s7 = after(s8, evento('RetornadoParaLiberado', ATORES.Logística));
    expect(after(s7, enviar(admin, 0, false)).context.pagamentoConfirmadoSemBoletos).toBe(false);
  });
});

describe('boleto insertion markers 4 and 14', () => {
  it('regular: marker 4, once per order, without a step change; Financeiro, Venda Direta and Administrador only', () => {
    const s3 = em('regular', 3);
    expect(recusa(s3, evento('InsercaoBoletoConfirmada', ATORES['dealer do pedido']))).toBe(pmsg.semPermissaoEtapa);
    expect(recusa(s3, evento('InsercaoBoletoConfirmada', ATORES.Faturamento))).toBe(pmsg.semPermissaoEtapa);
    const m = after(s3, evento('InsercaoBoletoConfirmada', ATORES.Financeiro, { motivo: null }));
    expect(m.value).toBe('cadastroCliente');
    expect(m.context).toMatchObject({ step: 3, insercaoBoletoConfirmada: true, atualizadoEm: AT });
    expect(m.context.historico.at(-1)).toEqual({
      step: 4,
      descricao: 'Inserção de boleto confirmada',
      motivo: null,
      usuarioId: 3,
      nomeUsuario: 'Financeiro',
      dataStep: AT,
    });
    expect(recusa(m, evento('InsercaoBoletoConfirmada', admin))).toBe('A inserção de boleto já foi confirmada para este pedido.');
    // still once after moving on
    const s5 = after(m, evento('CadastroAprovado', ATORES.Faturamento));
    expect(recusa(s5, evento('InsercaoBoletoConfirmada', admin))).toBe(pmsg.insercaoBoletoJaConfirmada);
  });
  it('pré-pagamento: marker 14', () => {
    const m = after(em('pre', 11), evento('InsercaoBoletoConfirmada', ATORES['Venda Direta']));
    expect(m.context.historico.at(-1)).toMatchObject({ step: 14, descricao: 'Inserção de boleto confirmada' });
    expect(m.context.step).toBe(11);
  });
  it('not before step 3, nor at 9 or 15', () => {
    for (const step of [0, 1, 2]) expect(recusa(em('regular', step), evento('InsercaoBoletoConfirmada', admin))).toBe(pmsg.insercaoBoletoEtapa);
    expect(recusa(em('regular', 9), evento('InsercaoBoletoConfirmada', admin))).toBe(pmsg.pedidoCanceladoNaoAltera);
    expect(recusa(em('pre', 15), evento('InsercaoBoletoConfirmada', admin))).toBe(pmsg.pedidoConcluidoNaoAltera);
  });
});

describe('comments (ComentarioInserido)', () => {
  it('need a message of at most 8000 characters and a recipient; the text is trimmed', () => {
    const s = em('regular', 6);
    const d = ATORES['dealer do pedido'];
    expect(recusa(s, evento('ComentarioInserido', d, { descricao: '  ' }))).toBe("Comentários, o campo 'Mensagem' precisa ser fornecido.");
    expect(recusa(s, evento('ComentarioInserido', d, { descricao: 'a'.repeat(8001) }))).toBe('O comentário deve ter no máximo 8000 caracteres.');
    expect(recusa(s, evento('ComentarioInserido', d, { descricao: 'a'.repeat(8000) }))).toBeNull();
    expect(recusa(s, evento('ComentarioInserido', d, { usuarioDestinatarioId: 0 }))).toBe("Comentários, o campo 'Destinatário' precisa ser selecionado.");
    const c = after(s, evento('ComentarioInserido', d, { descricao: '  Segue o comprovante.  ' }));
    expect(c.context.comentarios).toEqual([
      {
        descricao: 'Segue o comprovante.',
        dataCadastro: AT,
        usuarioCadastroId: 50,
        nomeUsuarioCadastro: 'Dealer 50',
        usuarioDestinatarioId: 3,
        destinatarioNome: 'Financeiro',
      },
    ]);
    expect(c.context.historico).toEqual(s.context.historico);
    expect(c.context.step).toBe(6);
  });
  it('are possible at 9 and 15 too; never by another dealer or a profile outside the workflow', () => {
    for (const step of [9, 15]) {
      expect(recusa(em('regular', step), evento('ComentarioInserido', admin))).toBeNull();
      expect(recusa(em('regular', step), evento('ComentarioInserido', ATORES['outro dealer']))).toBe(pmsg.semPermissaoEtapa);
      expect(recusa(em('regular', step), evento('ComentarioInserido', ATORES.Regionais))).toBe(pmsg.semPermissaoEtapa);
    }
  });
});

describe('saving (PedidoAtualizado)', () => {
  it('replaces the whole body and records when', () => {
    const s = em('regular', 0);
    const novos = dados('Maria Souza');
    const depois = after(s, { type: 'PedidoAtualizado', actor: ATORES['dealer do pedido'], at: '2026-11-24T10:00:00.000Z', dados: novos });
    expect(depois.context.dados).toEqual(novos);
    expect(depois.context).toMatchObject({ step: 0, atualizadoEm: '2026-11-24T10:00:00.000Z', criadoEm: AT });
    expect(depois.context.historico).toHaveLength(1);
  });
  it('is refused at 9 and 15 (not editable)', () => {
    expect(recusa(em('pre', 15), evento('PedidoAtualizado', admin))).toBe('Pedido concluído não pode ser alterado.');
  });
});

describe('history', () => {
  it('the regular path writes one row per step change and the marker, in order, with who and when', () => {
    const s = given(
      criado('regular', ATORES['dealer do pedido']),
      evento('EnviadoParaAprovacao', ATORES['dealer do pedido'], { motivo: null }),
      evento('VendaReprovada', ATORES['Venda Direta'], { motivo: 'Falta o comprovante de endereço.' }),
      evento('EnviadoParaAprovacao', ATORES['dealer do pedido'], { motivo: null }),
      evento('VendaAprovada', ATORES['Venda Direta'], { motivo: null }),
      evento('InsercaoBoletoConfirmada', ATORES.Financeiro, { motivo: null }),
      evento('CadastroAprovado', ATORES.Faturamento, { motivo: null }),
      evento('FaturamentoReprovado', ATORES.Faturamento, { motivo: 'NF com erro.' }),
      evento('CadastroAprovado', ATORES.Faturamento, { motivo: null }),
      evento('FaturamentoAprovado', ATORES.Faturamento, { motivo: null }),
      evento('InsercaoConfirmada', ATORES['dealer do pedido'], { motivo: null }),
      evento('VeiculoEnviado', ATORES.Financeiro, { motivo: null }),
      evento('PedidoConcluido', ATORES.Logística, { motivo: null }),
    );
    expect(s.context.historico.map((h) => [h.step, h.descricao, h.motivo, h.nomeUsuario])).toEqual([
      [0, 'Cadastro', null, 'Dealer 50'],
      [2, 'Aprovação de venda', null, 'Dealer 50'],
      [1, 'Reprovado', 'Falta o comprovante de endereço.', 'Venda Direta'],
      [2, 'Aprovação de venda', null, 'Dealer 50'],
      [3, 'Cadastro de cliente', null, 'Venda Direta'],
      [4, 'Inserção de boleto confirmada', null, 'Financeiro'],
      [5, 'Faturamento', null, 'Faturamento'],
      [3, 'Cadastro de cliente', 'NF com erro.', 'Faturamento'],
      [5, 'Faturamento', null, 'Faturamento'],
      [6, 'Inserir Boleto/Comprovante de pagamento', null, 'Faturamento'],
      [7, 'Liberado para transporte', null, 'Dealer 50'],
      [8, 'Veículo enviado', null, 'Financeiro'],
      [15, 'Pedido concluído', null, 'Logística'],
    ]);
    expect(PROGRESSO_STEP[s.context.step!]).toBe(100);
  });
  it('the pré-pagamento path and the administrator taking a concluded order back', () => {
    const s = given(
      criado('pre'),
      evento('EnviadoParaAprovacao', admin, { motivo: null }),
      evento('VendaAprovada', admin, { motivo: null }),
      evento('RetornadoAprovacaoVenda', ATORES['dealer do pedido'], { motivo: null }),
      evento('VendaAprovada', admin, { motivo: null }),
      evento('InsercaoConfirmada', ATORES['dealer do pedido'], { motivo: null }),
      evento('PagamentoReprovado', ATORES.Financeiro, { motivo: 'Comprovante ilegível.' }),
      evento('InsercaoConfirmada', ATORES['Venda Direta'], { motivo: null }),
      evento('PagamentoAprovado', ATORES.Financeiro, { motivo: null }),
      evento('CadastroReprovado', ATORES.Faturamento, { motivo: null }),
      evento('PagamentoAprovado', ATORES.Financeiro, { motivo: null }),
      evento('CadastroAprovado', ATORES.Faturamento, { motivo: null }),
      evento('FaturamentoAprovado', ATORES.Faturamento, { motivo: null }),
      evento('RetornadoDeLiberado', ATORES.Financeiro, { motivo: null }),
      evento('FaturamentoAprovado', ATORES.Faturamento, { motivo: null }),
      evento('VeiculoEnviado', ATORES.Financeiro, { motivo: null }),
      evento('PedidoConcluido', ATORES.Logística, { motivo: null }),
      evento('RetornadoParaEnviado', admin, { motivo: 'Entrega não confirmada.' }),
    );
    expect(s.context.historico.map((h) => h.step)).toEqual([0, 2, 10, 2, 10, 11, 10, 11, 12, 11, 12, 13, 7, 13, 7, 8, 15, 8]);
    expect(s.context).toMatchObject({ step: 8, motivo: 'Entrega não confirmada.' });
  });
});

describe('folding stored events (rule guards always true, routing guards kept)', () => {
  const dobra = orderMachine.provide({ guards: Object.fromEntries(orderRuleGuards.map((g) => [g, () => true])) });
  const fold = (events: OrderEvent[]) => {
    let [s] = initialTransition(dobra);
    for (const e of events) [s] = transition(dobra, s, e);
    return s;
  };
  it('reproduces every target of the table in both modes, even when the actors could no longer act', () => {
    const ninguem = ATORES.Regionais;
    for (const modo of ['regular', 'pre'] as Modo[]) {
      for (const [step, caminho] of Object.entries(CAMINHO[modo])) {
        const events = [criado(modo, ninguem), ...caminho.map((t) => evento(t, ninguem, { motivo: null }))];
        const s = fold(events);
        expect(s.context.step, `${modo} ${step}`).toBe(Number(step));
        const vivo = given(criado(modo), ...caminho.map((t) => evento(t, admin)));
        expect(s.value, `${modo} ${step}`).toBe(vivo.value);
        expect(s.context.historico.map((h) => h.step)).toEqual(vivo.context.historico.map((h) => h.step));
        expect(s.context.historico.every((h) => h.nomeUsuario === 'Regionais')).toBe(true);
      }
    }
  });
  it('routes by the context (pré-pagamento or regular), not by the rules', () => {
    const pre = fold([criado('pre', ATORES.Logística), evento('EnviadoParaAprovacao', ATORES.Logística), evento('VendaAprovada', ATORES.Logística)]);
    expect(pre.context.step).toBe(10);
    const regular = fold([criado('regular', ATORES.Logística), evento('EnviadoParaAprovacao', ATORES.Logística), evento('VendaAprovada', ATORES.Logística)]);
    expect(regular.context.step).toBe(3);
    const voltaPre = fold([criado('pre'), ...CAMINHO.pre[7]!.map((t) => evento(t, admin)), evento('RetornadoDeLiberado', ATORES.Logística)]);
    expect(voltaPre.context.step).toBe(13);
    const voltaRegular = fold([criado('regular'), ...CAMINHO.regular[7]!.map((t) => evento(t, admin)), evento('RetornadoDeLiberado', ATORES.Logística)]);
    expect(voltaRegular.context.step).toBe(6);
  });
  it('a release stored with open boletos and no confirmation (an older rule) still folds to 8; a second marker folds too', () => {
    const s = fold([
      criado('regular'),
      ...CAMINHO.regular[7]!.map((t) => evento(t, admin)),
      evento('InsercaoBoletoConfirmada', admin),
      evento('InsercaoBoletoConfirmada', admin),
      evento('VeiculoEnviado', admin, { boletosEmAberto: 3, confirmouPagamento: false }),
    ]);
    expect(s.context.step).toBe(8);
    expect(s.context.historico.filter((h) => h.step === 4)).toHaveLength(2);
  });
  it('the rule guards and the routing guards are the machine’s guards, each rule with a pt-BR message', () => {
    const impl = Object.keys(orderMachine.implementations.guards).sort();
    expect([...orderRuleGuards, ...orderRoutingGuards].sort()).toEqual(impl);
    for (const g of orderRuleGuards) expect(orderGuardMessages[g]).toMatch(/\S/);
  });
  it('resolving a stored context at its step answers as the live machine', () => {
    const vivo = em('pre', 12);
    const resolvido = orderMachine.resolveState({ value: ESTADO_DO_STEP[12]!, context: JSON.parse(JSON.stringify(vivo.context)) });
    for (const t of TODOS_OS_EVENTOS) for (const a of Object.values(ATORES)) expect(recusa(resolvido, evento(t, a))).toBe(recusa(vivo, evento(t, a)));
    expect(initialOrderContext.step).toBeNull();
  });
});
