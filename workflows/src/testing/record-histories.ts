/**
 * Records one Temporal history per representative path of every workflow type into `workflows/histories/`, where the
 * unit tier replays them (`src/replay.unit.test.ts`): a change to a workflow that would break a running execution then
 * fails before it is deployed.
 *
 *   pnpm histories:record            (= node --import tsx workflows/src/testing/record-histories.ts)
 *   pnpm histories:record --only expirarTrocaWorkflow   (one workflow type, repeatable; the other files are kept)
 *
 * Like the int tests it runs a headless `temporal server start-dev`, a fresh PostgreSQL test database (seeded with the
 * demo, no vehicles) and the portal's worker (without its own sweeps: this script starts every execution itself), plus an
 * SMTP sink. It takes about two and a half minutes: the sweeps' timers (1 and 2 minutes, constants of the workflows) are
 * waited once so that a timer that fires is recorded next to one cancelled by a signal.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import type { Client, WorkflowHandle } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils.js';
import type { TestDb } from '@portal/core/testing/db';
import { enqueueEmail } from '@portal/core/email/outbox';
import { aceitarTroca, solicitarTroca } from '@portal/core/swaps/commands';
import { marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { ENVIAR_EMAIL_WORKFLOW, TASK_QUEUE, VARRER_CAIXA_SAIDA_ID, VARRER_CAIXA_SAIDA_WORKFLOW, emailWorkflowId } from '@portal/contracts/workflows';
import {
  EXPIRAR_TROCA_WORKFLOW,
  SINAIS_TROCA,
  TROCA_AUTOMATICA_WORKFLOW,
  VARRER_TROCAS_AGORA,
  VARRER_TROCAS_ID,
  VARRER_TROCAS_WORKFLOW,
  expiracaoTrocaWorkflowId,
} from '@portal/contracts/swaps/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import {
  IMPORTACAO_WORKFLOW,
  importacaoWorkflowId,
  VARRER_IMPORTACOES_AGORA,
  VARRER_IMPORTACOES_ID,
  VARRER_IMPORTACOES_WORKFLOW,
} from '@portal/contracts/imports/workflows';
import { VARRER_ARQUIVOS_AGORA, VARRER_ARQUIVOS_ID, VARRER_ARQUIVOS_WORKFLOW } from '@portal/contracts/uploads/workflows';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { registrarImportacao } from '@portal/core/imports/index';
import { ArmazenamentoEmDisco, registrarArquivo, type Armazenamento } from '@portal/core/storage/index';
import { planilha } from '@portal/core/testing/imports';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { bancoETemporal, encerrar, until as waitUntil } from './ambiente.ts';
import { varrerAgoraSignal } from '../email/signals.ts';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { emitirBoleto, marcarWorkflowIniciado, reemitirBoleto } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import type { BancoSandbox } from '@portal/core/boletos/bank/sandbox';
import {
  BOLETO_WORKFLOW,
  SINAIS_BOLETO,
  VARRER_BOLETOS_AGORA,
  VARRER_BOLETOS_ID,
  VARRER_BOLETOS_WORKFLOW,
  boletoWorkflowId,
} from '@portal/contracts/boletos/workflows';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { ORDER_CALL_WORKFLOW, orderCallWorkflowId } from '@portal/contracts/order-call/workflows';
import { cadastrarPlano } from '@portal/core/order-call/index';
import {
  PRAZO_ENCERRADO,
  PRAZO_WORKFLOW,
  VARRER_PRAZOS_AGORA,
  VARRER_PRAZOS_ID,
  VARRER_PRAZOS_WORKFLOW,
  chavePrazo,
  prazoWorkflowId,
} from '@portal/contracts/prazos/workflows';
import { prazoDe } from '@portal/core/prazos/index';
import { marcarWorkflowIniciado as marcarPrazoIniciado } from '@portal/core/prazos/marcos';

/** Where the histories live (one `<workflowType>-<path>.json` each). */
const HISTORIES_DIR = fileURLToPath(new URL('../../histories/', import.meta.url));

/** every path runs at once, on a loaded machine: its conditions get 3 minutes */
const until = <T>(what: string, f: () => Promise<T | undefined | null | false>, timeoutMs = 180_000) => waitUntil(what, f, timeoutMs);

