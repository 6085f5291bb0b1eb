import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  boletoMachine,
  boletoRuleGuards,
  boletoGuardMessages,
  boletoStateRefusal,
  acoesDoBoleto,
  contextoInicialBoleto,
  type BoletoEvent,
  type BoletoEventType,
  type DadosBoleto,
} from './boleto-machine.ts';
import { STATUS_BOLETO, NOME_STATUS_BOLETO, ESTADO_DO_STATUS_BOLETO, TIPO_PAGAMENTO_BOLETO, boletoConta, boletoEmAberto } from './status.ts';
import { bmsg } from './messages.ts';
import type { Actor } from '../access/roles.ts';

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
const dealer = (userId: number, concessionariaId: number, grupo: number, processosGrupo = false): Actor => ({
  ...staff('Vendedor', userId),
  nome: `Dealer ${userId}`,
  grupoPerfil: 2,
  concessionariaId,
  concessionariaGrupoId: grupo,
  processosGrupo,
});
// the order (and its boletos) belong to dealer 5 of group 50
const ATORES = {
  Administrador: staff('Administrador', 1),
  Financeiro: staff('Financeiro', 3),
  'Venda Direta': staff('Venda Direta', 2),
  Faturamento: staff('Faturamento', 4),
  Logística: staff('Logística', 5),
  'Gerente de Vendas': staff('Gerente de Vendas', 6),
  Regionais: staff('Regionais', 7),
  portal: { ...staff('Sistema', 0), nome: 'Portal' },
  'dealer do pedido': dealer(50, 5, 50),
  'outro dealer': dealer(90, 9, 90),
} as const;
type NomeAtor = keyof typeof ATORES;
const admin = ATORES.Administrador;
const portal = ATORES.portal;
const AT = '2026-11-23T13:00:00.000Z';

const dadosBoleto = (over: Partial<DadosBoleto> = {}): DadosBoleto => ({
  boletoId: 31,
  pedidoId: 1,
  concessionariaId: 5,
  concessionariaGrupoId: 50,
  numeroParcela: 1,
  quantidadeVezes: 2,
  tipoPagamento: 'Parcial',
  valorTotal: 494000,
  valorParcial: 247000,
  valorBoleto: 247000,
  entrada: 0,
  dataEmissao: '2026-11-23',
  dataVencimento: '2026-11-28',
  substituiBoletoId: null,
  ...over,
});
const CODIGO = '34191100100002470001090000000100123451234000';
const LINHA = '34191090000000001001234512340009110010000247000';
function evento(type: BoletoEventType, actor: Actor, over: Record<string, unknown> = {}): BoletoEvent {
  const base = { actor, at: AT };
  switch (type) {
    case 'BoletoCriado':
      return { type, ...base, pedidoCancelado: false, ...dadosBoleto(), ...over } as BoletoEvent;
    case 'BoletoEmitido':
      return {
        type,
        ...base,
        pedidoCancelado: false,
        nossoNumero: '00000031',
        bankNumber: '341',
        codigoBarras: CODIGO,
        linhaDigitavel: LINHA,
        registradoEm: AT,
        ...over,
      } as BoletoEvent;
    case 'BoletoPago':
      return { type, ...base, dataPagamento: '2026-11-27', valorPago: 247000, ...over } as BoletoEvent;
    case 'BoletoVencido':
      return { type, ...base, hoje: '2026-11-29', ...over } as BoletoEvent;
    case 'BoletoReemitido':
      return { type, ...base, novoBoletoId: 32, ...over } as BoletoEvent;
    case 'BoletoCancelado':
      return { type, ...base, motivo: 'Valor incorreto.', ...over } as BoletoEvent;
  }
}
const EVENTOS: BoletoEventType[] = ['BoletoCriado', 'BoletoEmitido', 'BoletoPago', 'BoletoVencido', 'BoletoReemitido', 'BoletoCancelado'];

