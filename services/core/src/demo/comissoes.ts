import { randomUUID } from 'node:crypto';
import { dataEmSaoPaulo, ultimoDiaDaSemanaAte } from '@portal/contracts/br/dates';
import type { Db } from '../kernel/index.ts';
import { loadPrincipal } from '../access/principal.ts';
import { registrarArquivo, abrirArmazenamento, configDoAmbiente, type Armazenamento } from '../storage/index.ts';
import { atrelarNotaFiscal, alterarSteps } from '../comissoes/index.ts';
import { pdfDeDemonstracao, pedidoDeTeste } from './pedidos.ts';

/**
 * Demo commission invoices (with the demo orders): Morumbi's commissions at Provisionamento, Aprovado Vendas and Pago, Barra's
 * Reprovado with its reason, and Morumbi's faturamento order of `seedPedidos` left Sem NF Atrelada. Through the real commands;
 * the NF-e files (small PDFs) are kept in the storage like uploads (default: the one the environment names).
 */
export async function seedComissoes(db: Db, armazenamento?: Armazenamento): Promise<void> {
  const arm = armazenamento ?? (await abrirArmazenamento(configDoAmbiente(process.env)));
  const now = () => new Date();
  const ctx = { correlationId: 'carga-demo' };
  const porEmail = async (email: string) => {
    const r = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return (await loadPrincipal(db, r.id, null))!;
  };
  const [admin, vd, fin, morumbi, barra] = await Promise.all(
    ['admin', 'vendadireta', 'financeiro', 'dealer.morumbi', 'dealer.barra'].map((u) => porEmail(`${u}@demo.portal.com.br`)),
  );
  // the last weekday up to today (São Paulo): a valid NF-e issue date
  const emissao = ultimoDiaDaSemanaAte(dataEmSaoPaulo(now()));
  const atrelar = async (dealer: typeof morumbi, numero: string) => {
    const pedido = await pedidoDeTeste(db, now, { admin: admin!, dealer: dealer! }, { ate: 'faturamentoRegular', armazenamento: arm });
    const p = await db.selectFrom('pedidos').select('valor_comissao').where('id', '=', pedido).executeTakeFirstOrThrow();
    const cnpj = (
      await db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', dealer!.concessionariaId!).executeTakeFirstOrThrow()
    ).cnpj;
    const id = randomUUID();
    const conteudo = pdfDeDemonstracao(`NF-e ${numero} (demonstracao)`);
    const gravado = await arm.put(
      (async function* () {
        yield new Uint8Array(conteudo);
      })(),
      { tamanhoMaximo: 1024 * 1024 },
    );
    await registrarArquivo(db, {
      id,
      chave: gravado.chave,
      nome: `nfe-${numero}.pdf`,
      tipoConteudo: 'application/pdf',
      tamanho: gravado.tamanho,
      sha256: gravado.sha256,
      enviadoPorId: dealer!.userId,
      enviadoPorNome: dealer!.nome,
      espelhoAdminId: null,
      concessionariaId: dealer!.concessionariaId,
      enviadoEm: now(),
      finalidade: 'nfe',
    });
    const nf = await atrelarNotaFiscal(
      { db, now },
      dealer!,
      {
        pedidosId: [pedido],
        numeroNotaFiscal: numero,
        dataEmissao: emissao,
        valorNotaFiscal: Number(p.valor_comissao),
        cnpjEmitente: cnpj,
        urlNotaFiscal: `arquivos/${id}`,
      },
      ctx,
    );
    return nf.id;
  };
  await atrelar(morumbi, '10451');
  const vendas = await atrelar(morumbi, '10452');
  await alterarSteps({ db, now }, vd!, { ids: [vendas], steps: 2 }, ctx);
  const paga = await atrelar(morumbi, '10453');
  await alterarSteps({ db, now }, vd!, { ids: [paga], steps: 2 }, ctx);
  await alterarSteps({ db, now }, admin!, { ids: [paga], steps: 3 }, ctx);
  await alterarSteps({ db, now }, fin!, { ids: [paga], steps: 4 }, ctx);
  const reprovada = await atrelar(barra, '20311');
  await alterarSteps(
    { db, now },
    admin!,
    { ids: [reprovada], steps: 5, comentario: 'O valor da nota não considera o desconto do pedido; emita uma nova NF-e.' },
    ctx,
  );
}
