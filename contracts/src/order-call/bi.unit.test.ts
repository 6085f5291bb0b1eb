import { describe, expect, it } from 'vitest';
import { quadrosOrderCall, quadrosPlanoAnual, type DadosBiOrderCall, type DadosBiPlanoAnual } from './bi.ts';

const celula = (modelo: string, cicloId: number, planejado: number | null, calculado: number, distribuido: number) => ({
  tipoModeloId: modelo.length,
  modelo,
  marca: 'Land Rover',
  cicloId,
  ciclo: `C${cicloId}`,
  planejado,
  calculado,
  distribuido,
});

describe('the BI charts’ tables', () => {
  it('order call: per model type and per cycle (cycle order), planned only when the server sent it', () => {
    const d: Omit<DadosBiOrderCall, 'opcoes'> = {
      orderCallId: 1,
      porModeloCiclo: [celula('Defender', 202612, 10, 10, 12), celula('Defender', 202611, 5, 5, 5), celula('Evoque', 202611, 7, 7, 6)],
      porDealer: [{ concessionariaId: 1, codigoDealer: 'JLR001', nomeConcessionaria: 'Morumbi', calculado: 22, distribuido: 23 }],
    };
    const [modelo, ciclo, dealer] = quadrosOrderCall(d);
    expect(modelo!.series).toEqual(['Planejado', 'Calculado', 'Distribuído']);
    expect(modelo!.linhas).toEqual([
      { rotulo: 'Defender', valores: [15, 15, 17] },
      { rotulo: 'Evoque', valores: [7, 7, 6] },
    ]);
    expect(ciclo!.linhas.map((l) => l.rotulo)).toEqual(['C202611', 'C202612']);
    expect(ciclo!.linhas[0]!.valores).toEqual([12, 12, 11]);
    expect(dealer!.linhas).toEqual([{ rotulo: 'JLR001 - Morumbi', valores: [22, 23] }]);
    const semPlano = quadrosOrderCall({ ...d, porModeloCiclo: d.porModeloCiclo.map((c) => ({ ...c, planejado: null })) });
    expect(semPlano[0]!.series).toEqual(['Calculado', 'Distribuído']);
    expect(semPlano[0]!.linhas[0]!.valores).toEqual([15, 17]);
  });

  it('plano anual: per model type, per dealer, month by month (with the plan ÷ 12) and in detail', () => {
    const l = (codigoDealer: string, modelo: string, planoAnual: number, varejo: number) => ({
      concessionariaId: 1,
      codigoDealer,
      nomeConcessionaria: 'X',
      tipoModeloId: 1,
      modelo,
      marca: 'Jaguar',
      planoAnual,
      varejo,
    });
    const d: Omit<DadosBiPlanoAnual, 'opcoes'> = {
      anoFiscal: 2027,
      anos: [2027],
      linhas: [l('JLR001', 'F-PACE', 12, 3), l('JLR002', 'E-PACE', 24, 30), l('JLR002', 'F-PACE', 12, 1)],
      varejoMensal: Array.from({ length: 12 }, (_, i) => ({ ano: i < 9 ? 2026 : 2027, mes: ((i + 3) % 12) + 1, varejo: i })),
    };
    const [modelo, dealer, mes, detalhe] = quadrosPlanoAnual(d);
    expect(modelo!.linhas).toEqual([
      { rotulo: 'E-PACE', valores: [24, 30] },
      { rotulo: 'F-PACE', valores: [24, 4] },
    ]);
    expect(dealer!.linhas.map((x) => x.valores)).toEqual([
      [12, 3],
      [36, 31],
    ]);
    expect(mes!.linhas[0]).toEqual({ rotulo: 'Abr/2026', valores: [0, 4] });
    expect(mes!.linhas[11]!.rotulo).toBe('Mar/2027');
    expect(detalhe!.tipo).toBe('tabela');
    expect(detalhe!.linhas).toHaveLength(3);
  });
});