type Snap = SnapshotFrom<typeof boletoMachine>;
function recusa(s: Snap, e: BoletoEvent): string | null {
  const falhas: string[] = [];
  const base = boletoMachine.implementations.guards as Record<string, (a: unknown, p: unknown) => boolean>;
  const guards = Object.fromEntries(
    boletoRuleGuards.map((g) => [
      g,
      (a: unknown, p: unknown) => {
        const ok = base[g]!(a, p);
        if (!ok) falhas.push(g);
        return ok;
      },
    ]),
  );
  const vivo = boletoMachine.provide({ guards }).resolveState({ value: s.value, context: s.context });
  if (vivo.can(e)) return null;
  return falhas[0] ? boletoGuardMessages[falhas[0] as keyof typeof boletoGuardMessages] : boletoStateRefusal(String(s.value), e.type);
}
function given(...events: BoletoEvent[]): Snap {
  let [s] = initialTransition(boletoMachine);
  for (const e of events) {
    expect(recusa(s, e), `${e.type} em ${String(s.value)}`).toBeNull();
    [s] = transition(boletoMachine, s, e);
  }
  return s;
}
const after = (s: Snap, e: BoletoEvent) => transition(boletoMachine, s, e)[0];
const CAMINHO: Record<string, BoletoEventType[]> = {
  inexistente: [],
  naoEmitido: ['BoletoCriado'],
  emitido: ['BoletoCriado', 'BoletoEmitido'],
  vencido: ['BoletoCriado', 'BoletoEmitido', 'BoletoVencido'],
  pago: ['BoletoCriado', 'BoletoEmitido', 'BoletoPago'],
  cancelado: ['BoletoCriado', 'BoletoCancelado'],
};
const em = (estado: string) => given(...CAMINHO[estado]!.map((t) => evento(t, admin)));

// The expected table, from the brief and spec §4.4 (written independently of the machine).
// the portal (user 0, here with a profile of its own) issues, registers payments and expiry; it does not insert, cancel or reissue
const EQUIPE: NomeAtor[] = ['Administrador', 'Financeiro', 'Venda Direta'];
const FINANCEIRO: NomeAtor[] = ['Administrador', 'Financeiro', 'portal'];
type Esperado = { para: string; quem: NomeAtor[]; recusa: (a: NomeAtor) => string };
const semPermissao = () => 'Seu perfil não pode executar esta ação no boleto.';
const TABELA: Record<string, Partial<Record<BoletoEventType, Esperado>>> = {
  inexistente: { BoletoCriado: { para: 'naoEmitido', quem: [...EQUIPE, 'dealer do pedido'], recusa: semPermissao } },
  naoEmitido: {
    BoletoEmitido: { para: 'emitido', quem: [...EQUIPE, 'dealer do pedido', 'portal'], recusa: semPermissao },
    BoletoCancelado: { para: 'cancelado', quem: EQUIPE, recusa: semPermissao },
  },
  emitido: {
    BoletoPago: { para: 'pago', quem: FINANCEIRO, recusa: () => 'Somente o Financeiro ou o Administrador podem registrar o pagamento de um boleto.' },
    BoletoVencido: { para: 'vencido', quem: FINANCEIRO, recusa: () => 'Somente o Financeiro ou o Administrador podem registrar o pagamento de um boleto.' },
    BoletoCancelado: {
      para: 'cancelado',
      quem: EQUIPE,
      recusa: (a) => (a.includes('dealer') ? 'Você não pode excluir um boleto já emitido. Solicite o cancelamento com a importadora.' : semPermissao()),
    },
  },
  vencido: {
    BoletoPago: { para: 'pago', quem: FINANCEIRO, recusa: () => 'Somente o Financeiro ou o Administrador podem registrar o pagamento de um boleto.' },
    BoletoReemitido: { para: 'cancelado', quem: EQUIPE, recusa: semPermissao },
    BoletoCancelado: {
      para: 'cancelado',
      quem: EQUIPE,
      recusa: (a) => (a.includes('dealer') ? 'Você não pode excluir um boleto já emitido. Solicite o cancelamento com a importadora.' : semPermissao()),
    },
  },
  pago: {},
  cancelado: {},
};
function recusaDoStatus(estado: string, tipo: BoletoEventType): string {
  if (tipo === 'BoletoCriado') return 'Este boleto já foi registrado.';
  if (estado === 'cancelado') return 'Boleto cancelado não pode ser alterado.';
  if (estado === 'pago') return 'Boleto pago não pode ser alterado.';
  if (tipo === 'BoletoEmitido') return 'Este boleto já foi emitido.';
  if (tipo === 'BoletoReemitido') return 'Somente boletos vencidos podem ser reemitidos.';
  if (tipo === 'BoletoVencido') return estado === 'vencido' ? 'Este boleto já está vencido.' : 'Somente boletos emitidos podem vencer.';
  return 'Somente boletos emitidos ou vencidos podem ser pagos.';
}
const STATUS_DO_ESTADO: Record<string, number> = { naoEmitido: 1, emitido: 2, pago: 3, cancelado: 4, vencido: 5 };

