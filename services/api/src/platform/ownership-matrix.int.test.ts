import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { RoutePermission, Funcao } from '@portal/contracts/access/functions';
import { PERFIS } from '@portal/core/demo/reference';
import { corpoPedido } from '@portal/core/demo/pedidos';
import { seedPedidos } from '@portal/core/demo/seed-pedidos';
import { seedImportacoes } from '@portal/core/demo/importacoes';
import { solicitarTroca } from '@portal/core/swaps/commands';
import { gerarSolicitacao } from '@portal/core/billing/commands';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { dataEmSaoPaulo, ultimoDiaDaSemanaAte } from '@portal/contracts/br/dates';
import { registrarArquivo } from '@portal/core/storage/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { API_PREFIX } from './auth.ts';

/**
 * Ownership, generated from the route table: every route that takes an id (path, query or body field, read from the
 * route's own schema) × every kind of object a dealer owns × three callers that do not own it — a dealer of the owner's
 * group without group access (processosGrupo), a dealer of another group, and the administrator in acesso espelho as that
 * dealer. The owner is Autostar Morumbi (JLR001); its objects come from the demo seed and the real commands. Each field is
 * filled with the object of the kind its name says (`veiculoId` a vehicle, `veiculoTrocaPedidoId` a swap…; `id`, `ids` and
 * path ids the kind the route's path names), dealer fields with the owner's dealer and group (a list is also asked without
 * them, and by them alone), the rest of a body with plausible values from the schema. Whatever is asked:
 * - 404 or 403 (or a 400 of the body's own rules), the same answer as for objects that do not exist (no existence oracle);
 * - or a 2xx holding none of the owner's identifying values (chassis, codes, file ids…), whose figures, when it was filtered
 *   by the owner's dealer, equal the caller's own or a nonexistent dealer's (a list filtered by a foreign id answers empty);
 * - and nothing written: the event store's last position and every table's rows (row triggers count every insert, update
 *   and delete, uploads included) stay as they were. Never a 5xx.
 * A schema 400 proves nothing: the figures printed count the requests that reached the handler. The control asks the owner,
 * and its group's processosGrupo user, the reads refused to the others: they answer 200 (the refusal was about whose
 * object it is, not a bad id).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await tiposModeloDosVeiculos(t.tdb.db);
});
afterAll(async () => t?.close());

type Tipo = 'veiculo' | 'faturamento' | 'troca' | 'pedido' | 'boleto' | 'arquivo' | 'notaFiscal' | 'kpiVeiculo' | 'kpiCaptacao' | 'orderCall' | 'importacao';
const TIPOS: Tipo[] = ['veiculo', 'faturamento', 'troca', 'pedido', 'boleto', 'arquivo', 'notaFiscal', 'kpiVeiculo', 'kpiCaptacao', 'orderCall', 'importacao'];
interface Objeto {
  id: number | string;
  chassi?: string;
  numeroPedido?: string;
  numeroNotaFiscal?: string;
  codigo?: string;
  /** what identifies it in an answer */
  marcas: string[];
}

/** Field names that name an object of one kind, wherever they appear (path, query, body, nested). */
const CAMPO_TIPO: Record<string, Tipo> = {
  veiculoId: 'veiculo',
  veiculoIds: 'veiculo',
  veiculoInteresseId: 'veiculo',
  veiculoTrocaId: 'veiculo',
  veiculoPropostoId: 'veiculo',
  veiculosPropostos: 'veiculo',
  faturamentoPedidoId: 'faturamento',
  faturamentoPedidoIds: 'faturamento',
  veiculoTrocaPedidoId: 'troca',
  pedidoId: 'pedido',
  pedidosId: 'pedido',
  orderId: 'pedido',
  boletoId: 'boleto',
  orderCallId: 'orderCall',
  fcstId: 'orderCall',
  importacaoLogId: 'importacao',
};
/** Fields that name the dealer or its group: always the owner's (a filter or a target that is not the caller's). */
const CAMPO_DEALER = new Set(['concessionariaId', 'concessionariasId', 'concessionariaTrocaId', 'concessionariaPropostoId']);
const CAMPO_GRUPO = new Set(['concessionariaGrupoId']);
/** Fields that take the id of the cell's kind. */
const CAMPO_GENERICO = new Set(['id', 'ids', 'streamId', 'registroId']);
/** Fields that take the object's chassis or order number (the vehicle's when the kind has none). */
const CAMPO_CHASSI = new Set(['chassi', 'chassis']);
const CAMPO_NUMERO_PEDIDO = new Set(['pedido', 'numeroPedido']);

/**
 * The kind a route's own id (`:id`, `id`, `ids`) names, from its path: ids of different tables collide, so a generic id
 * takes only the object of the route's kind (an id of another kind may well be the caller's own object). Routes of no
 * owned kind (users, dealers, profiles, pop-ups, settings…) take every kind's id.
 */
