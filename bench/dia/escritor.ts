/**
 * The writer of bench:dia in a process of its own: ~`porSegundo` writes a second through the API's real routes while
 * the readers read — order saves (`PUT pedidos/{id}`, the data-only path), billing requests
 * (`PUT veiculos/faturamentos/gerar`), vehicles moved to another dealer (`POST veiculos/nova-alocacao`), swap requests
 * (`POST veiculos/troca/solicita`) and answers to pending ones (`POST veiculos/troca/pedido/rejeitar`) — and, from the
 * start, one import of a 100,000-row Faturamento file through the real upload (`POST importacoes?arquivo=2`) and its
 * Temporal workflow. Each write carries its Idempotency-Key. Prints one JSON line: per kind, writes/s, p50, p99, max and
 * the answers by status; and where the import got to.
 * Input: a JSON file named by argv[2]: see `Entrada`.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { summary } from '../lib.ts';
import { multipart } from '../drill/client.ts';

export interface Entrada {
  base: string;
  segundos: number;
  porSegundo: number;
  admin: string;
  /** draft orders and the token of their dealer's user */
  rascunhos: { id: number; token: string }[];
  faturar: { veiculoId: number; dealerId: number; token: string }[];
  alocar: { veiculoId: number; destinoId: number }[];
  solicitar: { veiculoId: number; token: string }[];
  responder: { trocaId: number; token: string }[];
  importacao: { arquivo: string; nome: string } | null;
}

const e = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Entrada;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function chamar(method: string, path: string, token: string, body?: unknown, bruto?: { contentType: string; dados: Buffer }) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
  if (bruto) headers['content-type'] = bruto.contentType;
  else if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const r = await fetch(`${e.base}/api/v1/${path}`, {
      method,
      headers,
      body: bruto ? new Uint8Array(bruto.dados) : body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await r.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: r.status, json };
  } catch {
    return { status: 0, json: null };
  }
}

type Kind = 'pedido-salvar' | 'faturamento' | 'alocacao' | 'troca-solicitar' | 'troca-responder';
const medidas = new Map<Kind, { lat: number[]; status: Record<string, number>; exemplo: string | null }>();
async function medir(kind: Kind, f: () => Promise<{ status: number; json: unknown }>) {
  const a = performance.now();
  const r = await f();
  let m = medidas.get(kind);
  if (!m) medidas.set(kind, (m = { lat: [], status: {}, exemplo: null }));
  m.lat.push(performance.now() - a);
  m.status[r.status] = (m.status[r.status] ?? 0) + 1;
  if ((r.status < 200 || r.status >= 300) && !m.exemplo) m.exemplo = JSON.stringify(r.json).slice(0, 300);
  return r;
}

// ---- order saves: each draft one write at a time, its body loaded once as the screen loads it
const livres = [...e.rascunhos];
const carregados = new Map<number, Record<string, unknown> & { pedidoSolicitante: object }>();
let seq = 0;
async function salvarPedido(): Promise<boolean> {
  const o = livres.shift();
  if (!o) return false;
  try {
    let c = carregados.get(o.id);
    if (!c) {
      const tela = await chamar('GET', `pedidos/${o.id}`, o.token);
      if (tela.status !== 200) return true;
      const { contexto: _c, versao: _v, steps: _s, ...corpo } = (tela.json as { data: Record<string, unknown> & { pedidoSolicitante: object } }).data;
      carregados.set(o.id, (c = corpo as Record<string, unknown> & { pedidoSolicitante: object }));
    }
    const body = { ...c, pedidoSolicitante: { ...c.pedidoSolicitante, complemento: `dia ${++seq}` } };
    await medir('pedido-salvar', () => chamar('PUT', `pedidos/${o.id}`, o.token, body));
  } finally {
    livres.push(o);
  }
  return true;
}

