import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { ProgressBar } from 'primereact/progressbar';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { call } from '../../../shared/api-client.ts';
import { downloadXlsx } from '../../../shared/download.ts';
import { toast } from '../../../shared/toasts.tsx';
import { ConfirmarDialog } from '../../../shared/modal.tsx';
import { formatAnoFiscal, formatDateTime } from '../../../shared/format.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useMeses } from '../../../shared/lookups.ts';
import type { PlanoSalvo, ProcessamentoIniciado } from '@portal/contracts/order-call/schemas';
import { useAnosFiscais } from '../hooks/use-anos-fiscais.ts';
import { useCiclos } from '../hooks/use-ciclos.ts';
import { useModelos } from '../hooks/use-modelos.ts';
import { usePlano } from '../hooks/use-planos.ts';
import { importarPlano } from '../hooks/use-importar-plano.ts';
import { BotaoHistorico } from '../../../shared/historico.tsx';

type Grade = Record<string, number>;
const k = (m: number, c: number) => `${m}:${c}`;

/** Cadastro de Produção (/ordercall/detail[/id]): Ano, Mês, the model × cycle grid, Exportar/Importar, Salvar, compute. */
export default function PlanoPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { editavel } = useScreenPermission();
  const [acompanhar, setAcompanhar] = useState(false);
  const plano = usePlano(id, acompanhar);
  const [anoFiscal, setAnoFiscal] = useState<number | null>(null);
  const [mes, setMes] = useState<number | null>(null);
  const ciclos = useCiclos(anoFiscal);
  // fiscal years (April to March, named by the year they end in) from the server, not a fixed list
  const anos = useAnosFiscais();
  const meses = useMeses();
  const modelos = useModelos();
  const [grade, setGrade] = useState<Grade>({});
  const [salvando, setSalvando] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const arquivo = useRef<HTMLInputElement>(null);
  const carregado = useRef<number | null>(null);
  const anterior = useRef<string | null>(null);

  useEffect(() => {
    const p = plano.data;
    if (!p || carregado.current === p.id) return;
    carregado.current = p.id;
    setAnoFiscal(p.anoFiscal);
    setMes(p.mes.id);
    const g: Grade = {};
    for (const m of p.modelos) for (const c of m.ciclos) if (c.quantidade) g[k(m.id, c.id)] = c.quantidade;
    setGrade(g);
  }, [plano.data]);

  const proc = plano.data?.processamento ?? null;
  useEffect(() => {
    if (!acompanhar || !proc) return;
    // done when the plan records a computation other than the one it had when Computar was confirmed
    if (proc.status === 'concluido' && plano.data?.ultimoProcessamento && plano.data.ultimoProcessamento !== anterior.current) {
      setAcompanhar(false);
      toast.success(ocmsg.processamentoConcluido);
      void qc.invalidateQueries({ queryKey: ['order-call'] });
    } else if (proc.status === 'falhou') {
      setAcompanhar(false);
      toast.error('O processamento falhou. Tente novamente.');
    }
  }, [acompanhar, proc, plano.data?.ultimoProcessamento, qc]);

  const cs = ciclos.data ?? [];
  const ms = modelos.data ?? [];
  const corpo = () => ({
    anoFiscal,
    mes,
    modelos: ms.map((m) => ({ id: m.id, ciclos: cs.map((c) => ({ id: c.id, quantidade: grade[k(m.id, c.id)] ?? 0 })) })),
  });

  async function salvar() {
    if (!anoFiscal || !mes) return toast.warn(ocmsg.anoMesObrigatorios);
    setSalvando(true);
    try {
      const r = await call<PlanoSalvo['data']>(id ? 'PUT' : 'POST', id ? `order-call/fcst/${id}` : 'order-call/fcst', { body: corpo() });
      toast.success(r.mensagem);
      await qc.invalidateQueries({ queryKey: ['order-call'] });
      if (!id) navigate(`/ordercall/detail/${r.id}`, { replace: true });
    } catch {
      /* the call showed the error */
    } finally {
      setSalvando(false);
    }
  }

  async function importar(f: File) {
    try {
      if (!anoFiscal) return;
      const r = await importarPlano(f, anoFiscal, mes);
      const g: Grade = {};
      for (const m of r.modelos) for (const c of m.ciclos) if (c.quantidade) g[k(m.id, c.id)] = c.quantidade;
      setGrade(g);
      window.alert(r.mensagem);
    } catch {
      /* the call showed the error */
    }
  }

  async function processar() {
    setConfirmar(false);
    anterior.current = plano.data?.ultimoProcessamento ?? null;
    try {
      const r = await call<ProcessamentoIniciado['data']>('POST', 'order-call/processar', { body: { fcstId: id } });
      toast.info(r.mensagem);
      setAcompanhar(true);
    } catch {
      /* the call showed the error */
    }
  }

  const escolhido = anoFiscal !== null && mes !== null;
  const rodando = acompanhar || proc?.status === 'processando';
  return (
    <section className="plano-producao">
      <h2>Cadastro de Produção</h2>
      <div className="filter-bar">
        <label>
          Ano{' '}
          <Dropdown
            inputId="plano-ano"
            aria-label="Ano"
            value={anoFiscal}
            options={(anos.data ?? []).map((a) => ({ label: formatAnoFiscal(a), value: a }))}
            onChange={(e) => setAnoFiscal(e.value as number)}
            disabled={id !== null}
            placeholder="Selecione"
          />
        </label>
        <label>
          Mês{' '}
          <Dropdown
            inputId="plano-mes"
            aria-label="Mês"
            value={mes}
            options={(meses.data ?? []).map((m) => ({ label: m.nome, value: m.id }))}
            onChange={(e) => setMes(e.value as number)}
            disabled={id !== null}
            placeholder="Selecione"
          />
        </label>
        <div className="filter-bar-actions">
          {escolhido && (
            <>
              <Button
                label="Exportar"
                icon="pi pi-download"
                size="small"
                outlined
                onClick={() => void downloadXlsx('POST', 'order-call/fcst/modelo/exportar', { body: corpo(), fallback: 'Produção.xlsx' })}
              />
              <Button label="Importar" icon="pi pi-upload" size="small" outlined disabled={!editavel} onClick={() => arquivo.current?.click()} />
              <input
                ref={arquivo}
                type="file"
                hidden
                aria-label="Arquivo de produção"
                accept=".xlsx"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  if (f) void importar(f);
                }}
              />
            </>
          )}
        </div>
      </div>
      {escolhido && (
        <div className="grade-producao" style={{ overflowX: 'auto' }}>
          <table className="p-datatable-table" aria-label="Grade de produção">
            <thead>
              <tr>
                <th>Modelo</th>
                {cs.map((c) => (
                  <th key={c.id}>{c.nome}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ms.map((m) => (
                <tr key={m.id}>
                  <th scope="row">{m.descricao}</th>
                  {cs.map((c) => (
                    <td key={c.id}>
                      <input
                        type="number"
                        min={0}
                        step={1}
                        style={{ width: '4.5rem' }}
                        aria-label={`${m.descricao} ${c.nome}`}
                        disabled={!editavel}
                        value={grade[k(m.id, c.id)] ?? 0}
                        onChange={(e) => {
                          const v = Math.max(0, Math.trunc(Number(e.target.value) || 0));
                          setGrade((g) => ({ ...g, [k(m.id, c.id)]: v }));
                        }}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="form-actions">
        <Button label="Voltar" outlined onClick={() => navigate('/producao')} />
        {id !== null && <BotaoHistorico tipo="plano-producao" id={id} titulo="Histórico do plano de produção" />}
        <Button label="Salvar" disabled={!editavel || !escolhido} loading={salvando} onClick={() => void salvar()} />
      </div>
      {id !== null && plano.data && (
        <div className="processamento">
          <Button label="Computar veículos e distribuir Order Call" icon="pi pi-cog" disabled={!editavel || rodando} onClick={() => setConfirmar(true)} />
          <p className="muted">feito pela última vez em: {formatDateTime(plano.data.ultimoProcessamento, 'nunca')}</p>
          {rodando && proc && (
            <div aria-label="Andamento do processamento">
              <p>
                Processando… {proc.feitos} de {proc.total} tipos de modelo
              </p>
              <ProgressBar value={proc.total ? Math.round((100 * proc.feitos) / proc.total) : 0} />
            </div>
          )}
        </div>
      )}
      <ConfirmarDialog
        titulo="Computar veículos e distribuir Order Call"
        pergunta={ocmsg.confirmarProcessamento}
        aberto={confirmar}
        onNao={() => setConfirmar(false)}
        onSim={() => void processar()}
      />
    </section>
  );
}
