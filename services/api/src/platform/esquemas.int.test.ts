import { describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { appDaSuite } from '../testing/suite.ts';

/**
 * The routes' validators and serializers compile on first use (platform/esquemas-sob-demanda.ts): `ready()` leaves them
 * all to compile, a request compiles only its own route's and is validated and answered exactly as before, the warm-up
 * compiles the rest, and every schema of every route compiles (Ajv and fast-json-stringify accept them all).
 */
const t = appDaSuite();

describe("the routes' schemas, compiled on first use", () => {
  it('ready() compiles none; a request compiles its own and validates as before; the warm-up and compilarTodos leave none', async () => {
    const esquemas = t.app.esquemas;
    const antes = esquemas.pendentes();
    // every route has a validator or a serializer waiting: far more than the routes asked so far (none but the sign-ins)
    expect(antes).toBeGreaterThan(t.app.routeTable.length);

    // a refused body: the message names the field (Ajv's errors read through the wrapper)
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email: 'x@y.com' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, data: null });
    expect(r.json().errors.join(' ')).toContain(msg.campoObrigatorio('password'));
    // a query string coerced from text (the root value's parent given to Ajv through schemaEnv)
    const { admin } = await t.entrar({ admin: 'admin' });
    const l = await t.app.inject({ method: 'GET', url: '/api/v1/participantes/todos?page=1&per_page=5', headers: { authorization: `Bearer ${admin}` } });
    expect(l.statusCode, l.body).toBe(200);
    // an answer serialized by its schema: fields the schema does not name are not sent
    expect(Object.keys(l.json())).toEqual(['success', 'data', 'errors']);
    const depois = esquemas.pendentes();
    expect(depois).toBeLessThan(antes);
    expect(antes - depois).toBeLessThan(30);

    await esquemas.aquecer();
    expect(esquemas.pendentes()).toBe(0);
    expect(() => esquemas.compilarTodos()).not.toThrow();
  });
});
