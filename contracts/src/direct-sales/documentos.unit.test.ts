import { describe, expect, it } from 'vitest';
import {
  documentosDoCliente,
  documentosParaAvancar,
  REGRAS,
  FASES_EXIGIDAS_AO_AVANCAR,
  documentosNaoPermitidos,
  documentosObrigatorios,
  documentosPendentes,
  situacaoDocumento,
  FASES_POR_ETAPA,
} from './documentos.ts';
import { ETAPAS_PEDIDO, NOME_TIPO_ARQUIVO, TIPOS_ARQUIVO, TIPOS_CLIENTE, ehPessoaFisica, type EtapaPedidoId } from './referencias.ts';
import { lmsg } from './lookups-messages.ts';

const ETAPAS = ETAPAS_PEDIDO.map((e) => e.id);
const obrig = (tipo: number, step: EtapaPedidoId, tipoPagamento?: number) => documentosObrigatorios(tipo, step, { tipoPagamento: tipoPagamento ?? null });

describe('client types', () => {
  it('the person form is used exactly by the spec’s types 1, 2, 10, 11, 13, 14, 16, 17, 18, 19', () => {
    const pessoa = [1, 2, 10, 11, 13, 14, 16, 17, 18, 19];
    for (let id = 0; id <= 25; id++) expect(ehPessoaFisica(id), `tipo ${id}`).toBe(pessoa.includes(id));
    for (const t of TIPOS_CLIENTE) expect(t.pessoaFisica, t.nome).toBe(ehPessoaFisica(t.id));
    expect(TIPOS_CLIENTE.map((t) => t.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const nomes = TIPOS_CLIENTE.map((t) => t.nome);
    for (const n of ['Pessoa Física', 'Pessoa Jurídica', 'Taxista', 'Produtor Rural', 'Frotista', 'Locadora', 'Diplomata', 'PCD - Condutor'])
      expect(nomes).toContain(n);
    expect(nomes.some((n) => n.startsWith('Governo'))).toBe(true);
  });
});

describe('required documents (the rule table)', () => {
  it('a person sends CPF/CNH, RG/CNH and proof of address to ask for approval; company papers must not be attached', () => {
    expect(obrig(1, 0)).toEqual([2, 7, 12]);
    expect(obrig(1, 1)).toEqual([2, 7, 12]);
    expect(situacaoDocumento(6, 1, 0)).toBe('naoAnexar');
    expect(situacaoDocumento(8, 1, 0)).toBe('naoAnexar');
    expect(situacaoDocumento(19, 1, 0)).toBe('naoAnexar');
    expect(situacaoDocumento(14, 1, 0)).toBe('opcional');
  });

  it('a company sends the CNPJ card, the social contract and proof of address; its representative’s papers are optional', () => {
    expect(obrig(3, 0)).toEqual([6, 7, 8]);
    expect(situacaoDocumento(2, 3, 0)).toBe('opcional');
    expect(situacaoDocumento(12, 3, 0)).toBe('opcional');
    expect(situacaoDocumento(16, 3, 0)).toBe('naoAnexar');
    // special company categories prove eligibility; public bodies have no social contract
    expect(obrig(4, 0)).toEqual([6, 7, 8, 14, 15]);
    expect(obrig(6, 0)).toEqual([6, 7, 14, 15]);
    expect(situacaoDocumento(8, 6, 0)).toBe('naoAnexar');
    expect(obrig(12, 0)).toEqual([3, 6, 7, 8, 14, 15]);
  });

  it('PCD buyers add the exemption papers and the authenticated proof of address; a non-driver names the authorised driver', () => {
    expect(obrig(2, 0)).toEqual([2, 12, 13, 14, 15, 16, 17, 18]);
    expect(situacaoDocumento(19, 2, 0)).toBe('naoAnexar');
    expect(situacaoDocumento(7, 2, 0)).toBe('opcional');
    expect(obrig(16, 0)).toEqual([2, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(obrig(17, 0)).toEqual([2, 12, 13, 14, 15, 16, 17, 18, 19]);
    for (const t of [10, 11, 13, 14, 18, 19]) for (const d of [16, 17, 18, 19]) expect(situacaoDocumento(d as 16, t, 0), `${t}/${d}`).toBe('naoAnexar');
  });

  it('eligibility categories prove they qualify; rural producers add the state registration; a diplomat’s identity is the eligibility document', () => {
    expect(obrig(10, 0)).toEqual([2, 7, 12, 14, 15]);
    expect(obrig(11, 0)).toEqual([2, 3, 7, 12, 14, 15]);
    expect(obrig(13, 0)).toEqual([2, 7, 14, 15]);
    expect(obrig(18, 0)).toEqual([2, 7, 12]);
  });

  it('payment proof is required from the payment steps on (6 regular, 10 pré-pagamento), the invoice from billing on (5, 13)', () => {
    const comPagamento = ETAPAS.filter((s) => obrig(1, s).includes(5));
    expect(comPagamento).toEqual([6, 7, 8, 10, 11, 12, 13, 15]);
    const comNota = ETAPAS.filter((s) => obrig(1, s).includes(10));
    expect(comNota).toEqual([5, 6, 7, 8, 13, 15]);
    // before billing an invoice (or its return) cannot exist yet; a payment proof may come early
    expect(situacaoDocumento(10, 1, 3)).toBe('naoAnexar');
    expect(situacaoDocumento(11, 1, 12)).toBe('naoAnexar');
    expect(situacaoDocumento(11, 1, 5)).toBe('opcional');
    expect(situacaoDocumento(5, 1, 2)).toBe('opcional');
    expect(obrig(1, 6)).toEqual([2, 5, 7, 10, 12]);
    expect(obrig(1, 10)).toEqual([2, 5, 7, 12]);
  });

  it('a financed, leased or consortium purchase needs the lender’s authorisation from the client registration on', () => {
    for (const pagamento of [2, 3, 4]) {
      expect(obrig(1, 2, pagamento)).not.toContain(9);
      expect(obrig(1, 3, pagamento)).toContain(9);
      expect(obrig(1, 12, pagamento)).toContain(9);
      expect(obrig(1, 10, pagamento)).not.toContain(9);
    }
    expect(obrig(1, 3, 1)).not.toContain(9);
    expect(obrig(1, 3)).not.toContain(9);
  });

  it('a cancelled order requires nothing; a concluded one everything of its phases', () => {
    for (const t of TIPOS_CLIENTE) expect(obrig(t.id, 9)).toEqual([]);
    expect(obrig(1, 15)).toEqual([2, 5, 7, 10, 12]);
  });

  it('every client type at every step: 19 rows, required first, names from the spec, and requirements only grow along each path', () => {
    const regular: EtapaPedidoId[] = [0, 2, 3, 5, 6, 7, 8, 15];
    const pre: EtapaPedidoId[] = [0, 2, 10, 11, 12, 13, 7, 8, 15];
    for (const t of TIPOS_CLIENTE) {
      for (const s of ETAPAS) {
        const linhas = documentosDoCliente(t.id, s);
        expect(linhas.map((l) => l.tipoArquivo).sort((a, b) => a - b)).toEqual([...TIPOS_ARQUIVO]);
        for (const l of linhas) expect(l.tipoArquivoNome).toBe(NOME_TIPO_ARQUIVO[l.tipoArquivo]);
        const ordem = linhas.map((l) => ({ obrigatorio: 0, opcional: 1, naoAnexar: 2 })[l.situacao]);
        expect(ordem).toEqual([...ordem].sort((a, b) => a - b));
      }
      for (const caminho of [regular, pre])
        for (let i = 1; i < caminho.length; i++) {
          const antes = obrig(t.id, caminho[i - 1]!, 2);
          const depois = obrig(t.id, caminho[i]!, 2);
          for (const d of antes) expect(depois, `${t.nome}: ${caminho[i - 1]} → ${caminho[i]}`).toContain(d);
        }
    }
    expect(Object.keys(FASES_POR_ETAPA).map(Number)).toEqual([...ETAPAS].sort((a, b) => a - b));
  });

  it('names what is missing and what must not be attached, for the order command', () => {
    const faltam = documentosPendentes(1, 0, [2]);
    expect(faltam.map((d) => d.tipoArquivo)).toEqual([7, 12]);
    expect(lmsg.documentosPendentes(faltam.map((d) => d.tipoArquivoNome))).toBe(
      'Anexe os documentos obrigatórios para continuar: Comprovante de Endereço, RG/CNH.',
    );
    expect(lmsg.documentosPendentes(['CPF/CNH'])).toBe('Anexe o documento obrigatório para continuar: CPF/CNH.');
    expect(documentosPendentes(1, 0, [2, 7, 12, 2])).toEqual([]);
    expect(documentosNaoPermitidos(1, 0, [2, 6, 16]).map((d) => d.tipoArquivo)).toEqual([6, 16]);
    expect(documentosNaoPermitidos(3, 0, [6, 8])).toEqual([]);
  });

  it('a forward move demands the client’s documents only (cadastro and cadastroCliente), never the payment proof or the invoice', () => {
    // sending for approval (leaving 0): the person's CPF/CNH, proof of address and RG/CNH
    expect(documentosParaAvancar(1, 0, []).map((d) => d.tipoArquivo)).toEqual([2, 7, 12]);
    // leaving the client registration of a financed purchase: the lender's authorisation too
    expect(documentosParaAvancar(1, 3, [2, 7, 12], { tipoPagamento: 2 }).map((d) => d.tipoArquivo)).toEqual([9]);
    expect(documentosParaAvancar(1, 3, [2, 7, 12], { tipoPagamento: 1 })).toEqual([]);
    // at billing and payment steps the dialog still lists the invoice and the proof as required; the command does not wait for them
    expect(documentosPendentes(1, 6, [2, 7, 12]).map((d) => d.tipoArquivo)).toEqual([5, 10]);
    expect(documentosParaAvancar(1, 6, [2, 7, 12])).toEqual([]);
    // for every client type and step, what the command demands is the dialog's required list restricted to those phases
    for (const c of TIPOS_CLIENTE)
      for (const e of ETAPAS) {
        const esperado = documentosPendentes(c.id, e, []).filter((d) => FASES_EXIGIDAS_AO_AVANCAR.includes(REGRAS[d.tipoArquivo].fase));
        expect(documentosParaAvancar(c.id, e, [])).toEqual(esperado);
      }
    expect(documentosParaAvancar(1, 9, [])).toEqual([]);
  });

  it('refuses an unknown client type or step', () => {
    expect(() => documentosObrigatorios(99, 0)).toThrow(RangeError);
    expect(() => documentosObrigatorios(1, 4 as EtapaPedidoId)).toThrow(RangeError);
  });
});
