import { swapMachine, contextoInicialTroca, type SwapEvent } from '@portal/contracts/swaps/swap-machine';
import { smsg } from '@portal/contracts/swaps/messages';
import { ESTADO_DA_TROCA, type StatusTroca } from '@portal/contracts/swaps/status';
import type { Actor } from '@portal/contracts/access/roles';
import type { Spec } from '@portal/contracts/vehicles/schemas';
import type { TrocaLinha, VeiculoProposto, VeiculoTroca as VeiculoTrocaLinha } from '@portal/contracts/swaps/schemas';

export type { Spec } from '@portal/contracts/vehicles/schemas';
/**
 * A vehicle of the swap screens: the lists (available for swap, or one's own to offer) send the stock-time fields, the
 * offered vehicles of a request's detail do not.
 */
export type VeiculoTroca = VeiculoProposto & Partial<Pick<VeiculoTrocaLinha, 'diasEmEstoque' | 'dataLimiteTroca' | 'TempoLimiteEstoque'>>;
export type { DetalheTroca, LogTroca, TrocaLinha } from '@portal/contracts/swaps/schemas';
export { actorOf, useActor } from '../../shared/actor.ts';
export type { Pagina, Resultado } from '../../shared/api-types.ts';

/**
 * The machine's snapshot of a swap row. The list tells which side the user is on (tipoSolicitacao), so a group user
 * (processosGrupo) reaches the dealer through the group id the server matched.
 */
function snapshotOf(row: TrocaLinha, actor: Actor) {
  const estado = ESTADO_DA_TROCA[row.status as StatusTroca];
  if (!estado || estado === 'aguardandoAutorizacao') return null;
  const grupo = actor.processosGrupo ? actor.concessionariaGrupoId : null;
  return swapMachine.resolveState({
    value: estado,
    context: {
      ...contextoInicialTroca,
      trocaId: row.veiculoTrocaPedidoId,
      veiculoInteresseId: row.veiculoId,
      concessionariaDonaId: row.concessionariaDonaId,
      concessionariaDonaGrupoId: row.tipoSolicitacao === 'Recebida' ? grupo : null,
      concessionariaSolicitanteId: row.concessionariaSolicitanteId,
      concessionariaSolicitanteGrupoId: row.tipoSolicitacao === 'Enviada' ? grupo : null,
      veiculosPropostos: [...(row.veiculosPropostos ?? [])],
      status: row.status as StatusTroca,
    },
  });
}

type SemAtor<E> = E extends unknown ? Omit<E, 'actor' | 'at'> : never;

export interface AcoesTroca {
  aceitar: boolean;
  rejeitar: boolean;
  ceder: boolean;
  cancelar: boolean;
}
/** Which answers the user may give to this request: the swap machine decides (snapshot.can), as on the server. */
export function acoesDe(actor: Actor | null, row: TrocaLinha): AcoesTroca {
  const nada = { aceitar: false, rejeitar: false, ceder: false, cancelar: false };
  if (!actor) return nada;
  const snap = snapshotOf(row, actor);
  if (!snap) return nada;
  const at = new Date().toISOString();
  const can = (e: SemAtor<SwapEvent>) => snap.can({ ...e, actor, at } as SwapEvent);
  const primeiro = row.veiculosPropostos?.[0];
  return {
    aceitar: primeiro !== undefined && can({ type: 'TrocaAceita', veiculosEscolhidos: [primeiro] }),
    rejeitar: can({ type: 'TrocaRejeitada' }),
    // the monthly count is the server's: podeCeder says whether one more cession fits
    ceder: row.podeCeder === true && can({ type: 'TrocaCedida', cessaoPermitida: true, cessoesNoMes: 0, limiteCessoesMes: 1 }),
    cancelar: can({ type: 'TrocaCancelada' }),
  };
}

/** Phone mask: (11) 3333-4444 for 10 digits, (11) 98765-4321 for 11; anything beyond 11 digits is dropped. */
export function mascaraTelefone(texto: string): string {
  const d = texto.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const resto = d.slice(2);
  const corte = d.length === 11 ? 5 : 4;
  if (resto.length <= corte) return `(${ddd}) ${resto}`;
  return `(${ddd}) ${resto.slice(0, corte)}-${resto.slice(corte)}`;
}
export const telefoneValido = (texto: string) => {
  const n = texto.replace(/\D/g, '').length;
  return n === 10 || n === 11;
};
// the domain's labels are split by the dots themselves: no two quantifiers can trade characters (linear on any text)
export const emailValido = (texto: string) => /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/.test(texto.trim());

/** Which vehicles to accept with: exactly one, else the spec's message. */
export function escolhaParaAceitar(ids: number[]): { id: number } | { erro: string } {
  if (ids.length === 0) return { erro: smsg.peloMenosUmVeiculo };
  if (ids.length > 1) return { erro: smsg.somenteUmVeiculo };
  return { id: ids[0]! };
}

/** Specs (JSON options) as one line. */
export const specsTexto = (s: Spec[] | null | undefined) => (s ?? []).map((x) => x.descricao).join(', ');

/**
 * May the user ask for this vehicle (tab 1, Solicitar troca)? The swap machine's request guards with the list's facts:
 * a dealer-side user, for their own dealer, a vehicle of another dealer that the list offers (available).
 */
export function podeSolicitar(actor: Actor | null, v: { id: number; concessionariaId: number | null }): boolean {
  if (!actor || actor.concessionariaId === null || v.concessionariaId === null) return false;
  const snap = swapMachine.resolveState({ value: 'inexistente', context: contextoInicialTroca });
  return snap.can({
    type: 'TrocaSolicitada',
    actor,
    at: new Date().toISOString(),
    trocaId: 0,
    veiculoInteresseId: v.id,
    concessionariaDonaId: v.concessionariaId,
    concessionariaDonaGrupoId: null,
    concessionariaSolicitanteId: actor.concessionariaId,
    concessionariaSolicitanteGrupoId: actor.concessionariaGrupoId,
    veiculosPropostos: [],
    venceEm: new Date().toISOString(),
    interesseDisponivel: true,
    propostosDoSolicitante: true,
    propostosDisponiveis: true,
    contatoNome: '',
    contatoEmail: '',
    contatoTelefone: '',
    comentario: null,
  });
}