describe('the boleto machine: every status × event × actor', () => {
  it.each(Object.keys(CAMINHO))('%s', (estado) => {
    const s = em(estado);
    expect(s.value).toBe(estado);
    for (const tipo of EVENTOS) {
      for (const nome of Object.keys(ATORES) as NomeAtor[]) {
        const e = evento(tipo, ATORES[nome]);
        const quando = `${estado}, ${tipo}, ${nome}`;
        const linha = TABELA[estado]![tipo];
        if (!linha) {
          if (estado === 'inexistente') continue; // only BoletoCriado exists there: below
          expect(recusa(s, e), quando).toBe(recusaDoStatus(estado, tipo));
          continue;
        }
        if (!linha.quem.includes(nome)) {
          expect(recusa(s, e), quando).toBe(linha.recusa(nome));
          continue;
        }
        expect(recusa(s, e), quando).toBeNull();
        const depois = after(s, e);
        expect(depois.value, quando).toBe(linha.para);
        expect(depois.context.status, quando).toBe(STATUS_DO_ESTADO[linha.para]);
        expect(depois.context.historico.at(-1), quando).toMatchObject({
          status: STATUS_DO_ESTADO[linha.para],
          usuarioId: ATORES[nome].userId,
          nomeUsuario: ATORES[nome].nome,
          dataHistorico: AT,
        });
      }
    }
  });
  it('nothing but BoletoCriado happens to a boleto that does not exist', () => {
    const s0 = initialTransition(boletoMachine)[0];
    for (const t of EVENTOS.filter((t) => t !== 'BoletoCriado')) expect(recusa(s0, evento(t, admin)), t).toBe('Boleto não encontrado.');
  });
  it('a dealer of the same group reaches the boleto only with processosGrupo', () => {
    const s0 = initialTransition(boletoMachine)[0];
    expect(recusa(s0, evento('BoletoCriado', dealer(51, 6, 50, true)))).toBeNull();
    expect(recusa(s0, evento('BoletoCriado', dealer(52, 6, 50, false)))).toBe(bmsg.semPermissao);
    expect(recusa(em('naoEmitido'), evento('BoletoEmitido', dealer(51, 6, 50, true)))).toBeNull();
  });
});

