import { useEffect, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { useActor } from '../../../shared/actor.ts';
import { useDealers } from '../../../shared/lookups.ts';
import type { AnosMesesKpi } from '@portal/contracts/kpi/schemas';
import type { FiltroKpi } from '../hooks/filtro-kpi.ts';
import { PrazoFiltro } from '../../../shared/prazo.tsx';

type AnoMeses = AnosMesesKpi[number];
type MesFiltro = AnoMeses['meses'][number];

/** The current year and month in Brazil. */
export function anoMesAtual(): { ano: number; mes: number } {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return { ano: Number(hoje.slice(0, 4)), mes: Number(hoje.slice(5, 7)) };
}

/** Defaults of spec 002 §4.12 (also the KPI screen's): the latest year, the current month if offered (else the last), the first dealer. */
export function filtroPadrao(anos: AnoMeses[], dealers: { id: number }[], proprio: number | null): FiltroKpi {
  const ultimo = anos[anos.length - 1];
  const { ano, mes } = anoMesAtual();
  const mesId = ultimo ? (ultimo.ano === ano && ultimo.meses.some((m) => m.id === mes) ? mes : ultimo.meses[ultimo.meses.length - 1]!.id) : null;
  return { ano: ultimo?.ano ?? null, mesId, concessionariaId: proprio ?? dealers[0]?.id ?? null };
}

export const mesDoFiltro = (anos: AnoMeses[] | undefined, f: FiltroKpi): MesFiltro | null =>
  anos?.find((a) => a.ano === f.ano)?.meses.find((m) => m.id === f.mesId) ?? null;

export function useEhAdministrador() {
  const actor = useActor();
  return !!actor && actor.role === 'Administrador' && actor.grupoPerfil !== GRUPO_PERFIL.Dealer;
}

/** The KPI filter bar: Chassi (Administrador, vehicle tab), Dealer, Ano, Mês, Prazo (vehicle tab), Buscar and clear. */
export function FiltrosKpi(p: {
  anos: AnoMeses[];
  valor: FiltroKpi;
  chassi: boolean;
  /** the vehicle tab's 'Prazo' (the month's lock, for the vehicles still in audit) */
  prazo?: boolean;
  aplicar: (f: FiltroKpi) => void;
  padrao: FiltroKpi;
  /** Limpar filtros: the list back to its defaults (the screen's filter, the cards' fields) and no view (`useFiltros`' `limpar`) */
  limpar: () => void;
  semDealer?: boolean;
}) {
  const dealers = useDealers().data ?? [];
  const [f, setF] = useState<FiltroKpi>(p.valor);
  useEffect(() => setF(p.valor), [p.valor]);
  const meses = useMemo(() => p.anos.find((a) => a.ano === f.ano)?.meses ?? [], [p.anos, f.ano]);
  return (
    <div className="filter-bar kpi-filtros">
      {p.chassi && (
        <span className="bi-filtro">
          <label htmlFor="kpi-chassi">Chassi</label>
          <InputText id="kpi-chassi" maxLength={17} value={f.chassi ?? ''} onChange={(e) => setF({ ...f, chassi: e.target.value })} />
        </span>
      )}
      {!p.semDealer && (
        <span className="bi-filtro">
          <label htmlFor="kpi-dealer">Dealer</label>
          <Dropdown
            inputId="kpi-dealer"
            aria-label="Dealer"
            filter={dealers.length > 10}
            value={f.concessionariaId}
            options={dealers.map((d) => ({ value: d.id, label: d.nome }))}
            onChange={(e) => setF({ ...f, concessionariaId: e.value as number })}
          />
        </span>
      )}
      <span className="bi-filtro">
        <label htmlFor="kpi-ano">Ano</label>
        <Dropdown
          inputId="kpi-ano"
          aria-label="Ano"
          value={f.ano}
          options={p.anos.map((a) => ({ value: a.ano, label: String(a.ano) }))}
          onChange={(e) => {
            const ano = e.value as number;
            const ms = p.anos.find((a) => a.ano === ano)?.meses ?? [];
            setF({ ...f, ano, mesId: ms.some((m) => m.id === f.mesId) ? f.mesId : (ms[ms.length - 1]?.id ?? null) });
          }}
        />
      </span>
      <span className="bi-filtro">
        <label htmlFor="kpi-mes">Mês</label>
        <Dropdown
          inputId="kpi-mes"
          aria-label="Mês"
          value={f.mesId}
          options={meses.map((m) => ({ value: m.id, label: m.nome }))}
          onChange={(e) => setF({ ...f, mesId: e.value as number })}
        />
      </span>
      {p.prazo && <PrazoFiltro valor={f.prazo ?? null} onChange={(prazo) => setF({ ...f, prazo })} />}
      <Button
        type="button"
        icon="pi pi-search"
        label="Buscar"
        onClick={() => p.aplicar({ ...f, chassi: p.chassi ? f.chassi?.trim() : undefined, prazo: p.prazo ? (f.prazo ?? null) : null })}
      />
      <Button
        type="button"
        text
        icon="pi pi-filter-slash"
        aria-label="Limpar filtros"
        onClick={() => {
          setF(p.padrao);
          p.limpar();
        }}
      />
    </div>
  );
}
