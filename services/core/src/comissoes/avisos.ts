import { PERFIL_NF, QUEM_NF, type NotaFiscalContext, type PerfilNf } from '@portal/contracts/comissoes/nota-machine';
import { NOME_STEP_NF, STEP_NF } from '@portal/contracts/comissoes/steps';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Aviso, FonteDeAvisos } from '../notificacoes/index.ts';

/**
 * Who moves an invoice standing at each step (QUEM_NF, the machine's guards): its forward move's profiles, the
 * Administrador named only where no other profile may (the board's approval); paid: no one.
 */
const semAdmin = (l: readonly PerfilNf[]) => (l.some((p) => p !== PERFIL_NF.administrador) ? l.filter((p) => p !== PERFIL_NF.administrador) : [...l]);
export const QUEM_MOVE_NF: Record<number, readonly PerfilNf[]> = {
  [STEP_NF.provisionamento]: semAdmin(QUEM_NF.aprovarVendas),
  [STEP_NF.aprovadoVendas]: semAdmin(QUEM_NF.aprovarDiretoria),
  [STEP_NF.aprovadoDiretoria]: semAdmin(QUEM_NF.pagamentoRealizado),
  [STEP_NF.reprovado]: semAdmin(QUEM_NF.atrelar),
  [STEP_NF.pago]: [],
};

/** An invoice that reached a step: the profiles that move it are told ('Dealer': the commission's dealer), on /comission. */
export function avisoDeEtapaDaNota(c: NotaFiscalContext): Aviso | null {
  if (c.step === null || c.notaFiscalId === null) return null;
  const papeis = QUEM_MOVE_NF[c.step] ?? [];
  if (!papeis.length) return null;
  return {
    tipo: 'notaFiscalEtapa',
    publico: 'papeis',
    concessionariaId: c.concessionariaId,
    concessionariaGrupoId: c.concessionariaGrupoId,
    papeis: [...papeis],
    texto: notifMsg.notaFiscalEtapa(c.numeroNotaFiscal || `nº ${c.notaFiscalId}`, NOME_STEP_NF[c.step]),
    link: '/comission',
  };
}

export const avisosDaNota = (contextoApos: FonteDeAvisos<NotaFiscalContext>['contextoApos']): FonteDeAvisos<NotaFiscalContext> => ({
  contextoApos,
  avisos: Object.fromEntries(
    ['NotaFiscalAtrelada', 'VendasAprovadas', 'DiretoriaAprovada', 'PagamentoRealizado', 'NotaFiscalReprovada'].map((m) => [
      m,
      (c: NotaFiscalContext) => avisoDeEtapaDaNota(c),
    ]),
  ),
});