const TIPO_DA_ROTA: [RegExp, Tipo][] = [
  [/\/genericos\/arquivos\//, 'arquivo'],
  [/\/veiculos\/troca\//, 'troca'],
  [/\/(boleto\/|pedidos\/boletos|relatorios\/boletos)/, 'boleto'],
  [/\/notas\/fiscais/, 'notaFiscal'],
  [/\/(pedidos|relatorios\/pedidos|relatorios\/cadastro-pedido-vd)\b/, 'pedido'],
  [/\/kpi\/veiculos-jlr/, 'kpiVeiculo'],
  [/\/kpi\/captacao/, 'kpiCaptacao'],
  [/\/(order-call|bi\/order-call)\b/, 'orderCall'],
  [/\/importacoes\b/, 'importacao'],
  [/\/(veiculos\/faturamentos|relatorios\/faturamentos)\b/, 'faturamento'],
  [/\/(veiculos|relatorios)\//, 'veiculo'],
];
const tipoDaRota = (url: string) => TIPO_DA_ROTA.find(([re]) => re.test(url))?.[1] ?? null;

const ID_CAMPO = /^(ids?|chassis?|pedidos?|numeroPedido|streamId|registroId)$|Ids?$/;
/** The schema's own 400s (platform/errors.ts): such a cell never reached the handler. */
const ERRO_DE_ESQUEMA = /^O campo ".+" (é inválido|é obrigatório|não é permitido)\.$/;
const METODOS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Ends the caller's session, or mints another: not an ownership question. */
const FORA = new Set([`POST ${API_PREFIX}/participantes/sair`, `POST ${API_PREFIX}/participantes/link-acesso`]);

interface Esquema {
  type?: string | string[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
}

interface Dono {
  concessionariaId: number;
  grupoId: number;
  objetos: Record<Tipo, Objeto>;
}

/** One cell: the values the route's fields take, and whether any field took an object of the cell's kind. */
interface Preenchimento {
  usouTipo: boolean;
  /** a dealer or dealer group field took the owner's */
  usouDono: boolean;
  /** an id of the route's own kind was left to a plausible value (another kind's cell): such a cell asks nothing */
  idAlheio: boolean;
  tipoDaRota: Tipo | null;
  /**
   * `semDealer`: without the dealer fields (the owner's objects asked by their own ids and chassis alone); `soDealer`: the
   * dealer fields alone (a list filtered by the owner's dealer, with no chassis filter a dealer may not use)
   */
  variante: 'tudo' | 'semDealer' | 'soDealer';
  /** the last field was left out by the variant */
  removido: boolean;
  /** a field the schema requires was left out by the variant: the variant is not asked */
  incompleta: boolean;
}

const hoje = () => dataEmSaoPaulo(t.clock.now);

/**
 * What a few routes' bodies and queries need besides their ids to get past the checks that come before the lookup (the
 * schema and the handler's own validation): a status the caller may ask for, a sale type, a contact, a month… Without it
 * such a cell answers 400 and proves nothing.
 */
const COMPLEMENTOS: Record<string, (d: Dono, eu: number) => Record<string, unknown>> = {
  'PUT /veiculos/alterar/status': () => ({ status: 11 }),
  // the caller's own billing request for the owner's vehicle
  'PUT /veiculos/faturamentos/gerar': (_, eu) => ({
    tipoVendaId: 1,
    tipoPagamentoId: 1,
    dataFaturamento: hoje(),
    faturarAssimQuePossivel: true,
    dealerSolicitante: eu,
  }),
  'POST /veiculos/troca/solicita': () => ({
    contatoNome: 'Cliente',
    contatoEmail: 'cliente@exemplo.com.br',
    contatoTelefone: '(11) 98765-4321',
    veiculosPropostos: [],
    confirmarSemVeiculo: true,
  }),
  'GET /veiculos/pipeline/detalhe/dia': () => ({ date: hoje() }),
  'GET /relatorios/pipeline/detalhe/dia': () => ({ date: hoje() }),
  'POST /pedidos': (d) => corpoPedido(d.concessionariaId, Number(d.objetos.veiculo.id)),
  'PUT /pedidos/:id': (d) => ({ ...corpoPedido(d.concessionariaId, Number(d.objetos.veiculo.id)), steps: { id: 2 } }),
  'POST /pedidos/cancelar/:id': () => ({ motivo: 'Cliente desistiu da compra' }),
  'POST /kpi/veiculos-jlr': (d) => kpiRef(d),
  'PUT /kpi/veiculos-jlr/:id': (d) => kpiRef(d),
  'POST /kpi/captacao': (d) => ({ ...kpiRef(d), modelo: 'Defender', custoAquisicao: 1, dataCompra: hoje(), tipoAquisicao: { id: 1 } }),
  'PUT /kpi/captacao/:id': (d) => ({ ...kpiRef(d), modelo: 'Defender', custoAquisicao: 1, dataCompra: hoje(), tipoAquisicao: { id: 1 } }),
  'POST /kpi/standards': (d) => kpiRef(d),
  'POST /kpi/outros': (d) => kpiRef(d),
  // the caller's own NF-e file, a weekday issue date: what is left to check is whose orders they are
  'POST /notas/fiscais': (_, eu) => ({
    numeroNotaFiscal: '99001',
    urlNotaFiscal: `arquivos/${arquivosDosChamadores.get(eu)}`,
    valorNotaFiscal: 1,
    dataEmissao: ultimoDiaDaSemanaAte(hoje()),
    cnpjEmitente: '33444555000181',
  }),
};
/** A file of each caller's own dealer (by dealer id). */
const arquivosDosChamadores = new Map<number, string>();
function kpiRef(d: Dono) {
  const [ano, mes] = hoje().split('-').map(Number) as [number, number];
  return { ano, mes: { id: mes }, concessionaria: { id: d.concessionariaId } };
}

function ramo(s: Esquema): Esquema {
  const alt = s.anyOf ?? s.oneOf;
  if (!alt) return s;
  return ramo(alt.find((a) => a.type !== 'null' && a.type !== 'array') ?? alt.find((a) => a.type !== 'null') ?? alt[0]!);
}
const tipoDe = (s: Esquema) => {
  const ty = ramo(s).type;
  return Array.isArray(ty) ? ty.find((x) => x !== 'null') : ty;
};
function aceitaArray(s: Esquema): Esquema | null {
  if (s.type === 'array') return s;
  for (const a of s.anyOf ?? s.oneOf ?? []) {
    const r = aceitaArray(a);
    if (r) return r;
  }
  return null;
}

/** The owned value a field of `nome` takes in a cell of `tipo`, or undefined when the field names no owned object. */
function valorDono(nome: string, s: Esquema, tipo: Tipo, dono: Dono, p: Preenchimento, pai: string | null): unknown {
  p.removido = false;
  const alvo = ramo(s);
  const array = aceitaArray(s);
  const unidade = (v: number | string | undefined): unknown => {
    if (v === undefined) return undefined;
    const el = array && s.type === 'array' ? (array.items ?? {}) : alvo;
    const elTy = tipoDe(el);
    if ((elTy === 'integer' || elTy === 'number') && typeof v !== 'number') return undefined;
    const valor = elTy === 'string' ? String(v) : v;
    return s.type === 'array' ? [valor] : valor;
  };
  if (CAMPO_DEALER.has(nome) || CAMPO_GRUPO.has(nome)) {
    p.removido = p.variante === 'semDealer';
    if (p.removido) return undefined;
    const v = unidade(CAMPO_DEALER.has(nome) ? dono.concessionariaId : dono.grupoId);
    if (v !== undefined) p.usouDono = true;
    return v;
  }
  if (nome === 'id' && pai === 'concessionaria') return unidade(dono.concessionariaId);
  const v = valorDoTipo(nome, s, tipo, dono, p, pai, unidade);
  p.removido = v !== undefined && p.variante === 'soDealer';
  return p.removido ? undefined : v;
}

/** `valorDono` for the fields that name an object (not the dealer). */
function valorDoTipo(
  nome: string,
  s: Esquema,
  tipo: Tipo,
  dono: Dono,
  p: Preenchimento,
  pai: string | null,
  unidade: (v: number | string | undefined) => unknown,
): unknown {
  const daRota = p.tipoDaRota;
  const ty = tipoDe(s);
  const array = aceitaArray(s);
  const especifico = CAMPO_TIPO[nome];
  if (especifico) {
    const v = unidade(dono.objetos[especifico].id);
    if (v !== undefined && especifico === tipo) p.usouTipo = true;
    return v;
  }
  const obj = dono.objetos[tipo];
  // a nested `id` is its parent's: { concessionaria: { id } } the dealer, pedidoArquivos[].id a file, { mes: { id } } a month
  if (nome === 'id' && pai !== null) {
    if (/arquivos?$/i.test(pai)) {
      if (tipo === 'arquivo') p.usouTipo = true;
      return tipo === 'arquivo' ? unidade(obj.id) : undefined;
    }
    if (pai === 'mes') return Number(hoje().slice(5, 7));
    return undefined;
  }
  if (CAMPO_GENERICO.has(nome)) {
    if (daRota && daRota !== tipo) {
      p.idAlheio = true;
      return undefined;
    }
    const v = unidade(obj.id);
    if (v !== undefined) p.usouTipo = true;
    return v;
  }
  if (CAMPO_CHASSI.has(nome) && (ty === 'string' || array)) {
    if (obj.chassi) p.usouTipo = true;
    return unidade(obj.chassi ?? dono.objetos.veiculo.chassi);
  }
  if (CAMPO_NUMERO_PEDIDO.has(nome) && (ty === 'string' || array)) {
    const numero = obj.numeroPedido ?? obj.codigo;
    if (numero) p.usouTipo = true;
    return unidade(numero ?? dono.objetos.veiculo.numeroPedido);
  }
  if (nome === 'numeroNotaFiscal' && obj.numeroNotaFiscal) {
    p.usouTipo = true;
    return unidade(obj.numeroNotaFiscal);
  }
  if (nome === 'codigo' && obj.codigo && ty === 'string') {
    p.usouTipo = true;
    return obj.codigo;
  }
  return undefined;
}

/** A plausible value of a schema with no owned meaning: enough to pass validation where the schema allows. */
function plausivel(s: Esquema, tipo: Tipo, dono: Dono, p: Preenchimento, nome: string | null): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const alvo = ramo(s);
  if (alvo !== s) return plausivel(alvo, tipo, dono, p, nome);
  switch (tipoDe(s)) {
    case 'object':
      return objeto(s, tipo, dono, p, nome);
    case 'array': {
      const n = Math.max(1, s.minItems ?? 1);
      return Array.from({ length: n }, () => plausivel(s.items ?? {}, tipo, dono, p, nome));
    }
    case 'integer':
    case 'number':
      if (nome === 'ano') return Number(hoje().slice(0, 4));
      if (nome === 'mesId' || nome === 'mes') return Number(hoje().slice(5, 7));
      return Math.max(1, s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return false;
    case 'string': {
      if (s.format === 'date') return hoje();
      if (s.format === 'date-time') return t.clock.now.toISOString();
      if (s.format === 'email') return 'x@exemplo.com.br';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default:
      return 'x';
  }
}

/**
 * An object of the schema (`pai`: the field holding it, null at the root): its owned fields filled with the owner's objects,
 * its required fields with plausible values, and the objects and lists that hold owned fields.
 */
function objeto(s: Esquema, tipo: Tipo, dono: Dono, p: Preenchimento, pai: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = s.properties ?? {};
  const obrigatorios = new Set(s.required ?? []);
  for (const [nome, sub] of Object.entries(props)) {
    const v = valorDono(nome, sub, tipo, dono, p, pai);
    if (p.removido && obrigatorios.has(nome)) p.incompleta = true;
    if (v !== undefined) out[nome] = v;
    else if (
      obrigatorios.has(nome) ||
      (pai === null && tipoDe(sub) === 'object' && temCampoDono(sub)) ||
      (tipoDe(sub) === 'array' && temCampoDono(sub.items ?? {}))
    )
      out[nome] = plausivel(sub, tipo, dono, p, nome);
  }
  return out;
}
function temCampoDono(s: Esquema): boolean {
  const alvo = ramo(s);
  return Object.entries(alvo.properties ?? {}).some(([k, v]) => ID_CAMPO.test(k) || temCampoDono(v) || temCampoDono(v.items ?? {}));
}

function camposDeId(schema: { params?: Esquema; querystring?: Esquema; body?: Esquema }): string[] {
  const out: string[] = [];
  const andar = (s: Esquema | undefined, onde: string) => {
    if (!s) return;
    const alvo = ramo(s);
    for (const [k, v] of Object.entries(alvo.properties ?? {})) {
      if (ID_CAMPO.test(k)) out.push(`${onde}${k}`);
      andar(v, `${onde}${k}.`);
      if (v.items) andar(v.items, `${onde}${k}[].`);
    }
  };
  andar(schema.params, 'params.');
  andar(schema.querystring, 'query.');
  andar(schema.body, 'body.');
  return out;
}

function funcoesDo(perfil: string): Partial<Record<Funcao, 'r' | 'u'>> | 'all' {
  return PERFIS.find((x) => x.descricao === perfil)!.funcoes;
}
/** Whether the caller's profile holds the route's permission (a 403 then proves nothing about ownership). */
function permitido(permissao: RoutePermission, perfil: string): boolean {
  if ('publica' in permissao || 'autenticada' in permissao) return true;
  const f = funcoesDo(perfil);
  const funcoes = 'funcoes' in permissao ? permissao.funcoes : [permissao.funcao];
  return funcoes.some((funcao) => {
    const tem = f === 'all' ? 'u' : f[funcao];
    return permissao.acesso === 'r' ? tem === 'r' || tem === 'u' : tem === 'u';
  });
}

async function posicao() {
  return (await sql<{ p: string | null }>`select max(position)::text as p from events`.execute(t.tdb.db)).rows[0]!.p;
}
async function escritas() {
  return (await sql<{ tabela: string; n: string }>`select tabela, count(*)::text as n from teste_escritas group by tabela order by tabela`.execute(t.tdb.db))
    .rows;
}

/**
 * Counts every row written to any table from here on (row triggers into `teste_escritas`, readable by the test only), but
 * `versoes_leitura`, the read cache's bookkeeping, which a read compacts (docs/decisions.md "Read cache"), and what a
 * refusal is meant to write: the security log (`eventos_seguranca`, every 403) and the rate limits' counters
 * (`limites_janelas`, `boletos_consultas_documento`: a refused request still counts). The app
 * runs as portal_app; the trigger function runs as its owner, so it writes the log whatever the app's rights.
 */
async function contarEscritas() {
  await sql`create table teste_escritas (tabela text not null)`.execute(t.tdb.db);
  await sql`create function teste_conta_escrita() returns trigger language plpgsql security definer as $$
    begin insert into teste_escritas (tabela) values (tg_table_name); return null; end $$`.execute(t.tdb.db);
  const tabelas = (
    await sql<{ nome: string }>`select c.relname as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition and c.relname not in ('teste_escritas', 'versoes_leitura', 'eventos_seguranca', 'limites_janelas', 'boletos_consultas_documento')`.execute(
      t.tdb.db,
    )
  ).rows;
  for (const { nome } of tabelas)
    await sql`create trigger teste_conta_escrita after insert or update or delete on ${sql.id(nome)} for each row execute function teste_conta_escrita()`.execute(
      t.tdb.db,
    );
}

/** The owner's objects: the demo seed (orders, boleto, commission invoices, KPI, imports) and the real commands (swap, order call). */
async function objetosDoDono(): Promise<Dono> {
  const db = t.tdb.db;
  const morumbi = await db
    .selectFrom('concessionarias')
    .select(['id', 'concessionaria_grupo_id'])
    .where('codigo_dealer', '=', 'JLR001')
    .executeTakeFirstOrThrow();
  const dono = morumbi.id;
  const antes = process.env.DATA_DIR;
  process.env.DATA_DIR = t.dataDir; // the seed's files go where the test app keeps uploads
  try {
    await seedPedidos(db);
    await seedImportacoes(db, () => t.clock.now);
  } finally {
    if (antes === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = antes;
  }
  const now = () => t.clock.now;
  const admin = await principal(db, 'admin@demo.portal.com.br');
  const dealerDono = await principal(db, 'dealer.morumbi@demo.portal.com.br');
  const barra = await principal(db, 'dealer.barra@demo.portal.com.br');
  // a swap the owner asked for: Barra's vehicle offered for swap, one of the owner's vehicles proposed
  const interesse = await veiculoDe(db, now, admin, barra, { troca: true });
  const proposto = await veiculoDe(db, now, admin, dealerDono);
  const contato = 'contato.troca.morumbi@cliente.com.br';
  const { trocaId } = await solicitarTroca(
    { db, now },
    dealerDono,
    {
      veiculoInteresseId: interesse,
      veiculosPropostos: [proposto],
      contatoNome: 'Cliente da Troca',
      contatoEmail: contato,
      contatoTelefone: '(11) 98765-4321',
      comentario: 'Troca do dono.',
    },
    { correlationId: 'matriz-donos' },
  );
  // the owner's vehicle: reserved for its direct sale and not yet in an order (an order could be registered for it)
  const estoque = await veiculoDe(db, now, admin, dealerDono);
  await gerarSolicitacao(
    { db, now },
    dealerDono,
    { veiculoId: [estoque], tipoVendaId: 3, dealerSolicitante: dealerDono.concessionariaId },
    { correlationId: 'matriz-donos' },
  );
  // the order call of a plan, computed as the workflow's activities do
  const tokenAdmin = await t.login('admin@demo.portal.com.br');
  const modelos = (await t.call('GET', 'order-call/fcst/modelo', { token: tokenAdmin })).json().data as { id: number }[];
  const plano = await t.call('POST', 'order-call/fcst', {
    token: tokenAdmin,
    body: { ano: 2027, mes: 11, modelos: modelos.slice(0, 2).map((m) => ({ id: m.id, ciclos: [{ id: 202611, quantidade: 40 }] })) },
  });
  const planoId = plano.json().data.id as number;
  const ms = await iniciarProcessamento(db, planoId, 'matriz', 'Teste', t.clock.now);
  await distribuirModelos(db, planoId, 'matriz', ms);
  await concluirProcessamento(db, planoId, 'matriz', t.clock.now);

  const veiculo = await db.selectFrom('veiculos').select(['id', 'chassi', 'pedido']).where('id', '=', estoque).executeTakeFirstOrThrow();
  const chassiDe = async (id: number) => (await db.selectFrom('veiculos').select('chassi').where('id', '=', id).executeTakeFirstOrThrow()).chassi;
  const faturamento = await db
    .selectFrom('solicitacoes_faturamento as s')
    .innerJoin('veiculos as v', 'v.id', 's.veiculo_id')
    .select(['s.id', 'v.chassi', 'v.pedido'])
    .where('s.dealer_solicitante_id', '=', dono)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const pedido = await db
    .selectFrom('pedidos')
    .select(['id', 'codigo', 'chassi', 'numero_pedido'])
    .where('concessionaria_id', '=', dono)
    .where('step', '<>', 9)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const boleto = await db
    .selectFrom('boletos as b')
    .innerJoin('pedidos as p', 'p.id', 'b.pedido_id')
    .select(['b.id', 'b.nosso_numero', 'p.codigo', 'p.chassi'])
    .where('b.concessionaria_id', '=', dono)
    .executeTakeFirstOrThrow();
  const arquivo = await db.selectFrom('arquivos').select(['id']).where('concessionaria_id', '=', dono).orderBy('enviado_em').executeTakeFirstOrThrow();
  const nf = await db
    .selectFrom('notas_fiscais')
    .select(['id', 'url_nota_fiscal', 'numero_nota_fiscal'])
    .where('concessionaria_id', '=', dono)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const kpi = await db.selectFrom('kpi_veiculos').select(['id', 'chassi']).where('concessionaria_id', '=', dono).orderBy('id').executeTakeFirstOrThrow();
  const captacao = await db.selectFrom('kpi_captacoes').select(['id', 'chassi']).where('concessionaria_id', '=', dono).orderBy('id').executeTakeFirstOrThrow();
  const importacao = await db.selectFrom('importacoes').select(['id', 'nome_arquivo']).orderBy('id').executeTakeFirstOrThrow();
  const limpo = (xs: (string | null | undefined)[]) => xs.filter((x): x is string => !!x && x.length >= 5);
  return {
    concessionariaId: dono,
    grupoId: morumbi.concessionaria_grupo_id!,
    objetos: {
      veiculo: { id: veiculo.id, chassi: veiculo.chassi, numeroPedido: veiculo.pedido, marcas: limpo([veiculo.chassi, veiculo.pedido]) },
      faturamento: { id: faturamento.id, chassi: faturamento.chassi, numeroPedido: faturamento.pedido, marcas: limpo([faturamento.chassi]) },
      troca: { id: trocaId, chassi: await chassiDe(proposto), marcas: limpo([contato, await chassiDe(proposto)]) },
      pedido: {
        id: pedido.id,
        codigo: pedido.codigo,
        chassi: pedido.chassi ?? undefined,
        numeroPedido: pedido.numero_pedido ?? undefined,
        marcas: limpo([pedido.codigo, pedido.chassi]),
      },
      boleto: { id: boleto.id, codigo: boleto.codigo, chassi: boleto.chassi ?? undefined, marcas: limpo([boleto.nosso_numero, boleto.codigo]) },
      arquivo: { id: arquivo.id, marcas: [arquivo.id] },
      notaFiscal: { id: nf.id, numeroNotaFiscal: nf.numero_nota_fiscal, marcas: limpo([nf.url_nota_fiscal]) },
      kpiVeiculo: { id: kpi.id, chassi: kpi.chassi, marcas: limpo([kpi.chassi]) },
      kpiCaptacao: { id: captacao.id, chassi: captacao.chassi, marcas: limpo([captacao.chassi]) },
      orderCall: { id: planoId, marcas: ['"codigoDealer":"JLR001"'] },
      importacao: { id: importacao.id, marcas: limpo([importacao.nome_arquivo]) },
    },
  };
}

/** The text of an answer, a spreadsheet's cells included. */
async function textoDaResposta(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): Promise<string> {
  const tipo = String(res.headers['content-type'] ?? '');
  if (!tipo.includes('spreadsheet')) return res.body;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const celulas: string[] = [];
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => celulas.push(String(c.text)))));
  return celulas.join('\n');
}

type Rota = { method: string; url: string; chave: string; config: unknown; esquema: { params?: Esquema; querystring?: Esquema; body?: Esquema } };
interface Pedido {
  p: Preenchimento;
  url: string;
  body: Record<string, unknown> | undefined;
  /** the request as the cell's text (path, query, body) */
  texto: string;
}

/**
 * A cell's request: the route's fields filled for `tipo` with `d`'s objects (its dealer fields with `d`'s dealer and group);
 * `eu`: the caller's dealer, where a body names the caller's own.
 */
function montar(r: Rota, tipo: Tipo, d: Dono, eu: number, variante: Preenchimento['variante'] = 'tudo'): Pedido {
  const p: Preenchimento = { usouTipo: false, usouDono: false, idAlheio: false, tipoDaRota: tipoDaRota(r.url), variante, removido: false, incompleta: false };
  const params = objeto(r.esquema.params ?? {}, tipo, d, p, null);
  const query = objeto(r.esquema.querystring ?? {}, tipo, d, p, null);
  const extra = COMPLEMENTOS[r.chave.replace(API_PREFIX, '')]?.(d, eu) ?? {};
  const naQuery = r.method === 'GET' || r.method === 'DELETE';
  if (naQuery) Object.assign(query, extra);
  const body = r.esquema.body ? { ...objeto(r.esquema.body, tipo, d, p, null), ...(naQuery ? {} : extra) } : undefined;
  const path = r.url.replace(/:([A-Za-z]+)/g, (_, k: string) =>
    encodeURIComponent(String(params[k] ?? plausivel((r.esquema.params?.properties ?? {})[k] ?? {}, tipo, d, p, k))),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) qs.append(k, String(x));
  const url = `${path}${qs.size ? `?${qs.toString()}` : ''}`;
  return { p, url, body, texto: `${url.slice(API_PREFIX.length)} ${body ? JSON.stringify(body).slice(0, 160) : ''}` };
}

function enviar(token: string, method: string, q: Pedido) {
  return t.app.inject({
    method: method as 'GET',
    url: q.url,
    headers: { authorization: `Bearer ${token}`, ...(q.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(q.body !== undefined ? { payload: JSON.stringify(q.body) } : {}),
  });
}

/** A session opened through acesso espelho by the administrator into the user of `email`. */
async function espelhoDe(email: string) {
  const admin = await t.login('admin@demo.portal.com.br');
  const alvo = await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const link = (await t.call('POST', `participantes/espelho/${alvo.id}`, { token: admin })).json().data.token as string;
  return (await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: link } })).json().data.accessToken as string;
}

/** A caller's dealer and group; an NF-e file of its dealer is registered the first time. */
async function dealerDe(email: string) {
  const row = await t.tdb.db
    .selectFrom('participantes')
    .select(['id', 'nome', 'concessionaria_id', 'concessionaria_grupo_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (!arquivosDosChamadores.has(row.concessionaria_id!)) {
    const id = randomUUID();
    await registrarArquivo(t.tdb.db, {
      id,
      chave: randomUUID().replace(/-/g, ''),
      nome: 'nfe.pdf',
      tipoConteudo: 'application/pdf',
      tamanho: 100,
      sha256: '0'.repeat(64),
      enviadoPorId: row.id,
      enviadoPorNome: row.nome,
      espelhoAdminId: null,
      concessionariaId: row.concessionaria_id,
      enviadoEm: t.clock.now,
      finalidade: 'nfe',
    });
    arquivosDosChamadores.set(row.concessionaria_id!, id);
  }
  return { concessionariaId: row.concessionaria_id!, grupoId: row.concessionaria_grupo_id! };
}

/** An answer's text with the objects' own values (ids, chassis, codes) put aside, to compare two refusals. */
function semValores(texto: string, d: Dono): string {
  let out = texto;
  for (const k of TIPOS) {
    const o = d.objetos[k];
    for (const v of [o.chassi, o.numeroPedido, o.codigo, o.numeroNotaFiscal, String(o.id)]) if (v && v.length > 3) out = out.split(v).join('<valor>');
  }
  return out;
}

/** An answer's text without what changes from one call to the next (the time it was made, the correlation id). */
const semInstantes = (texto: string) => texto.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<instante>');

describe('ownership matrix: every id-taking route × every kind of owned object × dealers that are not the owner', () => {
  it('answers 404/403 (or a list without the owner’s data) and writes nothing', async () => {
    const dono = await objetosDoDono();
    const chamadores = [
      { nome: 'dealer.jardins (mesmo grupo, sem processosGrupo)', email: 'dealer.jardins@demo.portal.com.br', perfil: 'Dealer' },
      { nome: 'dealer.brasilia (outro grupo)', email: 'dealer.brasilia@demo.portal.com.br', perfil: 'Dealer' },
      // the administrator acting as a dealer has that dealer's scope, not the administrator's
      { nome: 'admin como dealer.brasilia (acesso espelho)', email: 'dealer.brasilia@demo.portal.com.br', perfil: 'Dealer', espelho: true },
    ];
    const tokens = new Map<string, string>();
    const proprios = new Map<string, Dono>();
    for (const c of chamadores) {
      tokens.set(c.nome, 'espelho' in c ? await espelhoDe(c.email) : await t.login(c.email));
      proprios.set(c.email, { ...dono, ...(await dealerDe(c.email)) });
    }
    // a dealer and a group that do not exist: what a list filtered by someone else's dealer may answer (nothing)
    const ninguem: Dono = { ...dono, concessionariaId: 2_147_483_647, grupoId: 2_147_483_647 };
    // objects of every kind that do not exist (same dealer): what a refusal must look like. The order call keeps its id: the
    // plan is every dealer's (each reads its own rows of it); only its rows are the owner's
    const fantasma: Dono = { ...dono, objetos: { ...dono.objetos } };
    for (const k of TIPOS) {
      const o = dono.objetos[k];
      if (k === 'orderCall') continue;
      fantasma.objetos[k] = {
        id: typeof o.id === 'number' ? 2_147_483_646 : randomUUID(),
        ...(o.chassi ? { chassi: 'SALZZ9ZZZ99999999' } : {}),
        ...(o.numeroPedido ? { numeroPedido: '999999999' } : {}),
        ...(o.codigo ? { codigo: 'VD999999' } : {}),
        ...(o.numeroNotaFiscal ? { numeroNotaFiscal: '999999999' } : {}),
        marcas: [],
      };
    }
    const marcas = TIPOS.flatMap((k) => dono.objetos[k].marcas.map((m) => ({ tipo: k, m })));

    const rotas: Rota[] = t.app.routeTable
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && METODOS.has(r.method) && !r.url.includes('*') && !FORA.has(`${r.method} ${r.url}`))
      .map((r) => ({ ...r, chave: `${r.method} ${r.url}`, esquema: (r.schema ?? {}) as Rota['esquema'] }))
      .filter((r, i, all) => all.findIndex((x) => x.chave === r.chave) === i)
      .filter((r) => camposDeId(r.esquema).length > 0);
    expect(rotas.length).toBeGreaterThan(100);

    await contarEscritas();
    const inesperadas: string[] = [];
    /** GET cells every intruder was refused (403/404) after reaching the handler: the owner's control asks them again */
    const recusadas = new Map<string, { r: Rota; tipo: Tipo; n: number }>();
    let celulas = 0;
    let enviadas = 0;
    let alcancadas = 0;
    let peloEsquema = 0;
    let comparadas = 0;
    let comparadasInexistentes = 0;
    const jaEnviados = new Set<string>();
    for (const c of chamadores) {
      const token = tokens.get(c.nome)!;
      for (const r of rotas) {
        const permissao = (r.config as { permissao: RoutePermission }).permissao;
        for (const tipo of TIPOS) {
          celulas++;
          const eu = proprios.get(c.email)!.concessionariaId;
          const q = montar(r, tipo, dono, eu);
          // nothing of this kind to ask, or the route's own id is of another kind (it is asked in that kind's cell); a route whose
          // only owned fields name the dealer is asked once (in the vehicle's cell)
          if (q.p.idAlheio || (!q.p.usouTipo && !(tipo === 'veiculo' && q.p.usouDono))) continue;
          // a list asked by the owner's chassis or ids is also asked without the owner's dealer in its filters, and by the dealer alone
          const variantes = q.p.usouTipo && q.p.usouDono ? [montar(r, tipo, dono, eu, 'semDealer'), montar(r, tipo, dono, eu, 'soDealer')] : [];
          for (const pedido of [q, ...variantes.filter((v) => !v.p.incompleta)]) {
            const chave = `${c.nome} ${r.method} ${pedido.url} ${JSON.stringify(pedido.body)}`;
            if (jaEnviados.has(chave)) continue;
            jaEnviados.add(chave);
            enviadas++;
            const antesPos = await posicao();
            const antesEsc = await escritas();
            const res = await enviar(token, r.method, pedido);
            const s = res.statusCode;
            const onde = `${c.nome} · ${r.chave} · ${tipo} → ${s} (${pedido.texto})`;
            const doEsquema = s === 400 && (res.json() as { errors: string[] }).errors.every((e) => ERRO_DE_ESQUEMA.test(e));
            const semFuncao = s === 403 && !permitido(permissao, c.perfil);
            if (doEsquema) peloEsquema++;
            else if (!semFuncao) alcancadas++;
            const escreveu = (await posicao()) !== antesPos || JSON.stringify(await escritas()) !== JSON.stringify(antesEsc);
            if (escreveu) inesperadas.push(`gravou (eventos ou linhas): ${onde}`);
            if (s >= 500) inesperadas.push(`5xx: ${onde} ${res.body.slice(0, 160)}`);
            else if (s >= 200 && s < 300) {
              const texto = await textoDaResposta(res);
              const achadas = marcas.filter((x) => texto.includes(x.m));
              if (achadas.length) inesperadas.push(`dados do dono (${achadas.map((x) => `${x.tipo}:${x.m}`).join(', ')}): ${onde}`);
              else if (pedido.p.usouDono && !escreveu) {
                // figures carry no chassis: a list or a sum filtered by the owner's dealer must be the caller's own, or nothing
                comparadas++;
                const proprio = semInstantes(await textoDaResposta(await enviar(token, r.method, montar(r, tipo, proprios.get(c.email)!, eu))));
                const vazio = semInstantes(await textoDaResposta(await enviar(token, r.method, montar(r, tipo, ninguem, eu))));
                const este = semInstantes(texto);
                if (este !== proprio && este !== vazio) inesperadas.push(`números do dono? ${onde} ${texto.slice(0, 200)} ≠ ${vazio.slice(0, 200)}`);
              }
            } else if (![400, 403, 404].includes(s)) inesperadas.push(`${onde} ${res.body.slice(0, 160)}`);
            else if (!doEsquema && !semFuncao) {
              // a refusal tells nothing: the same request for objects that do not exist gets the same answer
              comparadasInexistentes++;
              const inexistente = await enviar(token, r.method, montar(r, tipo, fantasma, eu, pedido.p.variante));
              const igual = inexistente.statusCode === s && semValores(inexistente.body, fantasma) === semValores(res.body, dono);
              if (!igual)
                inesperadas.push(`difere do inexistente (${inexistente.statusCode} ${inexistente.body.slice(0, 120)}): ${onde} ${res.body.slice(0, 120)}`);
            }
            if (pedido === q && r.method === 'GET' && (s === 404 || (s === 403 && !semFuncao))) {
              const k = `${r.chave} ${tipo}`;
              recusadas.set(k, { r, tipo, n: (recusadas.get(k)?.n ?? 0) + 1 });
            }
          }
        }
      }
    }
    // the control: the owner itself, and a user of its group with processosGrupo (who may see the group's data), get those
    // refused GET cells answered — so the refusal was about whose object it is, not a bad id
    const controle = async (email: string) => {
      const token = await t.login(email);
      const eu = (await dealerDe(email)).concessionariaId;
      const tipos = new Set<Tipo>();
      let n = 0;
      for (const x of recusadas.values()) {
        if (x.n !== chamadores.length) continue;
        if ((await enviar(token, x.r.method, montar(x.r, x.tipo, dono, eu))).statusCode !== 200) continue;
        n++;
        tipos.add(x.tipo);
      }
      return { n, tipos: [...tipos].sort() };
    };
    const doDono = await controle('dealer.morumbi@demo.portal.com.br');
    const doGrupo = await controle('grupo.autostar@demo.portal.com.br');
    console.log(
      `matriz de posse: ${rotas.length} rotas × ${TIPOS.length} tipos × ${chamadores.length} chamadores = ${celulas} células; ${enviadas} pedidos; ${alcancadas} chegaram ao handler (${peloEsquema} recusados pelo esquema, os demais 403 sem a função); ${comparadas} respostas filtradas pelo dealer do dono comparadas com as do próprio chamador e as de um dealer inexistente; ${comparadasInexistentes} recusas iguais às de objetos inexistentes; controle: das leituras recusadas aos outros, ${doDono.n} respondem 200 ao dono (${doDono.tipos.join(', ')}) e ${doGrupo.n} ao grupo com processosGrupo; inesperadas: ${inesperadas.length}`,
    );
    expect(inesperadas).toEqual([]);
    const PROVADOS: Tipo[] = ['arquivo', 'boleto', 'kpiCaptacao', 'kpiVeiculo', 'notaFiscal', 'pedido', 'troca', 'veiculo'];
    expect(doDono.tipos).toEqual(PROVADOS);
    expect(doGrupo.tipos).toEqual(PROVADOS);
  }, 600_000);
});
