import { describe, expect, it } from 'vitest';
import { anosPassados, depreciacao, extensaoAceita, percentualPreparacao, problemasVeiculoKpi, tempoEstoque, type FormVeiculoKpi } from './veiculo-form.ts';
import { kpiMsg } from './messages.ts';

const completo: FormVeiculoKpi = {
  marcaId: 1,
  chassi: 'SALGA2BE5LA000001',
  tipoAquisicaoId: 1,
  anoModelo: 2024,
  precoPublico: 500000,
  custoAquisicao: 350000,
  valorVenda: 420000,
  modeloId: 1,
  versaoId: 1,
  politicaId: 1,
  anoPolitica: 2026,
  approved: false,
};

describe('KPI vehicle form rules', () => {
  it('an empty form lists every required field in the spec order', () => {
    expect(problemasVeiculoKpi({})).toEqual(
      [
        'Marca',
        'Chassi',
        'Tipo de Aquisição',
        'Ano do Modelo',
        'Preço Público',
        'Custo de aquisição',
        'Valor da venda',
        'Modelo',
        'Versão',
        'Política',
        'Ano da política',
      ].map((c) => `Preencha o campo ${c}.`),
    );
  });
  it('a complete non-Approved form has no problem', () => {
    expect(problemasVeiculoKpi(completo)).toEqual([]);
  });
  it('formats: ano modelo 4 digits, NF digits up to 18, km digits, chassi up to 17', () => {
    expect(problemasVeiculoKpi({ ...completo, anoModelo: '20245' })).toEqual([kpiMsg.anoModeloInvalido]);
    expect(problemasVeiculoKpi({ ...completo, numeroNF: '12a' })).toEqual([kpiMsg.numeroNfInvalido]);
    expect(problemasVeiculoKpi({ ...completo, numeroNF: '1'.repeat(19) })).toEqual([kpiMsg.numeroNfInvalido]);
    expect(problemasVeiculoKpi({ ...completo, kmVeiculo: '12.000' })).toEqual([kpiMsg.kmInvalido]);
    expect(problemasVeiculoKpi({ ...completo, chassi: 'X'.repeat(18) })).toEqual([kpiMsg.chassiInvalido]);
    expect(problemasVeiculoKpi({ ...completo, valorVenda: -1 })).toEqual([kpiMsg.valorInvalido('Valor da venda')]);
  });
  it('Approved needs (Contrato OR Print) AND NF da venda AND Check list', () => {
    const ap = { ...completo, approved: true };
    expect(problemasVeiculoKpi(ap)).toEqual([kpiMsg.anexosApproved]);
    expect(problemasVeiculoKpi({ ...ap, arquivoContratoGarantia: 'arquivos/a', arquivoNFVenda: 'arquivos/b' })).toEqual([kpiMsg.anexosApproved]);
    expect(problemasVeiculoKpi({ ...ap, arquivoPrintSistema: 'arquivos/a', arquivoNFVenda: 'arquivos/b', arquivoCheckList: 'arquivos/c' })).toEqual([]);
    expect(problemasVeiculoKpi({ ...ap, arquivoContratoGarantia: 'arquivos/a', arquivoNFVenda: 'arquivos/b', arquivoCheckList: 'arquivos/c' })).toEqual([]);
  });
  it('attachments: jpg, jpeg, png and pdf only', () => {
    expect(['a.JPG', 'b.jpeg', 'c.png', 'd.pdf'].every(extensaoAceita)).toBe(true);
    expect(['a.gif', 'b.pdf.exe', 'semextensao', 'x.docx'].some(extensaoAceita)).toBe(false);
  });
  it('calculations of spec §9', () => {
    expect(anosPassados(2026, 2026)).toBe(1);
    expect(anosPassados(2026, 2023)).toBe(3);
    expect(depreciacao(400000, 500000, 2)).toBe(40);
    expect(depreciacao(1, 0, 1)).toBeNull();
    expect(tempoEstoque('2026-01-01', '2026-01-31')).toBe(30);
    expect(tempoEstoque('2026-02-01', '2026-01-31')).toBeNull();
    expect(tempoEstoque(null, '2026-01-31')).toBeNull();
    expect(percentualPreparacao(3000, 120000)).toBe(2.5);
    expect(percentualPreparacao(3000, 0)).toBeNull();
  });
});
