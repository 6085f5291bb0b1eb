import { loadPrincipal, type Principal } from '@portal/core/access/principal';
import { registrarVeiculo, type NovoVeiculo } from '@portal/core/vehicles/commands';
import type { TestApp } from './app.ts';
import { derivativoDoCatalogo, primeiroAnoModelo } from './catalogo.ts';

/**
 * Helpers for the vehicle and billing HTTP tests: vehicles registered through the real command. The app's database is read
 * when a helper runs, so a suite may take them at its top, beside `appDaSuite`.
 */
export function vehicleFixtures(t: TestApp) {
  const deps = {
    get db() {
      return t.tdb.db;
    },
    now: () => t.clock.now,
  };
  let seq = 0;
  const dealerId = async (codigo: string) =>
    (await deps.db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
  const principal = async (email: string): Promise<Principal> => {
    const p = await deps.db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await loadPrincipal(deps.db, p.id, null))!;
  };
  async function veiculo(over: Partial<NovoVeiculo> = {}): Promise<number> {
    const admin = await principal('admin@demo.portal.com.br');
    const d = await derivativoDoCatalogo(deps.db);
    const ano = await primeiroAnoModelo(deps.db);
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
  const status = async (id: number) => (await deps.db.selectFrom('veiculos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const row = (id: number) => deps.db.selectFrom('veiculos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { deps, dealerId, principal, veiculo, status, row };
}
