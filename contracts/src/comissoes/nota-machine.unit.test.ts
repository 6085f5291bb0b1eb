import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import {
  notaFiscalMachine,
  notaFiscalRuleGuards,
  notaFiscalGuardMessages,
  notaFiscalStateRefusal,
  conferirNotaFiscal,
  acoesDaNota,
  podeAtrelarNota,
  QUEM_NF,
  type NotaFiscalEvent,
  type NotaFiscalEventType,
  type PerfilNf,
} from './nota-machine.ts';
import { STEP_NF, ESTADO_DO_STEP_NF, type StepNf } from './steps.ts';
import { nfMsg } from './messages.ts';
import type { Actor } from '../access/roles.ts';

// The invoice belongs to dealer 5 of group 50 (CNPJ 11.222.333/0001-81).
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
const dealerUser = (userId: number, concessionariaId: number, grupo: number, processosGrupo = false): Actor => ({
  userId,
  nome: `Dealer ${userId}`,
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId,
  concessionariaGrupoId: grupo,
  processosGrupo,
  espelhoAdminId: null,
});
const ATORES: Record<string, { actor: Actor; perfil: PerfilNf | null }> = {
  Administrador: { actor: staff('Administrador', 1), perfil: 'Administrador' },
  'Venda Direta': { actor: staff('Venda Direta', 2), perfil: 'Venda Direta' },
  Financeiro: { actor: staff('Financeiro', 3), perfil: 'Financeiro' },
  Faturamento: { actor: staff('Faturamento', 4), perfil: null },
  Logística: { actor: staff('Logística', 5), perfil: null },
  'Gerente de Vendas': { actor: staff('Gerente de Vendas', 6), perfil: null },
  Regionais: { actor: staff('Regionais', 7), perfil: null },
  Montadora: { actor: { ...staff('Montadora', 8), grupoPerfil: 3 }, perfil: null },
  'dealer da comissão': { actor: dealerUser(50, 5, 50), perfil: 'Dealer' },
  'grupo do dealer (processosGrupo)': { actor: dealerUser(51, 6, 50, true), perfil: 'Dealer' },
  'outro dealer do grupo (sem processosGrupo)': { actor: dealerUser(52, 6, 50), perfil: null },
  'outro dealer': { actor: dealerUser(90, 9, 90), perfil: null },
};
const CNPJ = '11222333000181';
const AT = '2026-03-10T15:00:00.000Z';
const atrelar = (actor: Actor, over: Partial<Extract<NotaFiscalEvent, { type: 'NotaFiscalAtrelada' }>> = {}): NotaFiscalEvent => ({
  type: 'NotaFiscalAtrelada',
  actor,
  at: AT,
  notaFiscalId: 7,
  concessionariaId: 5,
  concessionariaGrupoId: 50,
  pedidosId: [11, 12],
  numeroNotaFiscal: '4521',
  dataEmissao: '2026-03-09',
  valorNotaFiscal: 24700,
  valorComissao: 24700,
  cnpjEmitente: '11.222.333/0001-81',
  cnpjsDoDealer: [CNPJ],
  urlNotaFiscal: 'arquivos/0d7c6d2e-9a8b-4c1d-8e2f-3a4b5c6d7e8f',
  lidoDoXml: false,
  ...over,
});
const ADM = ATORES.Administrador!.actor;
const mover = (type: Exclude<NotaFiscalEventType, 'NotaFiscalAtrelada'>, actor: Actor, comentario?: string): NotaFiscalEvent =>
  ({ type, actor, at: AT, ...(comentario !== undefined ? { comentario } : {}) }) as NotaFiscalEvent;

