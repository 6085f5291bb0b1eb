import { describe, expect, it } from 'vitest';
import { arquivoMsg } from './messages.ts';
import { enderecoArquivo, FINALIDADES, FUNCOES_ENVIO, idDoArquivo, rotulosDosTipos } from './tipos.ts';

describe('uploads: finalidades, addresses and messages', () => {
  it("says the accepted types the way the spec's message does", () => {
    expect(arquivoMsg.tipoNaoPermitido(rotulosDosTipos(FINALIDADES.pedido.tipos))).toBe('Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.');
    expect(rotulosDosTipos(FINALIDADES.nfe.tipos)).toBe('PDF ou XML');
    expect(rotulosDosTipos(FINALIDADES.importacao.tipos)).toBe('XLSX ou CSV');
    expect(rotulosDosTipos(['pdf'])).toBe('PDF');
    expect(arquivoMsg.tamanhoExcedido(10)).toBe('O arquivo excede o tamanho máximo de 10 MB.');
    expect(arquivoMsg.tamanhoExcedido(0.5)).toBe('O arquivo excede o tamanho máximo de 0,5 MB.');
  });

  it('the upload is open to the four functions that attach files, each finalidade to its own', () => {
    expect([...FUNCOES_ENVIO].sort()).toEqual(['comissoes', 'importacoes', 'kpi', 'vendaDireta']);
    expect(FINALIDADES.geral.tipos).toEqual(FINALIDADES.pedido.tipos);
  });

  it('reads an id back from an address or an id, and nothing else', () => {
    const id = '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d';
    expect(enderecoArquivo(id)).toBe(`arquivos/${id}`);
    expect(idDoArquivo(`arquivos/${id}`)).toBe(id);
    expect(idDoArquivo(id.toUpperCase())).toBe(id);
    expect(idDoArquivo(`arquivos/${id}/../x`)).toBeNull();
    expect(idDoArquivo('arquivos/1')).toBeNull();
    expect(idDoArquivo("1' or 1=1 --")).toBeNull();
  });
});
