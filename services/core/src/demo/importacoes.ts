import { randomUUID } from 'node:crypto';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import type { Db } from '../kernel/index.ts';
import { abrirArmazenamento, configDoAmbiente, registrarArquivo, type Armazenamento } from '../storage/index.ts';
import { DEFINICOES_POR_ARQUIVO, processarImportacao, registrarImportacao } from '../imports/index.ts';

/**
 * A small import history for /imports: one Preço file processed by the engine itself (no Temporal), with approved,
 * refused and duplicated rows, so the tab shows a history row whose per-status reports download. Fixed data, no clock
 * in the values (prices in force from 2030, apart from the demo's other data).
 */
export async function seedImportacoes(db: Db, now: () => Date, armazenamento?: Armazenamento): Promise<void> {
  const arm = armazenamento ?? (await abrirArmazenamento(configDoAmbiente(process.env)));
  const admin = await db.selectFrom('participantes').select(['id', 'nome']).where('email', '=', 'admin@demo.portal.com.br').executeTakeFirstOrThrow();
  const ds = await db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.descricao', 'm.descricao as modelo'])
    .orderBy('d.id')
    .limit(3)
    .execute();
  const ano = await db.selectFrom('anos_modelo').select('ano').orderBy('ano', 'desc').executeTakeFirstOrThrow();
  const linhas = [
    abaPreco.colunas.map((c) => c.nome),
    ...ds.map((d, i) => [d.modelo, d.descricao, String(ano.ano), `${450 + i * 50}.000,00`, '01/01/2030']),
    [ds[0]!.modelo, 'Derivativo Inexistente', String(ano.ano), '500.000,00', '01/01/2030'],
    [ds[0]!.modelo, ds[0]!.descricao, String(ano.ano), '455.000,00', '01/01/2030'],
  ];
  const bytes = new TextEncoder().encode(linhas.map((l) => l.join(';')).join('\r\n') + '\r\n');
  const g = await arm.put(
    (async function* () {
      yield bytes;
    })(),
    { tamanhoMaximo: 1024 * 1024 },
  );
  const arquivoId = randomUUID();
  await registrarArquivo(db, {
    id: arquivoId,
    chave: g.chave,
    nome: 'precos-demonstracao.csv',
    tipoConteudo: 'text/csv',
    tamanho: g.tamanho,
    sha256: g.sha256,
    enviadoPorId: admin.id,
    enviadoPorNome: admin.nome,
    espelhoAdminId: null,
    concessionariaId: null,
    enviadoEm: now(),
    finalidade: 'importacao',
  });
  const id = await registrarImportacao(db, {
    arquivo: abaPreco.arquivo,
    parametros: {},
    nomeArquivo: 'precos-demonstracao.csv',
    arquivoId,
    total: linhas.length - 1,
    usuarioId: admin.id,
    usuarioNome: admin.nome,
    agora: now(),
  });
  await processarImportacao({ db, armazenamento: arm, definicoes: DEFINICOES_POR_ARQUIVO, now }, id);
}