describe('inserting a boleto (BoletoCriado)', () => {
  const s0 = initialTransition(boletoMachine)[0];
  it('keeps the row, who and when; starts Não Emitido with its log row', () => {
    const s = after(s0, evento('BoletoCriado', ATORES['dealer do pedido']));
    expect(s.context).toMatchObject({ ...dadosBoleto(), status: 1, criadoEm: AT, criadoPorId: 50, criadoPorNome: 'Dealer 50', atualizadoEm: AT });
    expect(s.context).not.toHaveProperty('pedidoCancelado');
    expect(s.context.historico).toEqual([{ status: 1, usuarioId: 50, nomeUsuario: 'Dealer 50', dataHistorico: AT, motivo: null }]);
  });
  it.each([
    [{ pedidoCancelado: true }, 'Não é possível emitir boleto para um pedido cancelado.'],
    [{ tipoPagamento: 'Mensal' }, 'Selecione uma forma de pagamento.'],
    [{ tipoPagamento: null }, 'Selecione uma forma de pagamento.'],
    [{ valorTotal: 0 }, "O campo 'Valor Total' não pode ser zero."],
    [{ valorTotal: Number.NaN }, "O campo 'Valor Total' não pode ser zero."],
    [{ valorBoleto: 0 }, 'O valor do boleto deve ser maior que zero e não pode exceder o valor total.'],
    [{ valorBoleto: 494000.01 }, 'O valor do boleto deve ser maior que zero e não pode exceder o valor total.'],
    [{ entrada: -1 }, 'A entrada e o valor parcial não podem ser negativos.'],
    [{ valorParcial: -0.01 }, 'A entrada e o valor parcial não podem ser negativos.'],
    [{ numeroParcela: 0 }, 'O número da parcela deve estar entre 1 e a quantidade de parcelas (no máximo 3).'],
    [{ numeroParcela: 3, quantidadeVezes: 2 }, 'O número da parcela deve estar entre 1 e a quantidade de parcelas (no máximo 3).'],
    [{ numeroParcela: 4, quantidadeVezes: 4 }, 'O número da parcela deve estar entre 1 e a quantidade de parcelas (no máximo 3).'],
    [{ numeroParcela: 1.5 }, 'O número da parcela deve estar entre 1 e a quantidade de parcelas (no máximo 3).'],
    [{ dataEmissao: '23/11/2026' }, 'Informe uma data de emissão válida.'],
    [{ dataEmissao: '2026-11-20' }, 'A data de emissão não pode ser anterior a hoje.'],
    [{ dataEmissao: '2026-11-28', dataVencimento: '2026-12-03' }, 'A data de emissão não pode cair em um sábado ou domingo.'],
    [{ dataVencimento: '' }, "O campo 'Data de Pagamento' precisa ser fornecido."],
    [{ dataVencimento: '2026-02-30x' }, "O campo 'Data de Pagamento' precisa ser fornecido."],
    [{ dataVencimento: '2026-11-22' }, 'A data de vencimento não pode ser anterior à data de emissão.'],
  ] as [Record<string, unknown>, string][])('refuses %j: %s', (over, mensagem) => {
    expect(recusa(s0, evento('BoletoCriado', admin, over))).toBe(mensagem);
  });
  it('accepts a single Total installment, three installments, no entrada and the due date on the issue date', () => {
    expect(recusa(s0, evento('BoletoCriado', admin, { tipoPagamento: 'Total', quantidadeVezes: 1, valorBoleto: 494000, valorParcial: null }))).toBeNull();
    expect(recusa(s0, evento('BoletoCriado', admin, { numeroParcela: 3, quantidadeVezes: 3, entrada: null }))).toBeNull();
    expect(recusa(s0, evento('BoletoCriado', admin, { dataVencimento: '2026-11-23' }))).toBeNull();
  });
  it('"today" is the São Paulo date of the event: at 23:00 in São Paulo (02:00 UTC) the issue date may still be that day', () => {
    expect(recusa(s0, evento('BoletoCriado', admin, { at: '2026-11-24T02:00:00.000Z' }))).toBeNull();
    expect(recusa(s0, evento('BoletoCriado', admin, { at: '2026-11-24T03:00:00.000Z' }))).toBe(bmsg.dataEmissaoPassada);
  });
  it('a replacement names the boleto it replaces', () => {
    expect(after(s0, evento('BoletoCriado', admin, { boletoId: 32, substituiBoletoId: 31 })).context).toMatchObject({ boletoId: 32, substituiBoletoId: 31 });
  });
});

describe('issuing (BoletoEmitido)', () => {
  it('records the bank registration', () => {
    const s = after(em('naoEmitido'), evento('BoletoEmitido', portal, { nossoNumero: ' 00000031 ' }));
    expect(s.context).toMatchObject({ status: 2, nossoNumero: '00000031', bankNumber: '341', codigoBarras: CODIGO, linhaDigitavel: LINHA, registradoEm: AT });
    expect(s.context.historico.map((h) => [h.status, h.nomeUsuario])).toEqual([
      [1, 'Administrador'],
      [2, 'Portal'],
    ]);
  });
  it.each([
    [{ pedidoCancelado: true }, 'Não é possível emitir boleto para um pedido cancelado.'],
    [{ nossoNumero: '  ' }, 'O registro do boleto precisa do nosso número e do código do banco (3 dígitos).'],
    [{ bankNumber: '41' }, 'O registro do boleto precisa do nosso número e do código do banco (3 dígitos).'],
    [{ codigoBarras: CODIGO.slice(1) }, 'O código de barras do boleto deve ter 44 dígitos.'],
    [{ codigoBarras: `${CODIGO.slice(1)}x` }, 'O código de barras do boleto deve ter 44 dígitos.'],
    [{ linhaDigitavel: '34191.09000 00000.100123 45123.400091 1 10010000247000' }, 'A linha digitável do boleto deve ter 47 dígitos.'],
  ] as [Record<string, unknown>, string][])('refuses %j: %s', (over, mensagem) => {
    expect(recusa(em('naoEmitido'), evento('BoletoEmitido', admin, over))).toBe(mensagem);
  });
  it('is done once', () => {
    expect(recusa(em('emitido'), evento('BoletoEmitido', admin))).toBe('Este boleto já foi emitido.');
    expect(recusa(em('vencido'), evento('BoletoEmitido', admin))).toBe(bmsg.jaEmitido);
  });
});