type Snap = SnapshotFrom<typeof notaFiscalMachine>;
const aplicar = (eventos: NotaFiscalEvent[]): Snap => {
  let [s] = initialTransition(notaFiscalMachine);
  for (const e of eventos) {
    const [n] = transition(notaFiscalMachine, s, e);
    expect(n.value, `${e.type} refused at ${String(s.value)}`).not.toBe(s.value === n.value && e.type !== 'NotaFiscalAtrelada' ? s.value : '__');
    s = n;
  }
  return s;
};
/** the invoice at `step`, moved there by the Administrador */
function naEtapa(step: Exclude<StepNf, 6>): Snap {
  const caminho: NotaFiscalEvent[] = [atrelar(ADM)];
  if (step === 5) caminho.push(mover('NotaFiscalReprovada', ADM, 'valor errado'));
  if (step >= 2 && step <= 4) caminho.push(mover('VendasAprovadas', ADM));
  if (step >= 3 && step <= 4) caminho.push(mover('DiretoriaAprovada', ADM));
  if (step === 4) caminho.push(mover('PagamentoRealizado', ADM));
  const s = aplicar(caminho);
  expect(s.value).toBe(ESTADO_DO_STEP_NF[step]);
  return s;
}

describe('nota fiscal de comissão: attach', () => {
  for (const [nome, { actor, perfil }] of Object.entries(ATORES)) {
    const pode = perfil !== null && (QUEM_NF.atrelar as readonly string[]).includes(perfil);
    it(`${nome} ${pode ? 'attaches' : 'may not attach'} an NF-e to the dealer's commissions`, () => {
      const [s] = initialTransition(notaFiscalMachine);
      expect(s.can(atrelar(actor))).toBe(pode);
      expect(podeAtrelarNota(actor, 5, 50)).toBe(pode);
      if (pode) {
        const [n] = transition(notaFiscalMachine, s, atrelar(actor));
        expect(n.value).toBe('provisionamento');
        expect(n.context.step).toBe(STEP_NF.provisionamento);
        expect(n.context.cnpjEmitente).toBe(CNPJ);
        expect(n.context.historico).toEqual([
          { step: 1, descricao: 'Provisionamento', usuarioId: actor.userId, nomeUsuario: actor.nome, espelhoAdminId: null, data: AT, comentario: null },
        ]);
      }
    });
  }

  const recusas: [string, Partial<Extract<NotaFiscalEvent, { type: 'NotaFiscalAtrelada' }>>, string][] = [
    ['no order', { pedidosId: [] }, nfMsg.necessarioPedidos],
    ['no file', { urlNotaFiscal: ' ' }, nfMsg.necessarioAnexar],
    ['a number with letters', { numeroNotaFiscal: '12A' }, nfMsg.numeroInvalido],
    ['an empty text as issue date', { dataEmissao: '' }, nfMsg.dataEmissaoInvalida],
    ['an impossible date', { dataEmissao: '2026-02-30' }, nfMsg.dataEmissaoInvalida],
    ['a Saturday', { dataEmissao: '2026-03-07' }, nfMsg.dataEmissaoFimDeSemana],
    ['a Sunday', { dataEmissao: '2026-03-08' }, nfMsg.dataEmissaoFimDeSemana],
    ['a value under -100', { valorNotaFiscal: -100.01, valorComissao: -100.01 }, nfMsg.valorInvalido],
    ['a value that is not a number', { valorNotaFiscal: Number.NaN }, nfMsg.valorInvalido],
  ];
  for (const [caso, over, mensagem] of recusas)
    it(`refuses ${caso} (${mensagem})`, () => {
      const [s] = initialTransition(notaFiscalMachine);
      expect(s.can(atrelar(ADM, over))).toBe(false);
      const falhou = notaFiscalRuleGuards.find((g) => {
        const m = notaFiscalMachine.provide({ guards: { [g]: () => true } });
        return initialTransition(m)[0].can(atrelar(ADM, over));
      });
      expect(falhou && notaFiscalGuardMessages[falhou]).toBe(mensagem);
    });

  it('accepts what the spec accepts: a value of -100, a value other than the commissions, a long number, no date, value, number or CNPJ, a date after the event, another issuer', () => {
    const [s] = initialTransition(notaFiscalMachine);
    const aceitos: Partial<Extract<NotaFiscalEvent, { type: 'NotaFiscalAtrelada' }>>[] = [
      { valorNotaFiscal: -100 },
      { valorNotaFiscal: 24699.99 },
      { numeroNotaFiscal: '1234567890' },
      { numeroNotaFiscal: '', dataEmissao: null, valorNotaFiscal: null, cnpjEmitente: '' },
      { dataEmissao: '2026-03-11' },
      { cnpjEmitente: '11.444.777/0001-61' },
      { cnpjEmitente: '123' },
    ];
    for (const over of aceitos) expect(s.can(atrelar(ADM, over)), JSON.stringify(over)).toBe(true);
    const [n] = transition(notaFiscalMachine, s, atrelar(ADM, { valorNotaFiscal: 1, avisos: ['aviso'] }));
    expect(n.context.avisos).toEqual(['aviso']);
  });

  it('warns, with the figures, of what disagrees: value vs commissions, a future date, an issuer that is not the dealer, empty fields', () => {
    const base = { numeroNotaFiscal: '1', dataEmissao: '2026-03-10', valorNotaFiscal: 100, valorComissao: 100, cnpjEmitente: CNPJ };
    const hoje = '2026-03-10';
    expect(conferirNotaFiscal(base, [CNPJ], hoje)).toEqual([]);
    expect(conferirNotaFiscal({ ...base, cnpjEmitente: '11.222.333/0001-81' }, [CNPJ], hoje)).toEqual([]);
    expect(conferirNotaFiscal({ ...base, valorComissao: 120.5 }, [CNPJ], hoje)).toEqual([nfMsg.valorNaoConfere('R$\u00a0100,00', 'R$\u00a0120,50')]);
    expect(conferirNotaFiscal({ ...base, cnpjEmitente: '11444777000161' }, [CNPJ], hoje)).toEqual([nfMsg.cnpjNaoConfere('11444777000161')]);
    expect(conferirNotaFiscal({ ...base, cnpjEmitente: '123' }, [CNPJ], hoje)).toEqual([nfMsg.cnpjInvalido('123')]);
    expect(conferirNotaFiscal({ ...base, dataEmissao: '2026-03-11' }, [CNPJ], hoje)).toEqual([nfMsg.dataEmissaoFutura]);
    expect(conferirNotaFiscal({ ...base, numeroNotaFiscal: '', dataEmissao: null, valorNotaFiscal: null, cnpjEmitente: '' }, [CNPJ], hoje)).toEqual([
      nfMsg.numeroNaoInformado,
      nfMsg.dataEmissaoNaoInformada,
      nfMsg.valorNaoInformado,
    ]);
  });

  it('an attached invoice cannot be attached again until it is rejected', () => {
    for (const step of [1, 2, 3, 4] as const) {
      expect(naEtapa(step).can(atrelar(ADM))).toBe(false);
      expect(notaFiscalStateRefusal(ESTADO_DO_STEP_NF[step], 'NotaFiscalAtrelada')).toBe(nfMsg.jaAtrelada);
    }
  });
});

