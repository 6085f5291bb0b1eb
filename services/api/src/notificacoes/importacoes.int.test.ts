import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { rebuildProjections } from '@portal/core/contexts';
import { enfileirarEmailsDeNotificacoes } from '@portal/core/notificacoes/index';
import { DEFINICOES_POR_ARQUIVO, falharImportacao, processarImportacao } from '@portal/core/imports/index';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { csv } from '@portal/core/testing/imports';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { multipartArquivo } from '../testing/envios.ts';
import { derivativoDoCatalogo, primeiroAnoModelo } from '../testing/catalogo.ts';

/**
 * An import finished with errors in the bell of whoever ran it: uploaded through HTTP (the app has no Temporal here),
 * then processed by `processarImportacao`, what the import workflow's activity runs (and `falharImportacao`, what it
 * runs when it gives up).
 */
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;
type Item = { id: string; tipo: string; texto: string; link: string };

describe('notifications of an import finished with errors: the user who ran it, once', () => {
  const t = appDaSuite();
  const tk = usuariosDaSuite(t, { admin: 'admin', faturamento: 'faturamento', logistica: 'logistica', morumbi: 'dealer.morumbi' });
  const db = () => t.tdb.db;
  const sino = async (token: string, stream: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data.rows as Item[]).filter((n) => n.id.startsWith(`${stream}@`));
  };
  const enviar = async (nome: string, linhas: string[][]) => {
    const m = multipartArquivo(nome, csv([abaPreco.colunas.map((c) => c.nome), ...linhas]));
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/v1/importacoes/preco-final',
      payload: m.payload,
      headers: { 'content-type': m.contentType, authorization: `Bearer ${tk.admin}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  const processar = async (id: number) =>
    processarImportacao(
      { db: db(), armazenamento: await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos')), definicoes: DEFINICOES_POR_ARQUIVO, now: () => t.clock.now },
      id,
    );
  const emailsDa = async (notificacao: string) =>
    (
      await db()
        .selectFrom('notificacoes_emails as ne')
        .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
        .select('e.para')
        .where('ne.notificacao_id', '=', notificacao)
        .execute()
    ).map((e) => e.para);
  const enfileirar = () => enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });

  it('a refused row: the uploader is told how many, on /imports; no one else; a re-run tells nothing twice; a clean import tells no one', async () => {
    const d = await derivativoDoCatalogo(db());
    const ano = String((await primeiroAnoModelo(db())).ano);
    const comErro = await enviar('precos-marco.csv', [
      [d.modelo, d.descricao, ano, '99.000,00', '01/06/2031'],
      ['Modelo que não existe', 'Nada', ano, '1,00', '01/06/2031'],
    ]);
    expect(await processar(comErro)).toBe(7);
    const [n, ...resto] = await sino(tk.admin, `importacao-${comErro}`);
    expect(resto).toEqual([]);
    expect(n).toMatchObject({
      id: `importacao-${comErro}@1`,
      tipo: 'importacaoComErros',
      texto: notifMsg.importacaoComErros('precos-marco.csv', 1),
      link: '/imports',
    });
    for (const token of [tk.faturamento, tk.logistica, tk.morumbi]) expect(await sino(token, `importacao-${comErro}`)).toEqual([]);
    // the workflow's activity retried after the end: the final status stands, nothing appended
    expect(await processar(comErro)).toBe(7);
    expect(await sino(tk.admin, `importacao-${comErro}`)).toHaveLength(1);

    const limpa = await enviar('precos-ok.csv', [[d.modelo, d.descricao, ano, '98.000,00', '02/06/2031']]);
    expect(await processar(limpa)).toBe(2);
    expect(await sino(tk.admin, `importacao-${limpa}`)).toEqual([]);

    await enfileirar();
    expect(await emailsDa(`importacao-${comErro}@1`)).toEqual([EMAIL('admin')]);
  });

  it('an import the workflow gave up on: "terminou com erro"; with the preference none, not in the bell nor mailed; rebuild equal', async () => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token: tk.admin })).json().data;
    expect(atual.canais.importacaoComErros).toBe('ambos');
    const falha = await enviar('precos-falha.csv', [['x', 'y', '2026', '1,00', '01/06/2031']]);
    await falharImportacao(db(), falha, t.clock.now);
    await falharImportacao(db(), falha, t.clock.now);
    expect((await sino(tk.admin, `importacao-${falha}`)).map((x) => x.texto)).toEqual([notifMsg.importacaoFalhou('precos-falha.csv')]);

    await t.call('PUT', 'notificacoes/preferencias', { token: tk.admin, body: { canais: { ...atual.canais, importacaoComErros: 'nenhum' } } });
    const outra = await enviar('precos-falha-2.csv', [['x', 'y', '2026', '1,00', '01/06/2031']]);
    await falharImportacao(db(), outra, t.clock.now);
    expect(await sino(tk.admin, `importacao-${outra}`)).toEqual([]);
    await enfileirar();
    expect(await emailsDa(`importacao-${outra}@1`)).toEqual([]);

    const antes = await db().selectFrom('notificacoes').select('id').where('stream_id', 'like', 'importacao-%').execute();
    expect(antes).toHaveLength(3);
    const [r] = await rebuildProjections(db(), ['notificacoes']);
    expect(r, r!.differences.join('\n')).toMatchObject({ equal: true });
    expect(await enfileirar()).toEqual([]);
  });
});
