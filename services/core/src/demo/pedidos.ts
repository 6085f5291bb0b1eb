import type { Db } from '../kernel/index.ts';
import type { Principal } from '../access/principal.ts';
import { gerarSolicitacao } from '../billing/commands.ts';
import { criarPedido, salvarPedido } from '../direct-sales/commands.ts';
import { veiculoDe } from './vehicles.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { documentosParaAvancar } from '@portal/contracts/direct-sales/documentos';
import { NOME_TIPO_ARQUIVO, type TipoArquivoId } from '@portal/contracts/direct-sales/referencias';
import { gravarConteudo, registrarArquivo, type Armazenamento } from '../storage/index.ts';

/** A one-page PDF saying what it stands for (the demo's documents open in any viewer). */
export function pdfDeDemonstracao(titulo: string): Buffer {
  const texto = titulo.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const conteudo = `BT /F1 18 Tf 72 760 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const posicoes: number[] = [];
  objetos.forEach((o, i) => {
    posicoes.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const p of posicoes) pdf += `${String(p).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * The client's documents an order of `corpoPedido` needs to move forward (CPF/CNH, RG/CNH, proof of address, and the
 * financing authorisation of its financed payment), uploaded by `dealer` as the upload route records them. With a storage,
 * each is a real PDF in it (the demo: downloads work); without, only the metadata rows (tests that never download them).
 */
export async function documentosDoPedidoDeTeste(
  db: Db,
  now: () => Date,
  dealer: Principal,
  armazenamento?: Armazenamento,
): Promise<{ id: string; tipoArquivo: TipoArquivoId }[]> {
  const tipos = new Set<TipoArquivoId>();
  for (const step of [0, 3] as const) for (const d of documentosParaAvancar(1, step, [], { tipoPagamento: 2 })) tipos.add(d.tipoArquivo);
  const out: { id: string; tipoArquivo: TipoArquivoId }[] = [];
  for (const tipoArquivo of tipos) {
    const titulo = `${NOME_TIPO_ARQUIVO[tipoArquivo]} - Maria Cliente`;
    const pdf = pdfDeDemonstracao(titulo);
    const gravado = armazenamento
      ? await gravarConteudo(
          armazenamento,
          (async function* () {
            yield pdf;
          })(),
          { tipos: ['pdf'], tamanhoMaximo: 1024 * 1024 },
        )
      : { chave: randomBytes(16).toString('hex'), tamanho: pdf.length, sha256: '0'.repeat(64), tipoConteudo: 'application/pdf' };
    const id = randomUUID();
    await registrarArquivo(db, {
      id,
      chave: gravado.chave,
      nome: `${NOME_TIPO_ARQUIVO[tipoArquivo].toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`,
      tipoConteudo: gravado.tipoConteudo,
      tamanho: gravado.tamanho,
      sha256: gravado.sha256,
      enviadoPorId: dealer.userId,
      enviadoPorNome: dealer.nome,
      espelhoAdminId: null,
      concessionariaId: dealer.grupoPerfil === GRUPO_PERFIL.Dealer ? dealer.concessionariaId : null,
      enviadoEm: now(),
      finalidade: 'geral',
    });
    out.push({ id, tipoArquivo });
  }
  return out;
}

/** A complete order body for a person (valid CPF, address, product, prices: 520 000 final, 5% off → 494 000). */
export const corpoPedido = (concessionariaId: number, veiculoId: number, over: Record<string, unknown> = {}) => ({
  concessionariaId,
  tipoVenda: 1,
  veiculoId,
  pessoaPoliticamenteExposta: false,
  pedidoSolicitante: {
    tipoCliente: 1,
    cpf: '529.982.247-25',
    nome: 'Maria Cliente',
    profissaoId: 1,
    telefone: '(11)3333-4444',
    celular: '(11)98888-7777',
    email: 'maria@cliente.com.br',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    nomeCidade: 'São Paulo',
    nomeUf: 'SP',
    cidadeId: 3550308,
    ufId: 35,
  },
  pedidoDescricaoProduto: { corExterna: 'Santorini Black', corInterna: 'Ebony', anoProducao: 2026 },
  // discount and commission come from the discount policy (the server fills them for the discount type)
  pedidoPrecoPagamento: { precoPublico: 500000, precoOpcional: 20000, tipoDesconto: 1, tipoPagamento: 2 },
  ...over,
});

/**
 * Runs `criar` with the payment mode setting conf12 (1 pré-pagamento, 0 regular) set as asked — as the administrator sets
 * it — and puts the setting back afterwards (the server decides pré-pagamento from it, never the body).
 */
async function comModalidade<T>(db: Db, admin: Principal, prePagamento: boolean, criar: () => Promise<T>): Promise<T> {
  // one at a time in this process: two callers in parallel (the drill prepares three orders at once) would each read the
  // other's temporary value and put it back, and an order meant for pré-pagamento would be created in the regular mode
  const vez = filaDaModalidade.then(() => comModalidadeJa(db, admin, prePagamento, criar));
  filaDaModalidade = vez.then(
    () => undefined,
    () => undefined,
  );
  return vez;
}
let filaDaModalidade: Promise<void> = Promise.resolve();

async function comModalidadeJa<T>(db: Db, admin: Principal, prePagamento: boolean, criar: () => Promise<T>): Promise<T> {
  const valor = prePagamento ? '1' : '0';
  const antes = await db
    .selectFrom('configuracoes_gerais')
    .select('valor')
    .where('tipo', '=', 12)
    .where('ano', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if ((antes?.valor ?? '0') === valor) return criar();
  const gravar = (v: string) =>
    db.insertInto('configuracoes_gerais').values({ tipo: 12, valor: v, usuario_id: admin.userId, usuario_nome: admin.nome }).execute();
  await gravar(valor);
  try {
    return await criar();
  } finally {
    if (antes) await gravar(antes.valor);
    else await db.deleteFrom('configuracoes_gerais').where('tipo', '=', 12).execute();
  }
}

/**
 * An order of `dealer` through the real commands: a stock vehicle, its direct-sale billing request (status 14), the order,
 * and — with `ate` — the moves up to that step by the roles the decision table names.
 */
export async function pedidoDeTeste(
  db: Db,
  now: () => Date,
  atores: { admin: Principal; dealer: Principal },
  opts: { prePagamento?: boolean; ate?: 'aprovacaoVenda' | 'inserirBoletos' | 'faturamentoRegular'; armazenamento?: Armazenamento } = {},
): Promise<number> {
  const { admin, dealer } = atores;
  const ctx = { correlationId: 'teste' };
  const veiculoId = await veiculoDe(db, now, admin, dealer);
  await gerarSolicitacao({ db, now }, dealer, { veiculoId: [veiculoId], tipoVendaId: 3, dealerSolicitante: dealer.concessionariaId }, ctx);
  const pedidoArquivos = await documentosDoPedidoDeTeste(db, now, dealer, opts.armazenamento);
  const { id } = await comModalidade(db, admin, opts.prePagamento ?? false, () =>
    criarPedido({ db, now }, dealer, { ...corpoPedido(dealer.concessionariaId!, veiculoId), pedidoArquivos }, ctx),
  );
  if (!opts.ate) return id;
  const passos: number[] = { aprovacaoVenda: [2], inserirBoletos: [2, 10], faturamentoRegular: [2, 3, 5] }[opts.ate];
  for (const step of passos) {
    const row = await db.selectFrom('pedidos').select('contexto').where('id', '=', id).executeTakeFirstOrThrow();
    const dados = (typeof row.contexto === 'string' ? JSON.parse(row.contexto) : row.contexto).dados;
    await salvarPedido(
      { db, now },
      step === 2 ? dealer : admin,
      id,
      { ...corpoPedido(dealer.concessionariaId!, veiculoId), ...dados, steps: { id: step } },
      ctx,
    );
  }
  return id;
}
