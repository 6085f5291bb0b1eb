import { beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { appDaSuite } from '../testing/suite.ts';
import { API_PREFIX } from './auth.ts';

const t = appDaSuite();
let admin: string;
beforeAll(async () => ({ admin } = await t.entrar({ admin: 'admin' })));

/** Out of PostgreSQL's int4 range: too large, and Infinity once coerced from the text '1e309'. */
const FORA = ['99999999999', '1e309', '2147483648'];

describe('ids and numeric filters are bounded (400 in pt-BR, never a PostgreSQL error)', () => {
  it('every route with an id in the path refuses an out-of-range id', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith(API_PREFIX) && /:[A-Za-z]*[iI]d\b/.test(r.url) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      for (const valor of FORA) {
        const url = r.url.replace(/:([A-Za-z]+)/g, valor);
        const res = await t.app.inject({ method: r.method as 'GET', url, headers: { authorization: `Bearer ${admin}` } });
        expect(res.statusCode, `${r.method} ${url}`).toBe(400);
        const campos = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => msg.campoInvalido(m[1]!));
        expect(
          res.json().errors.some((e: string) => campos.includes(e)),
          `${r.method} ${url}: ${res.body}`,
        ).toBe(true);
      }
    }
  });

  it('refuses out-of-range ids, references and pages in bodies and query strings', async () => {
    const casos: [string, string, unknown, string][] = [
      ['POST', 'participantes/alterarsenha/publico', { id: 99999999999, token: 'x', newPassword: 'a', confirmNewPassword: 'a' }, 'id'],
      ['PUT', 'participantes/admin/alterarSenha', { id: 99999999999, newPassword: 'a', confirmNewPassword: 'a' }, 'id'],
      ['PATCH', 'participantes/completarCadastro', { id: 99999999999, nome: 'a', email: 'a', password: 'a', confirmPassword: 'a', token: 'x' }, 'id'],
      ['POST', 'participantes', { nome: 'Fulano', email: 'fulano@x.com', perfil: 99999999999 }, 'perfil'],
      ['POST', 'concessionarias', { nome: 'D', codigoDealer: '1', cidadeId: 99999999999 }, 'cidadeId'],
      ['GET', 'concessionarias?regionalId=1e309', undefined, 'regionalId'],
      ['GET', 'participantes/todos?page=99999999999', undefined, 'page'],
      ['GET', 'grupos/concessionaria/obter?id=1&page=1e309', undefined, 'page'],
      ['GET', 'auditoria/registros?page=99999999999', undefined, 'page'],
      ['POST', 'veiculos/pedidos/listar', { concessionariaId: 99999999999 }, 'concessionariaId'],
      ['POST', 'veiculos/faturamentos/liberar/status', { faturamentoPedidoIds: [99999999999], status: 3 }, 'faturamentoPedidoIds.0'],
      ['GET', 'veiculos/faturamentos/tipoPagamentos?tipoVenda=1e309', undefined, 'tipoVenda'],
      ['POST', 'veiculos/troca/minhas/listar', { page: 99999999999 }, 'page'],
      ['GET', 'veiculos/troca/minhas/log?veiculoTrocaPedidoId=99999999999', undefined, 'veiculoTrocaPedidoId'],
      ['GET', 'configuracoes?page=1e309', undefined, 'page'],
    ];
    for (const [method, url, body, campo] of casos) {
      const res = await t.call(method, url, { token: admin, ...(body !== undefined ? { body } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().errors, `${method} ${url}`).toContain(msg.campoInvalido(campo));
    }
  });
});
