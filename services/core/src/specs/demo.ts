import type { Db } from '../kernel/index.ts';
import type { Principal } from '../access/index.ts';
import { adicionarCodigo, criarTipoModelo, definirStatusCodigo } from './tipos-modelo.ts';
import { registrarVigencia } from './vigencias.ts';
import { registrarProcessamentoSpec } from './conformidade.ts';

/** Demo model types: name → codes (the last one of Range Rover Velar inactive), and the mandatory options of its guide (none: no guide). */
const TIPOS: [string, string[], [string, string][]][] = [
  [
    'Range Rover',
    ['L460'],
    [
      ['011AA', 'Teto solar panorâmico'],
      ['033BF', 'Meridian Sound System'],
    ],
  ],
  ['Range Rover Sport', ['L461'], [['011AA', 'Teto solar panorâmico']]],
  [
    'Defender',
    ['L663', 'L663-130'],
    [
      ['025KA', 'Pacote Cold Climate'],
      ['032DV', 'Câmera 360°'],
    ],
  ],
  ['Discovery', ['L462'], [['011AA', 'Teto solar panorâmico']]],
  ['F-PACE', ['X761'], [['086GC', 'Head-up display']]],
  ['Range Rover Velar', ['L560MY', 'L560'], [['064FN', 'Bancos climatizados']]],
  // the other vehicle models are model types too (the production plan and the order call distribute over model types),
  // without codes or a guide yet: their vehicles' specs stay 'sem tipo de modelo'
  ['E-PACE', [], []],
  ['I-PACE', [], []],
  ['F-TYPE', [], []],
  ['Range Rover Evoque', [], []],
  ['Discovery Sport', [], []],
];
/** The vehicles' model → model code; models without a type (I-PACE, Evoque…) get a code no type has: situacao 3. */
const CODIGO_DO_MODELO: Record<string, string> = {
  'Range Rover': 'L460',
  'Range Rover Sport': 'L461',
  Defender: 'L663',
  Discovery: 'L462',
  'F-PACE': 'X761',
  'Range Rover Velar': 'L560MY',
  'I-PACE': 'X590',
  'E-PACE': 'X540',
  'F-TYPE': 'X152',
  'Range Rover Evoque': 'L551',
  'Discovery Sport': 'L550',
};

/** Model types with codes and guides, and the compliance of up to 40 dealer vehicles (two processings for some). */
export async function seedSpecs(deps: { db: Db; now: () => Date }, admin: Principal): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const ctx = { actor: admin, correlationId: 'carga-demo-specs' };
  const anoPassado = `${now.getUTCFullYear() - 1}-01-01`;
  const inicioAno = `${now.getUTCFullYear()}-01-01`;
  for (const [descricao, codigos, guia] of TIPOS) {
    const { id } = await criarTipoModelo(db, ctx, { descricao }, now);
    for (const codigo of codigos) {
      const c = await adicionarCodigo(db, ctx, { tipoModeloAgrupadoId: id, codigo }, now);
      if (codigo === 'L560') await definirStatusCodigo(db, ctx, c.id, false);
    }
    if (!guia.length) continue;
    const opcionais = guia.map(([codigo, d]) => ({ codigo, descricao: d }));
    await registrarVigencia(db, admin, { tipoModeloAgrupadoId: id, inicioVigencia: anoPassado, opcionais: opcionais.slice(0, 1) });
    await registrarVigencia(db, admin, { tipoModeloAgrupadoId: id, inicioVigencia: inicioAno, opcionais });
  }
  const veiculos = await db
    .selectFrom('veiculos as v')
    .innerJoin('modelos as m', 'm.id', 'v.modelo_id')
    .select(['v.id', 'v.pedido', 'v.chassi', 'v.concessionaria_id', 'v.specs', 'm.descricao as modelo'])
    .where('v.concessionaria_id', 'is not', null)
    .orderBy('v.id')
    .limit(40)
    .execute();
  for (const [i, v] of veiculos.entries()) {
    const base = {
      numeroPedido: v.pedido,
      chassi: v.chassi,
      concessionariaId: v.concessionaria_id,
      codigoModelo: CODIGO_DO_MODELO[v.modelo] ?? 'X000',
      modeloDescricao: v.modelo,
    };
    const opcionais = (v.specs as { codigo: string; descricao: string }[]) ?? [];
    if (i % 3 === 0)
      await registrarProcessamentoSpec(db, { ...base, opcionais: opcionais.slice(1), dataProcessamento: new Date(now.getTime() - 20 * 86_400_000) });
    await registrarProcessamentoSpec(db, {
      ...base,
      opcionais,
      dataProcessamento: new Date(now.getTime() - (i % 10) * 86_400_000 - 3_600_000),
      status: i % 7 === 6 ? 2 : null,
    });
  }
}