describe('payment and expiry', () => {
  it('pays an issued boleto, and a Vencido one late', () => {
    for (const estado of ['emitido', 'vencido']) {
      const s = after(em(estado), evento('BoletoPago', portal, { dataPagamento: '2026-12-02', valorPago: 247000 }));
      expect(s.context).toMatchObject({ status: 3, dataPagamento: '2026-12-02', valorPago: 247000 });
    }
  });
  it('refuses a payment without a date or a value', () => {
    for (const over of [{ valorPago: 0 }, { valorPago: -5 }, { dataPagamento: null }, { dataPagamento: '2026-13-01' }])
      expect(recusa(em('emitido'), evento('BoletoPago', ATORES.Financeiro, over)), JSON.stringify(over)).toBe(
        'Informe a data e o valor pago (maior que zero).',
      );
  });
  it('expires only after the due date (São Paulo today, put in the event)', () => {
    const s = em('emitido');
    expect(recusa(s, evento('BoletoVencido', portal, { hoje: '2026-11-28' }))).toBe('O boleto ainda não venceu.');
    expect(recusa(s, evento('BoletoVencido', portal, { hoje: '2026-11-27' }))).toBe(bmsg.naoVenceu);
    expect(recusa(s, evento('BoletoVencido', portal, { hoje: 'amanhã' }))).toBe(bmsg.naoVenceu);
    expect(after(s, evento('BoletoVencido', portal, { hoje: '2026-11-29' })).context.status).toBe(5);
  });
  it('a Não Emitido boleto neither expires nor is paid', () => {
    expect(recusa(em('naoEmitido'), evento('BoletoVencido', portal))).toBe('Somente boletos emitidos podem vencer.');
    expect(recusa(em('naoEmitido'), evento('BoletoPago', portal))).toBe('Somente boletos emitidos ou vencidos podem ser pagos.');
  });
});

describe('reissue and cancel', () => {
  it('reissuing cancels the Vencido boleto, replaced by the new one', () => {
    const s = after(em('vencido'), evento('BoletoReemitido', ATORES['Venda Direta'], { novoBoletoId: 32 }));
    expect(s.value).toBe('cancelado');
    expect(s.context).toMatchObject({ status: 4, substituidoPor: 32, motivo: 'Substituído pelo boleto 32' });
    expect(s.context.historico.at(-1)).toMatchObject({ status: 4, motivo: 'Substituído pelo boleto 32', usuarioId: 2 });
  });
  it('refuses a reissue without a new boleto, or naming itself; and any status but Vencido', () => {
    const s = em('vencido');
    for (const novoBoletoId of [0, -1, 31, 2.5])
      expect(recusa(s, evento('BoletoReemitido', admin, { novoBoletoId })), String(novoBoletoId)).toBe(bmsg.substitutoInvalido);
    for (const estado of ['naoEmitido', 'emitido'])
      expect(recusa(em(estado), evento('BoletoReemitido', admin))).toBe('Somente boletos vencidos podem ser reemitidos.');
  });
  it('cancelling keeps the reason (optional, at most 8000 characters)', () => {
    expect(after(em('emitido'), evento('BoletoCancelado', ATORES.Financeiro, { motivo: '  Cliente pagou por TED.  ' })).context).toMatchObject({
      status: 4,
      motivo: 'Cliente pagou por TED.',
      substituidoPor: null,
    });
    expect(after(em('naoEmitido'), evento('BoletoCancelado', admin, { motivo: null })).context.motivo).toBeNull();
    expect(recusa(em('naoEmitido'), evento('BoletoCancelado', admin, { motivo: 'x'.repeat(8001) }))).toBe('O motivo deve ter no máximo 8000 caracteres.');
  });
  it('a cancelled or paid boleto changes no more', () => {
    for (const t of EVENTOS.filter((t) => t !== 'BoletoCriado')) {
      expect(recusa(em('cancelado'), evento(t, admin)), t).toBe('Boleto cancelado não pode ser alterado.');
      expect(recusa(em('pago'), evento(t, admin)), t).toBe('Boleto pago não pode ser alterado.');
    }
  });
});

