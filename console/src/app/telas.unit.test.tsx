import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router';
import { precarregarTelas, tela } from './telas.ts';

/** A screen whose import is counted, not run. */
function contada() {
  const pedidos = { n: 0 };
  const Tela = tela(() => {
    pedidos.n++;
    return Promise.resolve({ default: (_: { acoes?: ReactNode }) => null });
  });
  return { Tela, pedidos };
}

describe('precarregarTelas', () => {
  it('given a screen in a frame, when the address opens it, then both chunks are asked for at once, and no other screen', () => {
    const frame = contada();
    const lista = contada();
    const outra = contada();
    const botao = contada();
    const rotas = (
      <>
        <Route path="/login" element={<outra.Tela />} />
        <Route element={<frame.Tela />}>
          <Route
            path="/trade/minhas-trocas"
            element={
              <section>
                <lista.Tela acoes={<botao.Tela />} />
              </section>
            }
          />
          <Route path="/relatorios" element={<outra.Tela />} />
        </Route>
      </>
    );
    precarregarTelas(rotas, '/trade/minhas-trocas');
    expect([frame.pedidos.n, lista.pedidos.n, botao.pedidos.n, outra.pedidos.n]).toEqual([1, 1, 1, 0]);
  });

  it('given a screen asked for already, when it is asked again, then its chunk is imported once', async () => {
    const { Tela, pedidos } = contada();
    await Promise.all([Tela.precarregar(), Tela.precarregar()]);
    precarregarTelas(<Route path="/x" element={<Tela />} />, '/x');
    expect(pedidos.n).toBe(1);
  });

  it('given an address no route opens, then nothing is asked for', () => {
    const { Tela, pedidos } = contada();
    precarregarTelas(<Route path="/x" element={<Tela />} />, '/y');
    expect(pedidos.n).toBe(0);
  });
});