type Event = NonNullable<Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']>[number];
/** How many events of the history satisfy `is` (e.g. `(e) => e.timerStartedEventAttributes != null`). */
async function count(handle: WorkflowHandle, is: (e: Event) => boolean): Promise<number> {
  return ((await handle.fetchHistory()).events ?? []).filter(is).length;
}
const timerStarted = (e: Event) => e.timerStartedEventAttributes != null;
const timerFired = (e: Event) => e.timerFiredEventAttributes != null;

/**
 * Host names and pids say nothing about determinism: the recorded identities (`pid@host`, also the prefix of the
 * worker's sticky task queue) are replaced by a fixed one.
 */
function anonymise(json: string): string {
  const identities = new Set([...json.matchAll(/"identity":\s*"([^"]+)"/g)].map((m) => m[1]!));
  let out = json;
  for (const id of identities) out = out.replaceAll(id, 'record-histories');
  return out;
}

/** A real SMTP listener that accepts everything. */
async function smtpSink(port: number): Promise<SMTPServer> {
  const s = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, cb) {
      stream.on('data', () => {});
      stream.on('end', () => cb());
    },
  });
  await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', () => resolve()));
  return s;
}

interface Ctx {
  client: Client;
  tdb: TestDb;
  admin: Principal;
  morumbi: Principal;
  barra: Principal;
  banco: BancoSandbox;
  armazenamento: Armazenamento;
}

/** One recorded path: drives an execution to the state worth keeping and returns its handle (pinned to the run). */
interface Path {
  workflowType: string;
  path: string;
  run(ctx: Ctx): Promise<WorkflowHandle>;
}

const now = () => new Date();
/** the worker activities' clock (the boleto's expiry path moves it past the due date) */
const relogio = { deslocamentoMs: 0 };
const relogioNow = () => new Date(Date.now() + relogio.deslocamentoMs);
const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321', comentario: null };
const mensagem = (para: string) => ({ para, assunto: 'Histórico de replay', texto: 'Olá.', html: '<p>Olá.</p>' });

/** A Pendente swap request whose duration ends `ms` from now (its expiry start stays pending in `trocas_expiracao`). */
async function pedido(ctx: Ctx, ms: number) {
  const { db } = ctx.tdb;
  const alvo = await veiculoDe(db, now, ctx.admin, ctx.barra, { troca: true });
  const oferta = await veiculoDe(db, now, ctx.admin, ctx.morumbi);
  const r = await solicitarTroca(
    { db, now, venceEm: () => new Date(Date.now() + ms) },
    ctx.morumbi,
    { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato },
    { correlationId: 'record-histories' },
  );
  return { ...r, oferta };
}

/** Starts `swap-expiry-<id>` as the API does (then marks the start done), pinned to its run. */
async function iniciarExpiracao(ctx: Ctx, trocaId: number, venceEm: string): Promise<WorkflowHandle> {
  const h = await ctx.client.workflow.start(EXPIRAR_TROCA_WORKFLOW, {
    taskQueue: TASK_QUEUE,
    workflowId: expiracaoTrocaWorkflowId(trocaId),
    args: [trocaId, venceEm],
  });
  await marcarExpiracaoIniciada(ctx.tdb.db, trocaId, now());
  return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
}

/**
 * A sweep (`for` loop of activity + `condition(signal, interval)`): two passes woken by its signal (the timer is
 * cancelled), then one woken by its own timer, then stopped as a newer worker stops it (terminated).
 */
async function varrer(ctx: Ctx, workflowType: string, workflowId: string, signal: string, antes: () => Promise<unknown>): Promise<WorkflowHandle> {
  const h = await ctx.client.workflow.start(workflowType, { taskQueue: TASK_QUEUE, workflowId, args: [] });
  const handle = ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
  for (let volta = 1; volta <= 2; volta++) {
    await until(`${workflowType}: volta ${volta} esperando`, async () => (await count(handle, timerStarted)) >= volta);
    await antes();
    await handle.signal(signal);
  }
  await until(`${workflowType}: volta 3 esperando`, async () => (await count(handle, timerStarted)) >= 3);
  await until(`${workflowType}: o timer da volta 3 disparar`, async () => (await count(handle, timerFired)) >= 1, 200_000);
  await until(`${workflowType}: volta 4 esperando`, async () => (await count(handle, timerStarted)) >= 4);
  await handle.terminate('record-histories: varredura encerrada (um worker novo a substitui)');
  return handle;
}