describe('folding stored events (rule guards always true)', () => {
  const dobra = boletoMachine.provide({ guards: Object.fromEntries(boletoRuleGuards.map((g) => [g, () => true])) });
  const fold = (events: BoletoEvent[]) => {
    let [s] = initialTransition(dobra);
    for (const e of events) [s] = transition(dobra, s, e);
    return s;
  };
  it('reproduces every status, whoever acted and whatever the facts were', () => {
    const ninguem = ATORES.Regionais;
    for (const [estado, caminho] of Object.entries(CAMINHO)) {
      const s = fold(caminho.map((t) => evento(t, ninguem, { hoje: '2026-11-01' })));
      expect(s.value, estado).toBe(estado);
      expect(s.context.historico.map((h) => h.status)).toEqual(em(estado).context.historico.map((h) => h.status));
    }
    const reemitido = fold([...CAMINHO.vencido!.map((t) => evento(t, ninguem)), evento('BoletoReemitido', ninguem, { novoBoletoId: 40 })]);
    expect(reemitido.context).toMatchObject({ status: 4, substituidoPor: 40 });
  });
  it('every guard is a rule guard with a pt-BR message', () => {
    expect([...boletoRuleGuards].sort()).toEqual(Object.keys(boletoMachine.implementations.guards).sort());
    for (const g of boletoRuleGuards) expect(boletoGuardMessages[g]).toMatch(/\S/);
    expect(contextoInicialBoleto.status).toBeNull();
  });
});

describe('statuses and the row actions', () => {
  it('has the spec’s statuses, 4 Cancelado ignored in counts', () => {
    expect(STATUS_BOLETO).toEqual({ naoEmitido: 1, emitido: 2, pago: 3, cancelado: 4, vencido: 5 });
    expect(NOME_STATUS_BOLETO).toEqual({ 1: 'Não Emitido', 2: 'Emitido', 3: 'Pago', 4: 'Cancelado', 5: 'Vencido' });
    expect(ESTADO_DO_STATUS_BOLETO[5]).toBe('vencido');
    expect(TIPO_PAGAMENTO_BOLETO).toEqual({ total: 'Total', parcial: 'Parcial' });
    expect([1, 2, 3, 4, 5].filter(boletoConta)).toEqual([1, 2, 3, 5]);
    expect([1, 2, 3, 4, 5].filter(boletoEmAberto)).toEqual([1, 2, 5]);
  });
  it('offers issue, cancel and reissue as the machine accepts them', () => {
    const fin = ATORES.Financeiro;
    const d = ATORES['dealer do pedido'];
    expect(acoesDoBoleto(em('naoEmitido').context, fin)).toEqual({ emitir: true, cancelar: true, reemitir: false });
    expect(acoesDoBoleto(em('naoEmitido').context, d)).toEqual({ emitir: true, cancelar: false, reemitir: false });
    expect(acoesDoBoleto(em('emitido').context, fin)).toEqual({ emitir: false, cancelar: true, reemitir: false });
    expect(acoesDoBoleto(em('vencido').context, fin)).toEqual({ emitir: false, cancelar: true, reemitir: true });
    expect(acoesDoBoleto(em('vencido').context, d)).toEqual({ emitir: false, cancelar: false, reemitir: false });
    expect(acoesDoBoleto(em('pago').context, admin)).toEqual({ emitir: false, cancelar: false, reemitir: false });
    expect(acoesDoBoleto(contextoInicialBoleto, admin)).toEqual({ emitir: false, cancelar: false, reemitir: false });
  });
  it('the success and screen texts are the spec’s', () => {
    expect([bmsg.boletoEmitido, bmsg.boletoCancelado, bmsg.boletoReemitido]).toEqual([
      'Boleto emitido com sucesso',
      'Boleto cancelado com sucesso!',
      'Boleto reemitido com sucesso!',
    ]);
    expect(bmsg.semBoletoEmitidoPdf).toBe('Não há um boleto emitido para abrir o PDF.');
    expect(bmsg.canceladoNaoAltera).toBe('Boleto cancelado não pode ser alterado.');
  });
});
