import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { Secao } from './campos.tsx';

const OPCOES = [
  { rotulo: 'Sim', valor: true, id: 'pep-sim' },
  { rotulo: 'Não', valor: false, id: 'pep-nao' },
];

/** Politically exposed person declaration (spec §2.3 item 12): Sim/Não and the definition dialog (period: 5 years). */
export function PepSection({ valor, onChange, desabilitado }: { valor: boolean | null; onChange: (v: boolean | null) => void; desabilitado: boolean }) {
  const [info, setInfo] = useState(false);
  return (
    <Secao
      id="sec-pep"
      titulo="Pessoa politicamente exposta"
      acoes={<Button type="button" icon="pi pi-info-circle" rounded text aria-label="O que é pessoa politicamente exposta" onClick={() => setInfo(true)} />}
    >
      <p className="muted">O cliente é, ou foi nos últimos 5 anos, pessoa politicamente exposta? *</p>
      <div className="form-switches" role="radiogroup" aria-label="Pessoa politicamente exposta">
        {OPCOES.map((o) => (
          <label key={o.id} className="form-switch" htmlFor={o.id}>
            <RadioButton inputId={o.id} name="pep" value={o.valor} checked={valor === o.valor} disabled={desabilitado} onChange={() => onChange(o.valor)} />
            {o.rotulo}
          </label>
        ))}
      </div>
      <Dialog
        header={tmsg.pepTitulo}
        visible={info}
        onHide={() => setInfo(false)}
        style={{ width: 'min(560px, 95vw)' }}
        footer={<Button label="Fechar" onClick={() => setInfo(false)} />}
      >
        <p>{tmsg.pepDefinicao}</p>
        <p>
          <strong>{tmsg.pepPeriodo}</strong>
        </p>
      </Dialog>
    </Secao>
  );
}
