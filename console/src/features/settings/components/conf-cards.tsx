import { useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Dropdown } from 'primereact/dropdown';
import { Calendario } from '../../../shared/calendario.tsx';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { CONF, CONF_TITULOS, TIPOS_DIAS, validarConfiguracao, validarPrazoKpi } from '@portal/contracts/settings/regras';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { nomeDoMes, useMeses } from '../../../shared/lookups.ts';
import type { LinhaConf } from '@portal/contracts/settings/schemas';
import { POR_PAGINA_CONF, useConfiguracoes } from '../hooks/use-configuracoes.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';
import { useNovoPeriodo, useNovoPrazoKpi, useNovoValorMedio } from '../hooks/use-salvar-configuracao.ts';
import { ConfHistorico } from './conf-historico.tsx';
import { BotaoHistorico } from '../../../shared/historico.tsx';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const dataBR = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso);

/** One setting's card: title, the value in force, the form, and its history with its own page. */
interface HistoricoOpts {
  valor?: (r: LinhaConf) => string;
  colunaValor?: string;
  extra?: { header: string; body: (r: LinhaConf) => string };
}
function Cartao({ tipo, children, historico }: { tipo: number; children: ReactNode; historico?: HistoricoOpts }) {
  const pagina = usePaginacao(POR_PAGINA_CONF);
  const q = useConfiguracoes(pagina.page, pagina.perPage);
  const t = q.data?.[`conf${tipo}`];
  const titulo = CONF_TITULOS[tipo]!;
  return (
    <div className="card conf-card" data-conf={tipo} aria-label={titulo}>
      <h3>{titulo}</h3>
      <p className="muted">
        Em vigor:{' '}
        <strong data-testid={`ativo-conf${tipo}`}>
          {t?.ativo === null || t?.ativo === undefined ? '—' : (historico?.valor?.({ periodoInformado: t.ativo } as LinhaConf) ?? t.ativo)}
        </strong>
      </p>
      <div className="conf-form">{children}</div>
      <ConfHistorico titulo={titulo} rows={t?.rows ?? []} servidor={pagina.servidor(t?.total)} loading={q.isFetching} {...historico} />
      <BotaoHistorico tipo="configuracao" id={tipo} titulo={`Histórico: ${titulo}`} rotulo="Histórico completo" />
    </div>
  );
}

/** conf1..conf9: a new period (free text on screen; the server checks days and counts). */
export function PeriodoCard({ tipo }: { tipo: number }) {
  const { editavel } = useScreenPermission();
  const [valor, setValor] = useState('');
  const salvar = useNovoPeriodo();
  const enviar = () => {
    const v = validarConfiguracao(tipo, valor);
    if (!v.ok) return toast.error(v.erro);
    salvar.mutate({ tipo, periodoInformado: v.valor }, { onSuccess: () => setValor('') });
  };
  return (
    <Cartao tipo={tipo}>
      {editavel && (
        <>
          <InputText
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            maxLength={32}
            placeholder={TIPOS_DIAS.has(tipo) ? 'Dias' : 'Período'}
            aria-label={`Novo período: ${CONF_TITULOS[tipo]}`}
          />
          <Button label="Adicionar" size="small" loading={salvar.isPending} onClick={enviar} aria-label={`Adicionar: ${CONF_TITULOS[tipo]}`} />
        </>
      )}
    </Cartao>
  );
}

const MODOS = [
  { value: '0', label: 'Tradicional' },
  { value: '1', label: 'Pré-pagamento' },
];
const nomeModo = (v: string) => MODOS.find((m) => m.value === v)?.label ?? v;
/** conf12: the payment mode. */
export function ModoPagamentoCard() {
  const { editavel } = useScreenPermission();
  const [valor, setValor] = useState<string | null>(null);
  const salvar = useNovoPeriodo();
  return (
    <Cartao tipo={CONF.modoPagamento} historico={{ valor: (r) => nomeModo(r.periodoInformado), colunaValor: 'Modo de pagamento' }}>
      {editavel && (
        <>
          <Dropdown value={valor} options={MODOS} onChange={(e) => setValor(e.value as string)} placeholder="Selecione" aria-label="Modo de pagamento" />
          <Button
            label="Salvar"
            size="small"
            disabled={valor === null}
            loading={salvar.isPending}
            onClick={() => valor !== null && salvar.mutate({ tipo: CONF.modoPagamento, periodoInformado: valor })}
          />
        </>
      )}
    </Cartao>
  );
}

