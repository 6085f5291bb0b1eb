import { describe, expect, it } from 'vitest';
import { quadrosEmplacamento, type DadosBiEmplacamento } from './summary.ts';

const dados = (fonte: DadosBiEmplacamento['fonte']): DadosBiEmplacamento => ({
  ano: 2026,
  mes: 3,
  fonte,
  mensal: [{ ano: 2026, mes: 3, quantidade: 4 }],
  porModelo: [{ rotulo: 'F-PACE', quantidade: 4 }],
  porDealer: [{ rotulo: 'JLR001 - Autostar Morumbi', quantidade: 4 }],
  opcoes: { marcas: [], modelos: [], dealers: [] },
});

describe('Emplacamento charts', () => {
  it('name the series after what they count: imported registrations, or billed vehicles as the proxy', () => {
    expect(quadrosEmplacamento(dados('emplacamento')).map((q) => q.series)).toEqual([['Emplacamentos'], ['Emplacamentos'], ['Emplacamentos']]);
    expect(quadrosEmplacamento(dados('faturamento')).map((q) => q.series[0])).toEqual(Array(3).fill('Emplacamentos (faturados)'));
    expect(quadrosEmplacamento(dados('emplacamento')).map((q) => q.titulo)).toEqual([
      'Emplacamentos nos últimos 12 meses',
      'Emplacamentos por modelo em Mar/2026',
      'Emplacamentos por dealer em Mar/2026',
    ]);
  });
});
