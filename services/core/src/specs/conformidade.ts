import { sql } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { compararOpcionais, SITUACAO_SPEC_NOME, STATUS_SPEC_NOME, type Opcional } from '@portal/contracts/settings/specs';
import { escopoDoDealer, NotFound, paginate, emTransacao, type Db, type Pagina, type Paginacao } from '../kernel/index.ts';
import { tipoDoCodigo } from './tipos-modelo.ts';
import { guiaEmVigor } from './vigencias.ts';

/** Spec compliance rows (/specs; spec §2.5, §3, §4.8): one per order, with the history of each processing. */
export interface HistoricoSpec {
  dataProcessamento: string;
  situacao: number;
  opcionaisFaltantes: Opcional[];
  opcionaisExtras: Opcional[];
}
export interface SpecLinha {
  numeroPedido: string;
  chassi: string | null;
  concessionariaId: number | null;
  concessionaria: string | null;
  codigoModelo: string | null;
  tipoModeloAgrupadoId: number | null;
  modelo: string | null;
  situacao: number;
  situacaoDescricao: string;
  status: number;
  statusDescricao: string;
  dataProcessamento: string;
  historico: HistoricoSpec[];
}
export interface SpecFiltros extends Paginacao {
  numeroPedido?: string | null;
  chassi?: string | null;
  concessionariaId?: number | null;
  situacao?: number | null;
  status?: number | null;
}

function consulta(db: Db, actor: Actor, f: SpecFiltros) {
  let q = db
    .selectFrom('specs_conformidade as s')
    .leftJoin('concessionarias as c', 'c.id', 's.concessionaria_id')
    .leftJoin('tipos_modelo_agrupado as t', 't.id', 's.tipo_modelo_agrupado_id');
  const escopo = escopoDoDealer(actor, 's');
  if (escopo) q = q.where(escopo);
  if (f.numeroPedido?.trim()) q = q.where('s.numero_pedido', 'ilike', `${f.numeroPedido.trim().replace(/[\\%_]/g, '\\$&')}%`);
  if (f.chassi?.trim())
    q = q.where(
      sql`upper(s.chassi)`,
      'like',
      `%${f.chassi
        .trim()
        .toUpperCase()
        .replace(/[\\%_]/g, '\\$&')}%`,
    );
  if (f.concessionariaId) q = q.where('s.concessionaria_id', '=', f.concessionariaId);
  if (f.situacao) q = q.where('s.situacao', '=', f.situacao);
  if (f.status) q = q.where('s.status', '=', f.status);
  return q;
}

const colunas = [
  's.numero_pedido as numeroPedido',
  's.chassi',
  's.concessionaria_id as concessionariaId',
  'c.nome as concessionaria',
  's.codigo_modelo as codigoModelo',
  's.tipo_modelo_agrupado_id as tipoModeloAgrupadoId',
  sql<string | null>`coalesce(t.descricao, s.modelo_descricao)`.as('modelo'),
  's.situacao',
  's.status',
  's.data_processamento',
] as const;

/** A row as selected: the answer's own columns, before the descriptions, the ISO date and the history are added. */
type Base = Pick<
  SpecLinha,
  'numeroPedido' | 'chassi' | 'concessionariaId' | 'concessionaria' | 'codigoModelo' | 'tipoModeloAgrupadoId' | 'modelo' | 'situacao' | 'status'
> & { data_processamento: Date };

async function historicos(db: Db, pedidos: string[]): Promise<Map<string, HistoricoSpec[]>> {
  const out = new Map<string, HistoricoSpec[]>();
  if (!pedidos.length) return out;
  const rows = await db
    .selectFrom('specs_conformidade_historico')
    .select(['numero_pedido', 'data_processamento', 'situacao', 'opcionais_faltantes', 'opcionais_extras'])
    .where('numero_pedido', 'in', pedidos)
    .orderBy('data_processamento', 'desc')
    .execute();
  for (const r of rows) {
    const l = out.get(r.numero_pedido) ?? [];
    l.push({
      dataProcessamento: new Date(r.data_processamento).toISOString(),
      situacao: r.situacao,
      opcionaisFaltantes: r.opcionais_faltantes as Opcional[],
      opcionaisExtras: r.opcionais_extras as Opcional[],
    });
    out.set(r.numero_pedido, l);
  }
  return out;
}

const linha = (r: Base, h: HistoricoSpec[]): SpecLinha => {
  const { data_processamento, ...rest } = r;
  return {
    ...rest,
    situacaoDescricao: SITUACAO_SPEC_NOME[r.situacao]!,
    statusDescricao: STATUS_SPEC_NOME[r.status]!,
    dataProcessamento: new Date(data_processamento).toISOString(),
    historico: h,
  };
};

