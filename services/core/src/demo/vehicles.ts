import type { Db } from '../kernel/index.ts';
import { loadPrincipal, type Principal } from '../access/principal.ts';
import {
  registrarVeiculo,
  novaAlocacao,
  alterarStatus,
  cancelarPedidos,
  registrarFatoExterno,
  disponibilizar,
  alterarNsc,
  bloquearTroca,
  type NovoVeiculo,
} from '../vehicles/index.ts';
import type { Actor } from '../kernel/index.ts';
import { gerarSolicitacao, liberarStatus } from '../billing/commands.ts';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';

/** How many demo vehicles: the full demo (2,000) unless DEMO_VEICULOS says otherwise (the test tiers set 40 in vitest.config.ts). */
export function demoVehicleCount(): number {
  const env = Number(process.env.DEMO_VEICULOS);
  if (Number.isFinite(env) && env >= 0 && process.env.DEMO_VEICULOS !== undefined) return env;
  return 2000;
}

const CORES_EXT = ['Santorini Black', 'Fuji White', 'Eiger Grey', 'Carpathian Grey', 'Firenze Red', 'Portofino Blue', 'Hakuba Silver', 'Lantau Bronze'];
const CORES_INT = ['Ebony', 'Light Oyster', 'Ebony/Ivory', 'Siena Tan', 'Mars Red'];
const OPCIONAIS = [
  ['011AA', 'Teto solar panorâmico'],
  ['025KA', 'Pacote Cold Climate'],
  ['086GC', 'Head-up display'],
  ['032DV', 'Câmera 360°'],
  ['033BF', 'Meridian Sound System'],
  ['041CS', 'Rodas 22"'],
  ['064FN', 'Bancos climatizados'],
  ['088KB', 'Piloto automático adaptativo'],
] as const;

