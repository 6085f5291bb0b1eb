import { describe, expect, it } from 'vitest';
import type { Actor } from '@portal/contracts/access/roles';
import { leituraPermitida } from './arquivos.ts';

const ator = (over: Partial<Actor>): Actor => ({
  userId: 10,
  nome: 'Fulano',
  role: 'Dealer',
  grupoPerfil: 2,
  concessionariaId: 1,
  concessionariaGrupoId: 100,
  processosGrupo: false,
  espelhoAdminId: null,
  ...over,
});
const deDealer = (concessionariaId: number | null, concessionariaGrupoId: number | null) => ({ concessionariaId, concessionariaGrupoId });

describe('leituraPermitida: who reads a file by the file alone', () => {
  it('importer staff read any file, also one importer staff uploaded', () => {
    for (const role of ['Administrador', 'Financeiro', 'Venda Direta']) {
      const a = ator({ role, grupoPerfil: 1, concessionariaId: null, concessionariaGrupoId: null });
      expect(leituraPermitida(a, deDealer(1, 100))).toBe(true);
      expect(leituraPermitida(a, deDealer(null, null))).toBe(true);
    }
  });

  it("a dealer user reads its own dealer's files, not another dealer's nor importer staff's", () => {
    const a = ator({});
    expect(leituraPermitida(a, deDealer(1, 100))).toBe(true);
    expect(leituraPermitida(a, deDealer(2, 100))).toBe(false);
    expect(leituraPermitida(a, deDealer(3, 200))).toBe(false);
    expect(leituraPermitida(a, deDealer(null, null))).toBe(false);
  });

  it("with group access (processosGrupo) a dealer user also reads its group's dealers' files", () => {
    const a = ator({ processosGrupo: true });
    expect(leituraPermitida(a, deDealer(2, 100))).toBe(true);
    expect(leituraPermitida(a, deDealer(3, 200))).toBe(false);
    expect(leituraPermitida(ator({ processosGrupo: true, concessionariaGrupoId: null }), deDealer(2, null))).toBe(false);
  });

  it('Montadora users read none', () => {
    const a = ator({ role: 'Montadora', grupoPerfil: 3, concessionariaId: null, concessionariaGrupoId: null });
    expect(leituraPermitida(a, deDealer(1, 100))).toBe(false);
    expect(leituraPermitida(a, deDealer(null, null))).toBe(false);
  });
});