/** Starts `prazo-troca-<id>` as the API does (then marks the start done), pinned to its run. */
async function iniciarPrazoDaTroca(ctx: Ctx, trocaId: number): Promise<WorkflowHandle> {
  const chave = chavePrazo('troca', trocaId);
  const p = (await prazoDe(ctx.tdb.db, chave))!;
  const h = await ctx.client.workflow.start(PRAZO_WORKFLOW, {
    taskQueue: TASK_QUEUE,
    workflowId: prazoWorkflowId(chave),
    args: [chave, p.lembreteEm, p.venceEm],
  });
  await marcarPrazoIniciado(ctx.tdb.db, chave, now());
  return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
}

/** A boleto of a pré-pagamento order at step 10, recorded Não Emitido (its workflow start stays pending). */
async function boleto(ctx: Ctx, valor: number) {
  const { db } = ctx.tdb;
  const pedidoId = await pedidoDeTeste(db, now, { admin: ctx.admin, dealer: ctx.morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
  const hoje = dataEmSaoPaulo(new Date());
  const { boletoId } = await emitirBoleto(
    { db, now },
    ctx.admin,
    pedidoId,
    {
      tipoPagamento: 'Parcial',
      valorTotal: 494_000,
      valorParcial: valor,
      numeroParcela: 1,
      quantidadeVezes: 3,
      dataEmissao: fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje,
    },
    { correlationId: 'record-histories' },
  );
  return boletoId;
}
async function iniciarBoletoAgora(ctx: Ctx, boletoId: number, venceEm: string): Promise<WorkflowHandle> {
  const h = await ctx.client.workflow.start(BOLETO_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: boletoWorkflowId(boletoId), args: [boletoId, venceEm] });
  await marcarWorkflowIniciado(ctx.tdb.db, boletoId, now());
  return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
}

const PATHS: Path[] = [
  {
    workflowType: ENVIAR_EMAIL_WORKFLOW,
    path: 'enviado',
    async run(ctx) {
      const id = await enqueueEmail(ctx.tdb.db, mensagem('enviado@demo.portal.com.br'));
      const h = await ctx.client.workflow.start(ENVIAR_EMAIL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: emailWorkflowId(id), args: [id] });
      if ((await h.result()) !== 'enviado') throw new Error('enviarEmailWorkflow: esperava enviado');
      return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
    },
  },
  {
    workflowType: ENVIAR_EMAIL_WORKFLOW,
    path: 'ja-enviado',
    async run(ctx) {
      const id = await enqueueEmail(ctx.tdb.db, mensagem('ja-enviado@demo.portal.com.br'));
      await ctx.client.workflow.execute(ENVIAR_EMAIL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: emailWorkflowId(id), args: [id] });
      const h = await ctx.client.workflow.start(ENVIAR_EMAIL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: `${emailWorkflowId(id)}-de-novo`, args: [id] });
      if ((await h.result()) !== 'jaEnviado') throw new Error('enviarEmailWorkflow: esperava jaEnviado');
      return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
    },
  },
  {
    workflowType: VARRER_CAIXA_SAIDA_WORKFLOW,
    path: 'voltas',
    // each signalled pass finds one e-mail nobody dispatched
    run: (ctx) =>
      varrer(ctx, VARRER_CAIXA_SAIDA_WORKFLOW, VARRER_CAIXA_SAIDA_ID, varrerAgoraSignal.name, () =>
        enqueueEmail(ctx.tdb.db, mensagem('esquecido@demo.portal.com.br')),
      ),
  },
  {
    workflowType: EXPIRAR_TROCA_WORKFLOW,
    path: 'respondida',
    async run(ctx) {
      const t = await pedido(ctx, 120_000);
      const handle = await iniciarExpiracao(ctx, t.trocaId, t.venceEm);
      await until('swap-expiry esperando', async () => (await count(handle, timerStarted)) >= 1);
      await aceitarTroca(
        { db: ctx.tdb.db, now },
        ctx.barra,
        { veiculoTrocaPedidoId: t.trocaId, veiculoPropostoId: t.oferta },
        { correlationId: 'record-histories' },
      );
      await handle.signal(SINAIS_TROCA.aceita);
      const fim = (await handle.result()) as { resultado: string };
      if (fim.resultado !== 'respondida') throw new Error(`expirarTrocaWorkflow: esperava respondida, veio ${JSON.stringify(fim)}`);
      return handle;
    },
  },
  {
    workflowType: EXPIRAR_TROCA_WORKFLOW,
    path: 'expirada',
    async run(ctx) {
      const t = await pedido(ctx, 1500);
      const handle = await iniciarExpiracao(ctx, t.trocaId, t.venceEm);
      const fim = (await handle.result()) as { resultado: string };
      if (fim.resultado !== 'expirada') throw new Error(`expirarTrocaWorkflow: esperava expirada, veio ${JSON.stringify(fim)}`);
      return handle;
    },
  },
  {
    workflowType: VARRER_TROCAS_WORKFLOW,
    path: 'voltas',
    // each signalled pass finds one request whose expiry nobody started
    run: (ctx) => varrer(ctx, VARRER_TROCAS_WORKFLOW, VARRER_TROCAS_ID, VARRER_TROCAS_AGORA, () => pedido(ctx, 600_000)),
  },
  {
    workflowType: PRAZO_WORKFLOW,
    path: 'vencido',
    // a request due in 3 s whose expiry nobody runs: the reminder halfway, then the late mark
    async run(ctx) {
      const t = await pedido(ctx, 3000);
      const handle = await iniciarPrazoDaTroca(ctx, t.trocaId);
      const fim = (await handle.result()) as { resultado: string };
      if (fim.resultado !== 'vencido') throw new Error(`prazoWorkflow: esperava vencido, veio ${JSON.stringify(fim)}`);
      return handle;
    },
  },
  {
    workflowType: PRAZO_WORKFLOW,
    path: 'encerrado',
    async run(ctx) {
      const t = await pedido(ctx, 600_000);
      const handle = await iniciarPrazoDaTroca(ctx, t.trocaId);
      await until('prazo esperando', async () => (await count(handle, timerStarted)) >= 1);
      await handle.signal(PRAZO_ENCERRADO);
      const fim = (await handle.result()) as { resultado: string };
      if (fim.resultado !== 'encerrado') throw new Error(`prazoWorkflow: esperava encerrado, veio ${JSON.stringify(fim)}`);
      return handle;
    },
  },
  {
    workflowType: VARRER_PRAZOS_WORKFLOW,
    path: 'voltas',
    // each signalled pass finds one request whose deadline workflow nobody started
    run: (ctx) => varrer(ctx, VARRER_PRAZOS_WORKFLOW, VARRER_PRAZOS_ID, VARRER_PRAZOS_AGORA, () => pedido(ctx, 600_000)),
  },
  {
    workflowType: BOLETO_WORKFLOW,
    path: 'pago',
    async run(ctx) {
      const id = await boleto(ctx, 10_000);
      const handle = await iniciarBoletoAgora(ctx, id, new Date(Date.now() + 3 * 86_400_000).toISOString());
      await until('boleto emitido e esperando', async () => (await count(handle, timerStarted)) >= 1);
      await ctx.banco.pagar(id);
      await handle.signal(SINAIS_BOLETO.pago);
      if ((await handle.result()) !== 'pago') throw new Error('boletoWorkflow: esperava pago');
      return handle;
    },
  },
  {
    workflowType: BOLETO_WORKFLOW,
    path: 'vencido-reemitido',
    async run(ctx) {
      // the due date ends in 2 s for the workflow; the activities' clock is moved 10 days on until the boleto is Vencido
      // (the other paths do not mind: their activities only compare with the clock after their own timers)
      const id = await boleto(ctx, 20_000);
      const handle = await iniciarBoletoAgora(ctx, id, new Date(Date.now() + 2000).toISOString());
      await until(
        'boleto emitido',
        async () => (await ctx.tdb.db.selectFrom('boletos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 2,
      );
      relogio.deslocamentoMs = 10 * 86_400_000;
      try {
        await until(
          'boleto vencido',
          async () => (await ctx.tdb.db.selectFrom('boletos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 5,
        );
        await reemitirBoleto({ db: ctx.tdb.db, now: relogioNow }, ctx.admin, id, { correlationId: 'record-histories' });
      } finally {
        relogio.deslocamentoMs = 0;
      }
      await handle.signal(SINAIS_BOLETO.cancelado);
      if ((await handle.result()) !== 'cancelado') throw new Error('boletoWorkflow: esperava cancelado');
      return handle;
    },
  },
  {
    workflowType: VARRER_BOLETOS_WORKFLOW,
    path: 'voltas',
    // each signalled pass finds one boleto whose workflow nobody started
    run: (ctx) => varrer(ctx, VARRER_BOLETOS_WORKFLOW, VARRER_BOLETOS_ID, VARRER_BOLETOS_AGORA, () => boleto(ctx, 1_000)),
  },
  {
    workflowType: TROCA_AUTOMATICA_WORKFLOW,
    path: 'diaria',
    async run(ctx) {
      // started as the schedule `troca-automatica-diaria` starts it (same workflow id and arguments)
      const h = await ctx.client.workflow.start(TROCA_AUTOMATICA_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: 'troca-automatica', args: [] });
      await h.result();
      return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
    },
  },
  {
    workflowType: IMPORTACAO_WORKFLOW,
    path: 'processado',
    async run(ctx) {
      // a Preço file of 3 rows, stored and recorded as the upload call does
      const d = await ctx.tdb.db
        .selectFrom('derivativos as d')
        .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
        .select(['d.descricao', 'm.descricao as modelo'])
        .orderBy('d.id')
        .executeTakeFirstOrThrow();
      const bytes = await planilha([
        abaPreco.colunas.map((c) => c.nome),
        ...[1, 2, 3].map((i) => [d.modelo, d.descricao, '2026', String(100_000 * i), `0${i}/01/2030`]),
      ]);
      const g = await ctx.armazenamento.put(
        (async function* () {
          yield bytes;
        })(),
        { tamanhoMaximo: 1e7 },
      );
      const arquivoId = randomUUID();
      await registrarArquivo(ctx.tdb.db, {
        id: arquivoId,
        chave: g.chave,
        nome: 'precos.xlsx',
        tipoConteudo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        tamanho: g.tamanho,
        sha256: g.sha256,
        enviadoPorId: ctx.admin.userId,
        enviadoPorNome: ctx.admin.nome,
        espelhoAdminId: null,
        concessionariaId: null,
        enviadoEm: new Date(),
        finalidade: 'importacao',
      });
      const id = await registrarImportacao(ctx.tdb.db, {
        arquivo: 3,
        parametros: {},
        nomeArquivo: 'precos.xlsx',
        arquivoId,
        total: 3,
        usuarioId: ctx.admin.userId,
        usuarioNome: ctx.admin.nome,
        agora: new Date(),
      });
      const h = await ctx.client.workflow.start(IMPORTACAO_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: importacaoWorkflowId(id), args: [id] });
      if ((await h.result()) !== 2) throw new Error('importacaoWorkflow: esperava 2 OK');
      return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
    },
  },
  {
    workflowType: VARRER_IMPORTACOES_WORKFLOW,
    path: 'voltas',
    run: (ctx) => varrer(ctx, VARRER_IMPORTACOES_WORKFLOW, VARRER_IMPORTACOES_ID, VARRER_IMPORTACOES_AGORA, async () => {}),
  },
  {
    // its timer is an hour: the passes are run by the signal, and the recording ends with the third one waiting
    workflowType: VARRER_ARQUIVOS_WORKFLOW,
    path: 'voltas',
    async run(ctx) {
      const h = await ctx.client.workflow.start(VARRER_ARQUIVOS_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: VARRER_ARQUIVOS_ID, args: [] });
      const handle = ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
      for (let volta = 1; volta <= 2; volta++) {
        await until(`${VARRER_ARQUIVOS_WORKFLOW}: volta ${volta} esperando`, async () => (await count(handle, timerStarted)) >= volta);
        await handle.signal(VARRER_ARQUIVOS_AGORA);
      }
      await until(`${VARRER_ARQUIVOS_WORKFLOW}: volta 3 esperando`, async () => (await count(handle, timerStarted)) >= 3);
      await handle.terminate('record-histories: varredura encerrada (um worker novo a substitui)');
      return handle;
    },
  },
  {
    workflowType: ORDER_CALL_WORKFLOW,
    path: 'processado',
    async run(ctx) {
      // a plan of 6 model types × 2 cycles: two distribution steps, then the end
      const modelos = await ctx.tdb.db.selectFrom('modelos').select('id').orderBy('id').limit(6).execute();
      const corpo = {
        anoFiscal: 2027,
        mes: 11,
        modelos: modelos.map((m) => ({
          id: m.id,
          ciclos: [
            { id: 202611, quantidade: 25 },
            { id: 202612, quantidade: 7 },
          ],
        })),
      };
      const { id } = await cadastrarPlano({ db: ctx.tdb.db, now: () => new Date() }, ctx.admin, { correlationId: 'historico' }, corpo);
      const h = await ctx.client.workflow.start(ORDER_CALL_WORKFLOW, {
        taskQueue: TASK_QUEUE,
        workflowId: orderCallWorkflowId(id),
        args: [id, ctx.admin.nome],
      });
      await h.result();
      return ctx.client.workflow.getHandle(h.workflowId, h.firstExecutionRunId);
    },
  },
];