/** Which move chain each demo vehicle goes through (every status of DECISIONS.md). */
const CENARIOS = [
  'cota',
  'cota',
  'cota',
  'cota',
  'cota',
  'cota',
  'solicitado',
  'solicitado',
  'faturado',
  'faturado',
  'faturado',
  'faturado',
  'pipelineFuturo',
  'pipelineFuturo',
  'bolsao',
  'bolsao',
  'nsc',
  'pocket',
  'aguardando',
  'consignado',
  'reservado',
  'vendaDireta',
  'bloqueado',
  'cancelado',
  'troca',
  'indisponivel',
  'processandoStatus',
  'processandoFaturamento',
  'falha',
  'disponibilizado',
  'bloqueadoTroca',
] as const;
type Cenario = (typeof CENARIOS)[number];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const addDias = (data: string, n: number) => {
  const d = new Date(`${data}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo vehicles, created through the same commands as the portal (so every history log is real):
 * both brands, every status, several dealers.
 */
export async function seedVehicles(deps: { db: Db; now: () => Date }, opts: { count?: number } = {}): Promise<number> {
  const count = opts.count ?? demoVehicleCount();
  if (count <= 0) return 0;
  const { db } = deps;
  const ctx = { correlationId: 'carga-demo-veiculos' };
  const adminRow = await db.selectFrom('participantes').select('id').where('email', '=', 'admin@demo.portal.com.br').executeTakeFirstOrThrow();
  const admin = (await loadPrincipal(db, adminRow.id, null))!;
  const fatRow = await db.selectFrom('participantes').select('id').where('email', '=', 'faturamento@demo.portal.com.br').executeTakeFirst();
  const faturamento = (fatRow ? await loadPrincipal(db, fatRow.id, null) : null) ?? admin;
  const derivs = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
    .select(['d.id', 'd.descricao', 'm.id as modeloId', 'm.descricao as modelo', 'ma.id as marcaId', 'ma.nome as marca'])
    .orderBy('d.id')
    .execute();
  const anos = await db.selectFrom('anos_modelo').select('id').orderBy('ano').execute();
  // the dealers with demo users first, so their screens have vehicles
  const dealers = (await db.selectFrom('concessionarias').select(['id', 'codigo_dealer']).where('status', '=', 1).orderBy('codigo_dealer').execute()).map(
    (d) => d.id,
  );
  const hoje = dataEmSaoPaulo(deps.now());
  const rand = rng(20261122);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

  const porCenario = new Map<string, number[]>();
  const LOTE = 100;
  for (let inicio = 0; inicio < count; inicio += LOTE) {
    // registrations in batches of 100 per transaction: the same command, fewer commits
    await db.transaction().execute(async (trx) => {
      for (let i = inicio; i < Math.min(count, inicio + LOTE); i++) await registrar(trx, i);
    });
  }
  async function registrar(trx: Db, i: number) {
    const d = derivs[i % derivs.length]!;
    const cenario: Cenario = i < CENARIOS.length ? CENARIOS[i]! : pick(CENARIOS);
    const dealer = dealers[i % Math.min(dealers.length, 12)]!;
    const disp = addDias(hoje, Math.floor(rand() * 150) - 60);
    const comDealer = !['pipelineFuturo', 'bolsao', 'nsc', 'pocket', 'disponibilizado', 'indisponivel', 'processandoStatus'].includes(cenario);
    const inicial: NovoVeiculo['status'] =
      cenario === 'bolsao' || cenario === 'nsc' || cenario === 'disponibilizado'
        ? 121
        : cenario === 'pocket'
          ? 120
          : cenario === 'indisponivel' || cenario === 'processandoStatus'
            ? 4
            : 0;
    const opcionais = OPCIONAIS.filter(() => rand() < 0.35).map(([codigo, descricao]) => ({ codigo, descricao }));
    const vin = `${d.marca === 'Jaguar' ? 'SAJ' : 'SAL'}${String.fromCharCode(65 + (i % 26))}A2BE${String(i + 1).padStart(9, '0')}`.slice(0, 17);
    const dados: NovoVeiculo = {
      pedido: String(5_100_000 + i),
      chassi: vin,
      marcaId: d.marcaId,
      modeloId: d.modeloId,
      derivativoId: d.id,
      descricao: `${d.modelo} ${d.descricao}`.toUpperCase(),
      anoModeloId: pick(anos).id,
      corInterna: pick(CORES_INT),
      corExterna: pick(CORES_EXT),
      specs: opcionais,
      tipoPedidoComum: 'Contrato Vista',
      tipoPedidoMarca: pick(['Stock', 'Cliente', 'Demo']),
      status: inicial,
      // Cota vehicles arrive without a dealer and are allocated (Nova Alocação), so their log shows it
      concessionariaId: null,
      dataDisponibilidade: disp,
      dataProrrogacaoFaturamento: addDias(disp, 45),
    };
    const id = await registrarVeiculo({ db: trx, now: deps.now }, faturamento, dados, ctx);
    const chave = comDealer || cenario === 'pipelineFuturo' ? `${cenario}:${dealer}` : cenario;
    porCenario.set(chave, [...(porCenario.get(chave) ?? []), id]);
  }

  const dealerAtor = new Map<number, Actor>();
  for (const [chave, ids] of porCenario) {
    const [cenario, dealerTxt] = chave.split(':') as [Cenario, string | undefined];
    const dealer = dealerTxt ? Number(dealerTxt) : null;
    if (dealer && cenario !== 'pipelineFuturo') await novaAlocacao(deps, admin, { veiculoIds: ids, concessionariaId: dealer }, ctx);
    if (!dealerAtor.has(dealer ?? 0)) dealerAtor.set(dealer ?? 0, admin);
    const pedir = (tipoVendaId: number, tipoPagamentoId: number | null) =>
      gerarSolicitacao(
        deps,
        admin,
        { veiculoId: ids, tipoVendaId, tipoPagamentoId, dealerSolicitante: dealer, faturarAssimQuePossivel: true, prioridade: false },
        ctx,
      );
    const fato = async (f: Parameters<typeof registrarFatoExterno>[3]) => {
      for (const id of ids) await registrarFatoExterno(deps, faturamento, id, f, ctx);
    };
    switch (cenario) {
      case 'solicitado':
        await pedir(1, 1);
        break;
      case 'faturado':
        await pedir(1, 2);
        await fato({ type: 'VeiculoFaturado', notaFiscal: String(100_000 + ids[0]!), dataFaturamento: hoje });
        break;
      case 'processandoFaturamento':
        await pedir(1, 1);
        await fato({ type: 'ProcessamentoFaturamentoIniciado' });
        break;
      case 'falha':
        await pedir(1, 3);
        await fato({ type: 'ProcessamentoFaturamentoIniciado' });
        await fato({ type: 'FalhaFaturamentoRegistrada', motivo: 'SAP: cliente sem limite de crédito' });
        break;
      case 'aguardando':
        await pedir(4, 4);
        break;
      case 'consignado': {
        await pedir(2, null);
        const pedidos = await db.selectFrom('veiculos').select('faturamento_pedido_id').where('id', 'in', ids).execute();
        await liberarStatus(deps, faturamento, { faturamentoPedidoIds: pedidos.map((p) => p.faturamento_pedido_id!), status: 3 }, ctx);
        break;
      }
      case 'reservado':
        await pedir(3, null);
        break;
      case 'vendaDireta':
        await pedir(3, null);
        await fato({ type: 'VendaDiretaAprovada' });
        break;
      case 'bloqueado':
        await alterarStatus(deps, admin, { veiculoId: ids, status: 5, motivo: 'Avaria no transporte' }, ctx);
        break;
      case 'cancelado':
        await cancelarPedidos(deps, admin, { ids, motivo: 'Pedido cancelado pela fábrica' }, ctx);
        break;
      case 'troca':
        await alterarStatus(deps, admin, { veiculoId: ids, status: 11 }, ctx);
        break;
      case 'bloqueadoTroca':
        await bloquearTroca(deps, admin, { bloquearTroca: true, veiculosBloquear: ids }, ctx);
        break;
      case 'pipelineFuturo':
        await alterarStatus(deps, admin, { veiculoId: ids, status: 12, concessionariaId: dealer }, ctx);
        break;
      case 'nsc':
        await alterarNsc(deps, admin, { veiculoIds: ids, status: 1 }, ctx);
        break;
      case 'disponibilizado':
        await disponibilizar(deps, admin, { veiculoId: ids, concessionariaId: dealers[0]! }, ctx);
        break;
      case 'processandoStatus':
        await fato({ type: 'DisponibilidadeAtualizada', status: 8, dataDisponibilidade: null, dataProrrogacaoFaturamento: null });
        break;
      default:
        break;
    }
  }
  return count;
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
