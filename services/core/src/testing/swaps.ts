import type { Db } from '../kernel/index.ts';
import { loadPrincipal, type Principal } from '../access/principal.ts';
import { registrarVeiculo, alterarStatus } from '../vehicles/index.ts';

/** Test helpers: demo users as principals, and vehicles created through the vehicle commands (so every stream is real). */
export async function principal(db: Db, email: string): Promise<Principal> {
  const row = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await loadPrincipal(db, row.id, null))!;
}

export async function dealerDe(db: Db, p: Principal) {
  return db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer', 'nome', 'concessionaria_grupo_id'])
    .where('id', '=', p.concessionariaId!)
    .executeTakeFirstOrThrow();
}

let seq = 0;
/** A vehicle in `dono`'s stock (Cota); `troca: true` also offers it for swap (Trocar, status 11) as the owner. */
export async function veiculoDe(db: Db, now: () => Date, admin: Principal, dono: Principal, opts: { troca?: boolean; entrada?: string } = {}): Promise<number> {
  const deriv = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'm.id as modeloId', 'm.marca_id as marcaId', 'm.descricao as modelo'])
    .orderBy('d.id')
    .executeTakeFirstOrThrow();
  const ano = await db.selectFrom('anos_modelo').select('id').orderBy('ano', 'desc').executeTakeFirstOrThrow();
  seq++;
  const n = `${process.pid % 1000}${String(seq).padStart(5, '0')}`;
  const deps = { db, now: opts.entrada ? () => new Date(`${opts.entrada}T15:00:00.000Z`) : now };
  const id = await registrarVeiculo(
    deps,
    admin,
    {
      pedido: `9${n}`,
      chassi: `SALTR0CA${n}`.slice(0, 17).padEnd(17, '0'),
      marcaId: deriv.marcaId,
      modeloId: deriv.modeloId,
      derivativoId: deriv.id,
      descricao: `${deriv.modelo} ${deriv.descricao}`.toUpperCase(),
      anoModeloId: ano.id,
      corInterna: 'Ebony',
      corExterna: 'Santorini Black',
      specs: [{ codigo: '011AA', descricao: 'Teto solar panorâmico' }],
      tipoPedidoComum: 'Contrato Vista',
      tipoPedidoMarca: 'Stock',
      status: 0,
      concessionariaId: dono.concessionariaId,
      dataDisponibilidade: '2026-11-02',
      dataProrrogacaoFaturamento: '2026-12-17',
    },
    { correlationId: 'teste-trocas' },
  );
  if (opts.troca) {
    const r = await alterarStatus({ db, now }, dono, { veiculoId: [id], status: 11 }, { correlationId: 'teste-trocas' });
    if (r[0]?.status !== 1) throw new Error(`Trocar falhou: ${JSON.stringify(r)}`);
  }
  return id;
}