/** GET veiculos/specs/listar: filtered, paged (10 by default), newest processing first; a dealer sees its own orders. */
export async function listarSpecs(db: Db, actor: Actor, f: SpecFiltros): Promise<Pagina<SpecLinha>> {
  const { page, perPage, offset } = paginate(f, { perPage: 10, max: 100 });
  const total = await consulta(db, actor, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = (await consulta(db, actor, f)
    .select([...colunas])
    .orderBy('s.data_processamento', 'desc')
    .orderBy('s.numero_pedido')
    .limit(perPage)
    .offset(offset)
    .execute()) as Base[];
  const h = await historicos(
    db,
    rows.map((r) => r.numeroPedido),
  );
  return { page, total: Number(total.n), rows: rows.map((r) => linha(r, h.get(r.numeroPedido) ?? [])) };
}

/** Every filtered row, for Exportar (in pages of 500). */
export async function* todasSpecs(db: Db, actor: Actor, f: SpecFiltros): AsyncGenerator<SpecLinha> {
  for (let offset = 0; ; offset += 500) {
    const rows = (await consulta(db, actor, f)
      .select([...colunas])
      .orderBy('s.data_processamento', 'desc')
      .orderBy('s.numero_pedido')
      .limit(500)
      .offset(offset)
      .execute()) as Base[];
    const h = await historicos(
      db,
      rows.map((r) => r.numeroPedido),
    );
    for (const r of rows) yield linha(r, h.get(r.numeroPedido) ?? []);
    if (rows.length < 500) return;
  }
}

/** GET veiculos/specs/{numeroPedido}: the detail modal (Padrão: the guide it was checked against and its options; Histórico). */
export async function obterSpec(db: Db, actor: Actor, numeroPedido: string): Promise<SpecLinha & { padrao: Opcional[]; opcionais: Opcional[] }> {
  const r = (await consulta(db, actor, {})
    .select([...colunas, 's.padrao', 's.opcionais'])
    .where('s.numero_pedido', '=', numeroPedido)
    .executeTakeFirst()) as (Base & { padrao: unknown; opcionais: unknown }) | undefined;
  if (!r) throw new NotFound();
  const { padrao, opcionais, ...base } = r;
  const h = await historicos(db, [numeroPedido]);
  return { ...linha(base, h.get(numeroPedido) ?? []), padrao: padrao as Opcional[], opcionais: opcionais as Opcional[] };
}

export interface ProcessamentoSpec {
  numeroPedido: string;
  chassi?: string | null;
  concessionariaId?: number | null;
  /** the vehicle's model code, classified by the active codes of the model types */
  codigoModelo: string;
  modeloDescricao?: string | null;
  opcionais: Opcional[];
  /** when the import processed the row (one history entry per order and instant: a re-run writes nothing twice) */
  dataProcessamento: Date;
  /** 2 Encerrado when the import says the order is closed; otherwise the row keeps its status (1 Aberto when new) */
  status?: 1 | 2 | null;
  importacaoId?: number | null;
}

/**
 * What the Specs import calls per row: classifies the model code, compares the options with the guide in force on the
 * processing day, upserts the compliance row and appends its history entry (idempotent per order and instant).
 */
export async function registrarProcessamentoSpec(db: Db, p: ProcessamentoSpec): Promise<{ situacao: 1 | 2 | 3 }> {
  const tipo = await tipoDoCodigo(db, p.codigoModelo);
  const dia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(p.dataProcessamento);
  const guia = tipo ? await guiaEmVigor(db, tipo.id, dia) : null;
  const r = compararOpcionais(guia, p.opcionais);
  const grupo = p.concessionariaId
    ? ((await db.selectFrom('concessionarias').select('concessionaria_grupo_id').where('id', '=', p.concessionariaId).executeTakeFirst())
        ?.concessionaria_grupo_id ?? null)
    : null;
  const valores = {
    chassi: p.chassi ?? null,
    concessionaria_id: p.concessionariaId ?? null,
    concessionaria_grupo_id: grupo,
    codigo_modelo: p.codigoModelo.trim().toUpperCase(),
    tipo_modelo_agrupado_id: tipo?.id ?? null,
    modelo_descricao: p.modeloDescricao ?? null,
    situacao: r.situacao,
    padrao: JSON.stringify(guia ?? []),
    opcionais: JSON.stringify(p.opcionais),
    data_processamento: p.dataProcessamento,
  };
  // inside the caller's transaction when there is one (the Specs import writes a batch per transaction)
  await emTransacao(db, async (trx) => {
    await trx
      .insertInto('specs_conformidade')
      .values({ numero_pedido: p.numeroPedido, status: p.status ?? 1, ...valores })
      .onConflict((oc) =>
        oc
          .column('numero_pedido')
          .doUpdateSet((eb) => ({ ...valores, status: p.status ?? eb.ref('specs_conformidade.status') }))
          // an older processing (a re-run) never overwrites a newer one
          .where(sql<boolean>`specs_conformidade.data_processamento <= ${p.dataProcessamento}`),
      )
      .execute();
    await trx
      .insertInto('specs_conformidade_historico')
      .values({
        numero_pedido: p.numeroPedido,
        data_processamento: p.dataProcessamento,
        situacao: r.situacao,
        opcionais_faltantes: JSON.stringify(r.opcionaisFaltantes),
        opcionais_extras: JSON.stringify(r.opcionaisExtras),
        importacao_id: p.importacaoId ?? null,
      })
      .onConflict((oc) => oc.columns(['numero_pedido', 'data_processamento']).doNothing())
      .execute();
  });
  return { situacao: r.situacao };
}