/** Each move, the step it leaves, the step it reaches and who may do it. */
const MOVES: { de: Exclude<StepNf, 6>; evento: Exclude<NotaFiscalEventType, 'NotaFiscalAtrelada'>; para: StepNf; perfis: readonly PerfilNf[] }[] = [
  { de: 1, evento: 'VendasAprovadas', para: 2, perfis: QUEM_NF.aprovarVendas },
  { de: 2, evento: 'DiretoriaAprovada', para: 3, perfis: QUEM_NF.aprovarDiretoria },
  { de: 3, evento: 'PagamentoRealizado', para: 4, perfis: QUEM_NF.pagamentoRealizado },
  { de: 1, evento: 'NotaFiscalReprovada', para: 5, perfis: QUEM_NF.reprovar[1] },
  { de: 2, evento: 'NotaFiscalReprovada', para: 5, perfis: QUEM_NF.reprovar[2] },
  { de: 3, evento: 'NotaFiscalReprovada', para: 5, perfis: QUEM_NF.reprovar[3] },
  { de: 4, evento: 'NotaFiscalReprovada', para: 5, perfis: QUEM_NF.reprovar[4] },
];
const TODOS_EVENTOS = ['VendasAprovadas', 'DiretoriaAprovada', 'PagamentoRealizado', 'NotaFiscalReprovada'] as const;

