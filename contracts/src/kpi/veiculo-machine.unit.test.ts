import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { veiculoKpiMachine, STATUS_KPI, camposAlterados, type DadosVeiculoKpi, type VeiculoKpiEvent } from './veiculo-machine.ts';

const admin: Actor = {
  userId: 1,
  nome: 'Admin',
  role: 'Administrador',
  grupoPerfil: GRUPO_PERFIL.Administrador,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
};
const dealer: Actor = { ...admin, userId: 2, nome: 'Dealer', role: 'Gerente', grupoPerfil: GRUPO_PERFIL.Dealer, concessionariaId: 7 };
const dados = { chassi: 'ABC', approved: false, valorVenda: 1 } as unknown as DadosVeiculoKpi;
const cad = (dealerProprio: boolean, actor = dealer): VeiculoKpiEvent => ({
  type: 'VeiculoKpiCadastrado',
  actor,
  at: '2026-11-01T10:00:00Z',
  veiculoId: 5,
  ano: 2026,
  mes: 11,
  concessionariaId: 7,
  concessionariaGrupoId: null,
  dealerProprio,
  dados,
});

function run(events: VeiculoKpiEvent[]) {
  const a = createActor(veiculoKpiMachine).start();
  for (const e of events) a.send(e);
  return a.getSnapshot();
}

describe('KPI vehicle machine', () => {
  it("a new vehicle is 'Em Auditoria'; the Administrador approves it", () => {
    const s = run([cad(false)]);
    expect(s.value).toBe('emAuditoria');
    expect(s.context.status).toBe(STATUS_KPI.emAuditoria);
    const s2 = run([cad(false), { type: 'VeiculoKpiAprovado', actor: admin, at: '2026-11-02T00:00:00Z' }]);
    expect(s2.context.status).toBe(STATUS_KPI.aprovados);
    expect(s2.context.historico.map((h) => h.acao)).toEqual(['Cadastro', 'Aprovação']);
  });
  it("the importer's own dealer registers straight into Aprovados with approved forced", () => {
    const s = run([cad(true, admin)]);
    expect(s.value).toBe('aprovados');
    expect(s.context.dados?.approved).toBe(true);
  });
  it('a dealer cannot approve, nor edit or delete an Aprovados vehicle; staff can', () => {
    const ap = [cad(false), { type: 'VeiculoKpiAprovado', actor: admin, at: 'x' } as VeiculoKpiEvent];
    expect(run([cad(false)]).can({ type: 'VeiculoKpiAprovado', actor: dealer, at: 'x' })).toBe(false);
    const s = run(ap);
    expect(s.can({ type: 'VeiculoKpiAlterado', actor: dealer, at: 'x', dados })).toBe(false);
    expect(s.can({ type: 'VeiculoKpiExcluido', actor: dealer, at: 'x' })).toBe(false);
    expect(s.can({ type: 'VeiculoKpiAlterado', actor: admin, at: 'x', dados })).toBe(true);
    expect(s.can({ type: 'VeiculoKpiExcluido', actor: admin, at: 'x' })).toBe(true);
  });
  it('an edit records who changed which fields; a deleted vehicle takes nothing', () => {
    const novo = { ...dados, valorVenda: 2 };
    const s = run([cad(false), { type: 'VeiculoKpiAlterado', actor: dealer, at: 'y', dados: novo }]);
    expect(s.context.historico[1]).toMatchObject({ acao: 'Alteração', usuarioNome: 'Dealer', campos: ['valorVenda'] });
    const d = run([cad(false), { type: 'VeiculoKpiExcluido', actor: dealer, at: 'z' }]);
    expect(d.status).toBe('done');
    expect(camposAlterados(null, dados)).toEqual(Object.keys(dados));
  });
});