const faturar = [...e.faturar];
const alocar = [...e.alocar];
const solicitar = [...e.solicitar];
const responder = [...e.responder];
const contato = { contatoNome: 'Bench', contatoEmail: 'bench@exemplo.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'bench:dia' };

async function umaEscrita(): Promise<void> {
  const r = Math.random();
  if (r < 0.25 && (await salvarPedido())) return;
  if (r < 0.5 && faturar.length) {
    const v = faturar.pop()!;
    await medir('faturamento', () =>
      chamar('PUT', 'veiculos/faturamentos/gerar', v.token, {
        veiculoId: [v.veiculoId],
        tipoVendaId: 1,
        tipoPagamentoId: 1,
        dealerSolicitante: v.dealerId,
        dataFaturamento: null,
        faturarAssimQuePossivel: true,
      }),
    );
    return;
  }
  if (r < 0.7 && alocar.length) {
    const v = alocar.pop()!;
    await medir('alocacao', () => chamar('POST', 'veiculos/nova-alocacao', e.admin, { veiculoIds: [v.veiculoId], concessionariaId: v.destinoId }));
    return;
  }
  if (r < 0.85 && responder.length) {
    const t = responder.pop()!;
    await medir('troca-responder', () => chamar('POST', 'veiculos/troca/pedido/rejeitar', t.token, { veiculoTrocaPedidoId: t.trocaId }));
    return;
  }
  if (solicitar.length) {
    const s = solicitar.pop()!;
    await medir('troca-solicitar', () =>
      chamar('POST', 'veiculos/troca/solicita', s.token, { ...contato, veiculoInteresseId: s.veiculoId, veiculosPropostos: [], confirmarSemVeiculo: true }),
    );
  }
}

// ---- the import, sent at the start and followed until the end of the load
let importacao: Record<string, unknown> | null = null;
const t0 = performance.now();
const fim = t0 + e.segundos * 1000;
const acompanhar = (async () => {
  if (!e.importacao) return;
  const a = performance.now();
  const up = await chamar('POST', 'importacoes?arquivo=2', e.admin, undefined, multipart(e.importacao.nome, 'text/csv', readFileSync(e.importacao.arquivo)));
  const envio = Math.round(performance.now() - a);
  const id = (up.json as { data?: { id?: number } } | null)?.data?.id;
  if (up.status !== 200 || !id) {
    importacao = { envio: `${up.status} ${JSON.stringify(up.json).slice(0, 300)}` };
    return;
  }
  importacao = { id, envioMs: envio };
  while (performance.now() < fim) {
    const s = await chamar('GET', `importacoes/${id}`, e.admin);
    const d = (s.json as { data?: { status: number; lidas: number; total: number | null; ok: number; erro: number; aviso: number } })?.data;
    if (d) {
      importacao = { id, envioMs: envio, status: d.status, lidas: d.lidas, total: d.total, ok: d.ok, erro: d.erro, aviso: d.aviso };
      if ([2, 3, 4, 5, 7].includes(d.status)) {
        importacao.terminouEmS = +((performance.now() - a) / 1000).toFixed(1);
        return;
      }
    }
    await sleep(2000);
  }
})();

// ---- the paced writes: one started every 1/porSegundo s, at most 40 at a time
const emCurso = new Set<Promise<void>>();
const intervalo = 1000 / e.porSegundo;
for (let i = 0; performance.now() < fim; i++) {
  if (emCurso.size < 40) {
    const p = umaEscrita().catch(() => undefined);
    emCurso.add(p);
    void p.finally(() => emCurso.delete(p));
  }
  const proximo = t0 + (i + 1) * intervalo;
  await sleep(Math.max(0, proximo - performance.now()));
}
await Promise.all(emCurso);
await acompanhar;
const ms = performance.now() - t0;
const linhas = [...medidas].map(([k, m]) => ({ ...summary(k, m.lat, ms), status: m.status, ...(m.exemplo ? { recusa: m.exemplo } : {}) }));
// every write together: how many a second the API took (the writer starts ~porSegundo, at most 40 waiting)
const todas = [...medidas.values()];
linhas.push({
  ...summary(
    'todas as escritas',
    todas.flatMap((m) => m.lat),
    ms,
  ),
  status: todas.reduce<Record<string, number>>((s, m) => {
    for (const [k, n] of Object.entries(m.status)) s[k] = (s[k] ?? 0) + n;
    return s;
  }, {}),
});
process.stdout.write(JSON.stringify({ linhas, importacao }) + '\n');
