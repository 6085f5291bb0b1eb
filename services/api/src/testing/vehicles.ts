import { loadPrincipal, type Principal } from '@portal/core/access/principal';
import { registrarVeiculo, type NovoVeiculo } from '@portal/core/vehicles/commands';
import type { TestApp } from './app.ts';

/** Helpers for the vehicle and billing HTTP tests: vehicles registered through the real command. */
export function vehicleFixtures(t: TestApp) {
  const db = t.tdb.db;
  const deps = { db, now: () => t.clock.now };
  let seq = 0;
  const dealerId = async (codigo: string) =>
    (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
  const principal = async (email: string): Promise<Principal> => {
    const p = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await loadPrincipal(db, p.id, null))!;
  };
  async function veiculo(over: Partial<NovoVeiculo> = {}): Promise<number> {
    const admin = await principal('admin@demo.portal.com.br');
    const d = await db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .select(['d.id', 'd.modelo_id', 'm.marca_id'])
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const ano = await db.selectFrom('anos_modelo').select('id').orderBy('ano').executeTakeFirstOrThrow();
    seq += 1;
    const n = `${Date.now() % 100000}${seq}`;
    return registrarVeiculo(
      deps,
      admin,
      {
        pedido: `T${n}`,
        chassi: `SALTEST${n.padStart(10, '0')}`.slice(0, 17),
        marcaId: d.marca_id,
        modeloId: d.modelo_id,
        derivativoId: d.id,
        descricao: 'VEÍCULO DE TESTE',
        anoModeloId: ano.id,
        corInterna: 'Ebony',
        corExterna: '=HYPERLINK("x")',
        specs: [{ codigo: '011AA', descricao: 'Teto solar' }],
        tipoPedidoComum: 'Contrato Vista',
        tipoPedidoMarca: 'Stock',
        status: 0,
        concessionariaId: null,
        dataDisponibilidade: '2026-11-20',
        dataProrrogacaoFaturamento: '2026-12-18',
        ...over,
      },
      { correlationId: 'teste' },
    );
  }
  const status = async (id: number) => (await db.selectFrom('veiculos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const row = (id: number) => db.selectFrom('veiculos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { deps, dealerId, principal, veiculo, status, row };
}