describe('nota fiscal de comissão: every step × every move × every role', () => {
  for (const step of [1, 2, 3, 4, 5] as const)
    for (const evento of TODOS_EVENTOS)
      for (const [nome, { actor, perfil }] of Object.entries(ATORES)) {
        const move = MOVES.find((m) => m.de === step && m.evento === evento);
        const pode = !!move && perfil !== null && move.perfis.includes(perfil);
        it(`step ${step}: ${nome} ${pode ? 'does' : 'may not do'} ${evento}`, () => {
          const s = naEtapa(step);
          const e = mover(evento, actor, evento === 'NotaFiscalReprovada' ? 'NF com valor divergente' : undefined);
          expect(s.can(e)).toBe(pode);
          const acoes = acoesDaNota(s.context, actor);
          const chave = {
            VendasAprovadas: 'aprovarVendas',
            DiretoriaAprovada: 'aprovarDiretoria',
            PagamentoRealizado: 'pagamentoRealizado',
            NotaFiscalReprovada: 'reprovar',
          } as const;
          expect(acoes[chave[evento]]).toBe(pode);
          if (pode) {
            const [n] = transition(notaFiscalMachine, s, e);
            expect(n.context.step).toBe(move!.para);
            const ultimo = n.context.historico.at(-1)!;
            expect(ultimo).toMatchObject({ step: move!.para, usuarioId: actor.userId, nomeUsuario: actor.nome, data: AT });
          } else if (!move) {
            expect(notaFiscalStateRefusal(ESTADO_DO_STEP_NF[step], evento)).toBeTruthy();
          }
        });
      }

  it('a rejection needs a comment of at most 8000 characters, kept as the reason', () => {
    const s = naEtapa(2);
    expect(s.can(mover('NotaFiscalReprovada', ADM))).toBe(false);
    expect(s.can(mover('NotaFiscalReprovada', ADM, '   '))).toBe(false);
    expect(s.can(mover('NotaFiscalReprovada', ADM, 'x'.repeat(8001)))).toBe(false);
    expect(s.can(mover('NotaFiscalReprovada', ADM, 'x'.repeat(8000)))).toBe(true);
    const [n] = transition(notaFiscalMachine, s, mover('NotaFiscalReprovada', ADM, '  CNPJ da filial errado '));
    expect(n.context.comentario).toBe('CNPJ da filial errado');
    expect(n.context.historico.at(-1)!.comentario).toBe('CNPJ da filial errado');
  });

  it('a rejected invoice is attached again, for the same orders, by the dealer, and starts over at Provisionamento', () => {
    const dealer = ATORES['dealer da comissão']!.actor;
    const s = naEtapa(5);
    expect(s.can(atrelar(dealer, { pedidosId: [11] }))).toBe(false);
    expect(s.can(atrelar(dealer, { concessionariaId: 6 }))).toBe(false);
    expect(s.can(atrelar(ATORES['outro dealer']!.actor))).toBe(false);
    const [n] = transition(notaFiscalMachine, s, atrelar(dealer, { pedidosId: [12, 11], numeroNotaFiscal: '4600' }));
    expect(n.value).toBe('provisionamento');
    expect(n.context).toMatchObject({ numeroNotaFiscal: '4600', comentario: null, atrelamentos: 2 });
    expect(n.context.historico.map((h) => h.step)).toEqual([1, 5, 1]);
  });

  it('records the administrator behind an acesso espelho', () => {
    const espelho = { ...ATORES['dealer da comissão']!.actor, espelhoAdminId: 1 };
    const [n] = transition(notaFiscalMachine, initialTransition(notaFiscalMachine)[0], atrelar(espelho));
    expect(n.context.historico[0]!.espelhoAdminId).toBe(1);
  });
});