async function main() {
  const { values } = parseArgs({
    // `pnpm histories:record -- --only X` passes the `--` along
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { only: { type: 'string', multiple: true } },
  });
  const only = values.only;
  const unknown = (only ?? []).filter((t) => !PATHS.some((p) => p.workflowType === t));
  if (unknown.length)
    throw new Error(`nenhum caminho gravado para ${unknown.join(', ')} (tipos: ${[...new Set(PATHS.map((p) => p.workflowType))].join(', ')})`);
  const paths = only ? PATHS.filter((p) => only.includes(p.workflowType)) : PATHS;

  let tdb: TestDb | undefined;
  let temporal: TemporalDevServer | undefined;
  let worker: PortalWorker | undefined;
  let running: Promise<void> | undefined;
  let smtp: SMTPServer | undefined;
  const t0 = Date.now();
  try {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_histories', { vehicles: 0, now }));
    const smtpPort = await freePort();
    smtp = await smtpSink(smtpPort);
    const banco = criarBancoBoletos({ db: tdb.db, env: {}, now }) as BancoSandbox;
    const armazenamento = await ArmazenamentoEmDisco.abrir(mkdtempSync(join(tmpdir(), 'portal-historicos-')));
    worker = await createWorker({
      armazenamento,
      banco,
      now: relogioNow,
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'Portal <nao-responda@portal.local>' },
      sweep: false,
    });
    running = worker.run();
    const ctx: Ctx = {
      client: worker.client,
      tdb,
      admin: await principal(tdb.db, 'admin@demo.portal.com.br'),
      morumbi: await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br'),
      barra: await principal(tdb.db, 'dealer.barra@demo.portal.com.br'),
      banco,
      armazenamento,
    };

    // all paths at once (the sweeps wait for their timers); files are written only when every path succeeded
    const recorded = await Promise.all(
      paths.map(async (p) => {
        const handle = await p.run(ctx);
        const json = anonymise(historyToJSON(await handle.fetchHistory()));
        console.error(`[histories] ${p.workflowType}-${p.path}: ${(JSON.parse(json) as { events: unknown[] }).events.length} eventos`);
        return { file: `${p.workflowType}-${p.path}.json`, json };
      }),
    );

    mkdirSync(HISTORIES_DIR, { recursive: true });
    const types = new Set(paths.map((p) => p.workflowType));
    for (const f of readdirSync(HISTORIES_DIR)) {
      if (f.endsWith('.json') && types.has(f.slice(0, f.indexOf('-')))) rmSync(join(HISTORIES_DIR, f));
    }
    for (const { file, json } of recorded) writeFileSync(join(HISTORIES_DIR, file), `${json}\n`);
    console.error(`[histories] ${recorded.length} históricos em ${HISTORIES_DIR} (${Math.round((Date.now() - t0) / 1000)} s)`);
  } finally {
    await encerrar({ worker, running, temporal, tdb }, async () => {
      if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
    });
  }
}

await main();
