import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { vehicleMachine, vehicleGuardMessages, type VehicleEvent } from '../vehicles/vehicle-machine.ts';
import type { Actor } from '../access/roles.ts';
import { smsg } from './messages.ts';

/** The vehicle side of a swap: TrocaEfetivada hands the vehicle to the other dealer (the swap aggregate decided who may). */
const admin: Actor = {
  userId: 1,
  nome: 'Ana',
  role: 'Administrador',
  grupoPerfil: 1,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
};
const dono: Actor = { ...admin, userId: 50, role: 'Dealer', grupoPerfil: 2, concessionariaId: 5, concessionariaGrupoId: 20 };
const at = '2026-11-23T13:00:00.000Z';
const registro: VehicleEvent = {
  type: 'VeiculoRegistrado',
  actor: admin,
  at,
  veiculoId: 50,
  pedido: 'P50',
  chassi: 'SALGA2BE5RA000050',
  marcaId: 2,
  modeloId: 5,
  derivativoId: 11,
  descricaoId: 1,
  descricao: 'DEFENDER 110',
  anoModeloId: 2,
  corInterna: 'Ebony',
  corExterna: 'Gondwana Stone',
  specs: [],
  tipoPedidoComum: null,
  tipoPedidoMarca: null,
  status: 0,
  concessionariaId: 5,
  concessionariaGrupoId: 20,
  dataDisponibilidade: '2026-06-01',
  dataProrrogacaoFaturamento: null,
};
const efetiva = (de = 5): VehicleEvent => ({
  type: 'TrocaEfetivada',
  actor: admin,
  at: '2026-11-24T13:00:00.000Z',
  trocaId: 7,
  deConcessionariaId: de,
  concessionariaId: 1,
  concessionariaGrupoId: 10,
  motivo: 'Troca #7',
});
const run = (...es: VehicleEvent[]) => es.reduce((s, e) => transition(vehicleMachine, s, e)[0], initialTransition(vehicleMachine)[0]);

describe('vehicle: TrocaEfetivada', () => {
  it("from Troca (11) and from Cota (0) the vehicle enters the other dealer's stock as Cota", () => {
    for (const s of [run(registro, { type: 'DisponibilizadoParaTroca', actor: dono, at }), run(registro)]) {
      expect(s.can(efetiva())).toBe(true);
      const t = transition(vehicleMachine, s, efetiva())[0];
      expect(t.context).toMatchObject({
        status: 0,
        concessionariaId: 1,
        concessionariaGrupoId: 10,
        dealerOrigemId: 5,
        dataEntradaEstoque: '2026-11-24',
        motivo: 'Troca #7',
      });
    }
  });
  it('refuses a vehicle blocked for swap, one that changed hands meanwhile, and other statuses', () => {
    const bloqueado = run(registro, { type: 'BloqueioTrocaAlterado', actor: dono, at, bloqueado: true });
    expect(bloqueado.can(efetiva())).toBe(false);
    expect(run(registro).can(efetiva(9))).toBe(false);
    expect(run(registro, { type: 'PedidoBloqueado', actor: admin, at }).can(efetiva())).toBe(false);
    expect(vehicleGuardMessages.donoDaTroca).toBe(smsg.donoMudou);
  });
});
