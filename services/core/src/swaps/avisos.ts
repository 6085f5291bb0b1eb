import type { SwapContext } from '@portal/contracts/swaps/swap-machine';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Aviso, FonteDeAvisos } from '../notificacoes/index.ts';

/** The swap screen where a request is answered and the answers are seen. */
const MINHAS_TROCAS = '/trade/minhas-trocas';
const veiculo = (c: SwapContext) => `nº ${c.veiculoInteresseId}`;
const aoSolicitante = (c: SwapContext, texto: string): Aviso => ({
  tipo: 'trocaRespondida',
  publico: 'dealer',
  concessionariaId: c.concessionariaSolicitanteId,
  concessionariaGrupoId: c.concessionariaSolicitanteGrupoId,
  texto,
  link: MINHAS_TROCAS,
});

/**
 * Whom a swap's events notify: the owner dealer of a request for its vehicle, the requester of the answer and of the
 * request's expiry without one (the owner was reminded on the deadline's morning: `trocaPrazo`).
 */
export const avisosDaTroca = (contextoApos: FonteDeAvisos<SwapContext>['contextoApos']): FonteDeAvisos<SwapContext> => ({
  contextoApos,
  avisos: {
    TrocaSolicitada: (c, e) => ({
      tipo: 'trocaSolicitada',
      publico: 'dealer',
      concessionariaId: c.concessionariaDonaId,
      concessionariaGrupoId: c.concessionariaDonaGrupoId,
      texto: notifMsg.trocaSolicitada(veiculo(c), e.metadata.nome ?? 'Uma concessionária'),
      link: MINHAS_TROCAS,
    }),
    TrocaAceita: (c) => aoSolicitante(c, notifMsg.trocaAceita(veiculo(c))),
    TrocaRejeitada: (c) => aoSolicitante(c, notifMsg.trocaRejeitada(veiculo(c))),
    TrocaCedida: (c) => aoSolicitante(c, notifMsg.trocaCedida(veiculo(c))),
    TrocaExpirada: (c) => aoSolicitante(c, notifMsg.trocaExpirada(veiculo(c))),
  },
});
