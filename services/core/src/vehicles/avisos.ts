import type { VehicleContext } from '@portal/contracts/vehicles/vehicle-machine';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { STATUS } from '@portal/contracts/vehicles/status';
import type { Aviso, FonteDeAvisos } from '../notificacoes/index.ts';

const chassi = (c: VehicleContext) => c.chassi ?? c.pedido ?? `nº ${c.veiculoId}`;

/** The dealer that asked for the billing (or, before it was kept, the vehicle's dealer) learns the answer. */
function aoDealerDoFaturamento(c: VehicleContext, texto: string): Aviso | null {
  const pediu = c.dealerSolicitanteId !== null;
  const dealer = pediu ? c.dealerSolicitanteId : c.concessionariaId;
  if (dealer === null) return null;
  return {
    tipo: 'faturamentoRespondido',
    publico: 'dealer',
    concessionariaId: dealer,
    concessionariaGrupoId: pediu ? c.dealerSolicitanteGrupoId : c.concessionariaGrupoId,
    texto,
    link: '/vehiclepocket',
  };
}

/** Whom a vehicle's billing events notify: the back office of a request to release, the dealer of the answer. */
export const avisosDoVeiculo = (contextoApos: FonteDeAvisos<VehicleContext>['contextoApos']): FonteDeAvisos<VehicleContext> => ({
  contextoApos,
  avisos: {
    // only a request that awaits release (test drive, fleet…): the others need no one's act
    FaturamentoSolicitado: (c) =>
      c.status !== STATUS.aguardandoAutorizacao
        ? null
        : {
            tipo: 'faturamentoSolicitado',
            publico: 'importador',
            concessionariaId: null,
            concessionariaGrupoId: null,
            texto: notifMsg.faturamentoSolicitado(chassi(c)),
            link: '/liberarfaturamento',
          },
    FaturamentoLiberado: (c) => aoDealerDoFaturamento(c, notifMsg.faturamentoLiberado(chassi(c))),
    FaturamentoRecusado: (c) => aoDealerDoFaturamento(c, notifMsg.faturamentoRecusado(chassi(c))),
  },
});
