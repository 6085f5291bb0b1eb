import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Calendario } from '../../../shared/calendario.tsx';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import type { Opcional } from '@portal/contracts/settings/specs';
import { validarVigencia } from '@portal/contracts/settings/vigencia';
import type { VigenciaDetalhe } from '@portal/contracts/settings/vigencia-schemas';
import { deIso, isoLocal } from '../../../shared/lines.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useTodosTiposModelo } from '../hooks/use-tipos-modelo.ts';
import { useVigencia } from '../hooks/use-vigencia.ts';
import { useSalvarVigencia } from '../hooks/use-salvar-vigencia.ts';

/** The form's state: the model type, the vigência and the mandatory options (one editable row each). */
function FormularioVigencia({ id, inicial, fechar }: { id: number | null; inicial: VigenciaDetalhe | null; fechar: () => void }) {
  const tipos = useTodosTiposModelo();
  const salvar = useSalvarVigencia();
  const [tipo, setTipo] = useState<number | null>(inicial?.tipoModeloAgrupadoId ?? null);
  const [inicio, setInicio] = useState<Date | null>(inicial ? deIso(inicial.inicioVigencia) : null);
  const [fim, setFim] = useState<Date | null>(inicial?.fimVigencia ? deIso(inicial.fimVigencia) : null);
  const [opcionais, setOpcionais] = useState<Opcional[]>(inicial?.opcionais ?? [{ codigo: '', descricao: '' }]);
  const mudar = (i: number, campo: keyof Opcional, valor: string) => setOpcionais((l) => l.map((o, j) => (j === i ? { ...o, [campo]: valor } : o)));
  const enviar = () => {
    const body = { tipoModeloAgrupadoId: tipo, inicioVigencia: inicio ? isoLocal(inicio) : '', fimVigencia: fim ? isoLocal(fim) : null, opcionais };
    const v = validarVigencia(body);
    if (!v.ok) return toast.error(v.erro);
    salvar.mutate({ id, body: v.valor }, { onSuccess: fechar });
  };
  return (
    <div className="vigencia-form">
      <label htmlFor="vigencia-tipo">Tipo de modelo</label>
      <Dropdown
        inputId="vigencia-tipo"
        value={tipo}
        options={(tipos.data ?? []).map((t) => ({ label: t.descricao, value: t.id }))}
        onChange={(e) => setTipo(e.value as number)}
        placeholder="Selecione o tipo de modelo"
        filter
      />
      <label htmlFor="vigencia-inicio">Início da vigência</label>
      <Calendario inputId="vigencia-inicio" value={inicio} onChange={(e) => setInicio((e.value as Date | null) ?? null)} dateFormat="dd/mm/yy" showIcon />
      <label htmlFor="vigencia-fim">Fim da vigência (em branco: sem data de fim)</label>
      <Calendario inputId="vigencia-fim" value={fim} onChange={(e) => setFim((e.value as Date | null) ?? null)} dateFormat="dd/mm/yy" showIcon showButtonBar />
      <fieldset aria-label="Opcionais obrigatórios">
        <legend>Opcionais obrigatórios</legend>
        {opcionais.map((o, i) => (
          <div className="vigencia-opcional" key={i}>
            <InputText
              value={o.codigo}
              onChange={(e) => mudar(i, 'codigo', e.target.value)}
              maxLength={20}
              placeholder="Código"
              aria-label={`Código do opcional ${i + 1}`}
            />
            <InputText
              value={o.descricao}
              onChange={(e) => mudar(i, 'descricao', e.target.value)}
              maxLength={200}
              placeholder="Descrição"
              aria-label={`Descrição do opcional ${i + 1}`}
            />
            <Button
              icon="pi pi-trash"
              text
              severity="danger"
              onClick={() => setOpcionais((l) => l.filter((_, j) => j !== i))}
              aria-label={`Remover o opcional ${i + 1}`}
            />
          </div>
        ))}
        <Button label="Adicionar opcional" icon="pi pi-plus" text size="small" onClick={() => setOpcionais((l) => [...l, { codigo: '', descricao: '' }])} />
      </fieldset>
      <div className="conf-form">
        <Button label="Salvar" loading={salvar.isPending} onClick={enviar} aria-label="Salvar vigência" />
        <Button label="Cancelar" outlined onClick={fechar} />
      </div>
    </div>
  );
}

/** Nova vigência (id null) or Editar vigência: the form once the vigência to edit has loaded. */
export function VigenciaDialog({ id, visivel, fechar }: { id: number | null; visivel: boolean; fechar: () => void }) {
  const q = useVigencia(visivel ? id : null);
  const pronto = id === null || q.data !== undefined;
  return (
    <Dialog header={id === null ? 'Nova vigência' : 'Editar vigência'} visible={visivel} onHide={fechar} style={{ width: 'min(640px, 95vw)' }}>
      {visivel && pronto && <FormularioVigencia key={id ?? 'nova'} id={id} inicial={id === null ? null : (q.data ?? null)} fechar={fechar} />}
    </Dialog>
  );
}