/** conf13: the 14-hour rule, 14 on or -1 off. */
export function Regra14Card() {
  const { editavel } = useScreenPermission();
  const salvar = useNovoPeriodo();
  const nome = (v: string) => (v === '14' ? 'Ligada (14h)' : 'Desligada');
  return (
    <Cartao tipo={CONF.regra14Horas} historico={{ valor: (r) => nome(r.periodoInformado), colunaValor: 'Regra' }}>
      {editavel && (
        <>
          <Button
            label="Ligar"
            size="small"
            outlined
            loading={salvar.isPending}
            onClick={() => salvar.mutate({ tipo: CONF.regra14Horas, periodoInformado: '14' })}
          />
          <Button
            label="Desligar"
            size="small"
            outlined
            severity="secondary"
            loading={salvar.isPending}
            onClick={() => salvar.mutate({ tipo: CONF.regra14Horas, periodoInformado: '-1' })}
          />
        </>
      )}
    </Cartao>
  );
}

/** conf14: the average billing value, currency-masked. */
export function ValorMedioCard() {
  const { editavel } = useScreenPermission();
  const [valor, setValor] = useState<number | null>(null);
  const salvar = useNovoValorMedio();
  return (
    <Cartao tipo={CONF.valorMedio} historico={{ valor: (r) => brl.format(Number(r.valor ?? r.periodoInformado)), colunaValor: 'Valor' }}>
      {editavel && (
        <>
          <InputNumber
            value={valor}
            onValueChange={(e) => setValor(e.value ?? null)}
            mode="currency"
            currency="BRL"
            locale="pt-BR"
            min={0}
            maxFractionDigits={2}
            aria-label="Novo valor médio"
          />
          <Button
            label="Adicionar"
            size="small"
            loading={salvar.isPending}
            onClick={() => (valor ? salvar.mutate({ valor }, { onSuccess: () => setValor(null) }) : toast.error(cfgMsg.valorMedioInvalido))}
            aria-label="Adicionar valor médio"
          />
        </>
      )}
    </Cartao>
  );
}

const isoDe = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** conf10: the KPI Approved deadline of a month; Saturdays and Sundays cannot be picked. */
export function PrazoKpiCard() {
  const { editavel } = useScreenPermission();
  const [ano, setAno] = useState<number | null>(new Date().getFullYear());
  const [mes, setMes] = useState<number | null>(null);
  const [prazo, setPrazo] = useState<Date | null>(null);
  const meses = useMeses().data;
  const salvar = useNovoPrazoKpi();
  const enviar = () => {
    const v = validarPrazoKpi({ ano, mesId: mes, prazo: prazo ? isoDe(prazo) : '' });
    if (!v.ok) return toast.error(v.erro);
    salvar.mutate({ ano: v.valor.ano, mesId: v.valor.mes, prazo: v.valor.prazo }, { onSuccess: () => setPrazo(null) });
  };
  return (
    <Cartao
      tipo={CONF.prazoKpi}
      historico={{
        valor: (r) => dataBR(r.periodoInformado),
        colunaValor: 'Prazo',
        extra: { header: 'Mês', body: (r) => (r.mes ? `${nomeDoMes(meses, r.mes)}/${r.ano}` : '—') },
      }}
    >
      {editavel && (
        <>
          <InputNumber value={ano} onValueChange={(e) => setAno(e.value ?? null)} useGrouping={false} min={2000} max={2100} aria-label="Ano do prazo" />
          <Dropdown
            value={mes}
            options={(meses ?? []).map((m) => ({ label: m.nome, value: m.id }))}
            onChange={(e) => setMes(e.value as number)}
            placeholder="Mês"
            aria-label="Mês do prazo"
          />
          <Calendario
            value={prazo}
            onChange={(e) => setPrazo((e.value as Date | null) ?? null)}
            dateFormat="dd/mm/yy"
            disabledDays={[0, 6]}
            showIcon
            placeholder="Prazo"
            aria-label="Data do prazo"
          />
          <Button label="Salvar" size="small" loading={salvar.isPending} onClick={enviar} aria-label="Salvar prazo do KPI" />
        </>
      )}
    </Cartao>
  );
}
