import { abaSpecs } from '@portal/contracts/imports/abas/specs';
import type { Opcional } from '@portal/contracts/settings/specs';
import { registrarProcessamentoSpec } from '../../specs/index.ts';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { CHASSI_VIN, linhaMsg, obrigatoria } from './comum.ts';

export interface LinhaSpecs {
  numeroPedido: string;
  chassi: string | null;
  codigoModelo: string;
  opcionais: Opcional[];
  status: 1 | 2 | null;
}
export interface ContextoSpecs {
  /** active codes of the selected model type (upper case) */
  codigos: ReadonlySet<string>;
}

export const specsMsg = {
  codigoDeOutroModelo: (c: string) => `O código ${c} não é um código ativo do modelo selecionado.`,
  opcionalInvalido: (o: string) => `Opcional inválido: "${o}" (use "código - descrição", separados por ";").`,
  status: 'A coluna "Status" aceita Aberto ou Encerrado.',
};

/** "086GG - Teto solar; 032DV" → options (code upper case, ≤ 20; description ≤ 200); null when one is malformed. */
export function opcionaisDaCelula(s: string): Opcional[] | string {
  const out: Opcional[] = [];
  for (const parte of s
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9.-]{1,20})(?:\s*-\s*(.{1,200}))?$/.exec(parte);
    if (!m) return specsMsg.opcionalInvalido(parte.slice(0, 40));
    out.push({ codigo: m[1]!.toUpperCase(), descricao: (m[2] ?? m[1]!).trim() });
  }
  return out;
}

/** Validates one Specs row (pure). */
export function validarSpecs(celulas: Readonly<Record<string, string>>, ctx: ContextoSpecs, vistas: ReadonlySet<string>): ResultadoLinha<LinhaSpecs> {
  const p = obrigatoria(celulas, 'Número Pedido');
  if ('erro' in p) return { status: 4, mensagem: p.erro };
  if (p.valor.length > 20) return { status: 4, mensagem: linhaMsg.textoLongo('Número Pedido', 20), chave: p.valor.slice(0, 20) };
  const numeroPedido = p.valor;
  if (vistas.has(numeroPedido)) return { status: 3, mensagem: linhaMsg.duplicado(numeroPedido), chave: numeroPedido };
  const chassi = (celulas.Chassi ?? '').trim().toUpperCase();
  if (chassi !== '' && !CHASSI_VIN.test(chassi)) return { status: 4, mensagem: linhaMsg.chassiInvalido, chave: numeroPedido };
  const c = obrigatoria(celulas, 'Código Modelo');
  if ('erro' in c) return { status: 4, mensagem: c.erro, chave: numeroPedido };
  const codigo = c.valor.toUpperCase();
  if (!ctx.codigos.has(codigo)) return { status: 4, mensagem: specsMsg.codigoDeOutroModelo(codigo.slice(0, 20)), chave: numeroPedido };
  const opcionais = opcionaisDaCelula(celulas.Opcionais ?? '');
  if (typeof opcionais === 'string') return { status: 4, mensagem: opcionais, chave: numeroPedido };
  const st = (celulas.Status ?? '').trim().toLowerCase();
  const status = st === '' ? null : st === 'aberto' ? 1 : st === 'encerrado' ? 2 : undefined;
  if (status === undefined) return { status: 4, mensagem: specsMsg.status, chave: numeroPedido };
  return { status: 2, chave: numeroPedido, valor: { numeroPedido, chassi: chassi || null, codigoModelo: codigo, opcionais, status } };
}

/**
 * Specs (arquivo 7): each order through `registrarProcessamentoSpec` (the compliance read model of /specs), processed
 * at the import's own instant, so a retried batch appends no second history entry.
 */
export const definicaoSpecs: DefinicaoImportacao<LinhaSpecs, ContextoSpecs> = {
  ...abaSpecs,
  async carregarContexto(db, params) {
    const r = await db
      .selectFrom('tipos_modelo_codigos')
      .select('codigo')
      .where('tipo_modelo_agrupado_id', '=', params.tipoModeloAgrupadoId ?? 0)
      .where('status', '=', 1)
      .execute();
    return { codigos: new Set(r.map((x) => x.codigo.toUpperCase())) };
  },
  validar: (linha, ctx, _params, vistas) => validarSpecs(linha.celulas, ctx, vistas),
  async gravarLote(trx, linhas, _params, importacaoId) {
    const imp = await trx.selectFrom('importacoes').select('data_importacao').where('id', '=', importacaoId).executeTakeFirstOrThrow();
    for (const { valor } of linhas) {
      const v = await trx.selectFrom('veiculos').select(['concessionaria_id']).where('pedido', '=', valor.numeroPedido).executeTakeFirst();
      await registrarProcessamentoSpec(trx, {
        numeroPedido: valor.numeroPedido,
        chassi: valor.chassi,
        concessionariaId: v?.concessionaria_id ?? null,
        codigoModelo: valor.codigoModelo,
        opcionais: valor.opcionais,
        dataProcessamento: imp.data_importacao,
        status: valor.status,
        importacaoId,
      });
    }
  },
};
