import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { msg } from '@portal/contracts/messages';
import { call } from '../../../shared/api-client.ts';
import { downloadXlsx } from '../../../shared/download.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useMarcas } from '../../../shared/lookups.ts';
import type { Alteradas, DadosOrderCall, Filtro } from '@portal/contracts/order-call/schemas';
import { useCiclos } from '../hooks/use-ciclos.ts';
import { useDealers } from '../hooks/use-dealers.ts';
import type { CelulaAlvo } from '../hooks/use-explicacao.ts';
import { useModelos } from '../hooks/use-modelos.ts';
import { useOrderCalls } from '../hooks/use-order-calls.ts';
import { importarOrderCall } from '../hooks/use-importar-order-call.ts';
import { ExplicacaoDialog } from '../components/explicacao-dialog.tsx';

const k = (d: number, m: number, c: number) => `${d}:${m}:${c}`;

/** Order Call — edição (/ordercall/edicao): filters, the dealer × model type × cycle grid, Salvar, Exportar, Importar, explanations. */
export default function OrderCallPage() {
  const qc = useQueryClient();
  const { editavel } = useScreenPermission();
  const ocs = useOrderCalls();
  const modelos = useModelos();
  const dealers = useDealers();
  const [orderCallId, setOrderCallId] = useState<number | null>(null);
  const oc = ocs.data?.find((x) => x.id === orderCallId) ?? null;
  const ciclos = useCiclos(oc?.anoFiscal ?? null);
  const [f, setF] = useState<Omit<Filtro, 'orderCallId'>>({});
  const [dados, setDados] = useState<DadosOrderCall | null>(null);
  const [editado, setEditado] = useState<Record<string, number>>({});
  const [alvo, setAlvo] = useState<CelulaAlvo | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const arquivo = useRef<HTMLInputElement>(null);
  const filtro = (): Filtro => ({ orderCallId: orderCallId!, ...f });

  // GET marca (spec §7.7): the brands; the Modelo filter then keeps the model types of the chosen brand
  const marcas = (useMarcas().data ?? []).map((m) => ({ value: m.id, label: m.nome }));

  async function filtrar() {
    if (!orderCallId) return toast.warn('Selecione a Produção.');
    setOcupado(true);
    try {
      setDados(await call<DadosOrderCall>('POST', 'order-call/obter-dados', { body: filtro() }));
      setEditado({});
    } catch {
      /* shown */
    } finally {
      setOcupado(false);
    }
  }
  async function salvar() {
    if (!dados) return;
    const porDealer = new Map<number, Map<number, { cicloId: number; quantidadeFinal: number }[]>>();
    for (const [chave, q] of Object.entries(editado)) {
      const [d, m, c] = chave.split(':').map(Number) as [number, number, number];
      if (!porDealer.has(d)) porDealer.set(d, new Map());
      const pm = porDealer.get(d)!;
      if (!pm.has(m)) pm.set(m, []);
      pm.get(m)!.push({ cicloId: c, quantidadeFinal: q });
    }
    const body = {
      orderCallId,
      concessionaria: [...porDealer].map(([concessionariaId, pm]) => ({
        concessionariaId,
        tipoModelo: [...pm].map(([tipoModeloId, ciclo]) => ({ tipoModeloId, ciclo })),
      })),
    };
    setOcupado(true);
    try {
      const r = await call<Alteradas['data']>('PUT', `order-call/${orderCallId}`, { body });
      toast.success(r.mensagem);
      await qc.invalidateQueries({ queryKey: ['order-call', 'explicacao'] });
      await filtrar();
    } catch {
      /* shown */
    } finally {
      setOcupado(false);
    }
  }
  async function importar(file: File) {
    try {
      const r = await importarOrderCall(file, filtro());
      toast.success(`${r.mensagem} (${r.alteradas} alterações)`);
      await filtrar();
    } catch {
      /* shown */
    }
  }

  const nomesCiclo = useMemo(() => {
    const s = new Map<number, string>();
    for (const d of dados?.concessionaria ?? []) for (const m of d.tipoModelo) for (const c of m.ciclo) s.set(c.cicloId, c.nomeCiclo);
    return [...s].sort((a, b) => a[0] - b[0]);
  }, [dados]);

  return (
    <section className="order-call">
      <div className="filter-bar">
        <Dropdown
          inputId="oc-producao"
          aria-label="Produção"
          placeholder="Produção"
          value={orderCallId}
          options={(ocs.data ?? []).map((x) => ({ value: x.id, label: x.cicloAno }))}
          onChange={(e) => setOrderCallId(e.value as number)}
        />
        <Dropdown
          inputId="oc-ciclo"
          aria-label="Ciclo"
          placeholder="Ciclo"
          showClear
          value={f.cicloId ?? null}
          options={(ciclos.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
          onChange={(e) => setF({ ...f, cicloId: e.value as number | null })}
        />
        <Dropdown
          inputId="oc-dealer"
          aria-label="Concessionária"
          placeholder="Concessionária"
          showClear
          filter
          value={f.concessionariaId ?? null}
          options={(dealers.data ?? []).map((d) => ({ value: d.id, label: `${d.codigoDealer ?? ''} ${d.nome}` }))}
          onChange={(e) => setF({ ...f, concessionariaId: e.value as number | null })}
        />
        <Dropdown
          inputId="oc-marca"
          aria-label="Marca"
          placeholder="Marca"
          showClear
          value={f.marcaId ?? null}
          options={marcas}
          onChange={(e) => setF({ ...f, marcaId: e.value as number | null })}
        />
        <Dropdown
          inputId="oc-modelo"
          aria-label="Modelo"
          placeholder="Modelo"
          showClear
          value={f.tipoModeloAgrupadoId ?? null}
          options={(modelos.data ?? []).filter((m) => !f.marcaId || m.marca.id === f.marcaId).map((m) => ({ value: m.id, label: m.descricao }))}
          onChange={(e) => setF({ ...f, tipoModeloAgrupadoId: e.value as number | null })}
        />
        <div className="filter-bar-actions">
          <Button label="Filtrar" icon="pi pi-filter" size="small" loading={ocupado} onClick={() => void filtrar()} />
          <Button
            label="Exportar"
            icon="pi pi-download"
            size="small"
            outlined
            disabled={!orderCallId}
            onClick={() => void downloadXlsx('POST', 'order-call/exportar', { body: filtro(), fallback: 'Order Call.xlsx' })}
          />
          {editavel && (
            <>
              <Button label="Importar" icon="pi pi-upload" size="small" outlined disabled={!orderCallId} onClick={() => arquivo.current?.click()} />
              <input
                ref={arquivo}
                type="file"
                hidden
                accept=".xlsx"
                aria-label="Arquivo do Order Call"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void importar(file);
                }}
              />
              <Button
                label="Salvar"
                icon="pi pi-save"
                size="small"
                disabled={Object.keys(editado).length === 0}
                loading={ocupado}
                onClick={() => void salvar()}
              />
            </>
          )}
        </div>
      </div>
      {dados && dados.concessionaria.length === 0 && <p>{msg.nenhumRegistro}</p>}
      {dados && dados.concessionaria.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <table className="p-datatable-table" aria-label="Order Call">
            <thead>
              <tr>
                <th>Código</th>
                <th>Concessionária</th>
                <th>Tipo de modelo</th>
                {nomesCiclo.map(([id, nome]) => (
                  <th key={id}>{nome}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dados.concessionaria.flatMap((d) =>
                d.tipoModelo.map((m) => (
                  <tr key={`${d.concessionariaId}:${m.tipoModeloId}`}>
                    <td>{d.codigoDealer}</td>
                    <td>{d.nomeConcessionaria}</td>
                    <td>{m.nomeTipoModelo}</td>
                    {nomesCiclo.map(([cid, nome]) => {
                      const c = m.ciclo.find((x) => x.cicloId === cid);
                      if (!c) return <td key={cid} />;
                      const chave = k(d.concessionariaId, m.tipoModeloId, cid);
                      const rotulo = `${d.codigoDealer} ${m.nomeTipoModelo} ${nome}`;
                      return (
                        <td key={cid} className={c.alterada ? 'alterada' : undefined}>
                          <input
                            type="number"
                            min={0}
                            step={1}
                            style={{ width: '4rem' }}
                            aria-label={rotulo}
                            disabled={!editavel}
                            value={editado[chave] ?? c.quantidadeFinal}
                            onChange={(e) => setEditado((x) => ({ ...x, [chave]: Math.max(0, Math.trunc(Number(e.target.value) || 0)) }))}
                          />
                          <Button
                            icon="pi pi-info-circle"
                            text
                            rounded
                            size="small"
                            aria-label={`Explicação ${rotulo}`}
                            onClick={() =>
                              setAlvo({ orderCallId: orderCallId!, concessionariaId: d.concessionariaId, tipoModeloId: m.tipoModeloId, cicloId: cid })
                            }
                          />
                          {c.alterada && <span title="Alterada manualmente">*</span>}
                        </td>
                      );
                    })}
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
      <ExplicacaoDialog alvo={alvo} onClose={() => setAlvo(null)} />
    </section>
  );
}
