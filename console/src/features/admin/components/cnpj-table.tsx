import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { cleanCnpj, formatCnpj } from '@portal/contracts/br/cnpj';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { checkCnpj } from '../lib/cnpj-mask.ts';
import { mascaraCnpj } from '../../../shared/mascaras.ts';

/** The dealer's editable CNPJ table: add, edit, delete rows; the mask takes the alphanumeric CNPJ too. */
export function CnpjTable({ cnpjs, onChange, disabled }: { cnpjs: string[]; onChange: (next: string[]) => void; disabled: boolean }) {
  const [valor, setValor] = useState('');
  const [editando, setEditando] = useState<number | null>(null);

  const confirmar = () => {
    const aviso = checkCnpj(valor, cnpjs, editando);
    if (aviso) {
      toast.warn(aviso);
      return;
    }
    const c = cleanCnpj(valor);
    onChange(editando === null ? [...cnpjs, c] : cnpjs.map((x, i) => (i === editando ? c : x)));
    setValor('');
    setEditando(null);
  };

  return (
    <fieldset className="cnpj-table">
      <legend>CNPJs</legend>
      <div className="cnpj-entry">
        <InputText
          id="cnpj"
          aria-label="CNPJ"
          value={valor}
          placeholder="00.000.000/0000-00"
          onChange={(e) => setValor(mascaraCnpj(e.target.value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirmar();
            }
          }}
          disabled={disabled}
        />
        <Button
          type="button"
          label={editando === null ? 'Adicionar CNPJ' : 'Salvar CNPJ'}
          icon={editando === null ? 'pi pi-plus' : 'pi pi-check'}
          onClick={confirmar}
          disabled={disabled}
          outlined
        />
        {editando !== null && (
          <Button
            type="button"
            label="Cancelar"
            text
            onClick={() => {
              setEditando(null);
              setValor('');
            }}
          />
        )}
      </div>
      <table className="simple-table" aria-label="Tabela de CNPJs">
        <thead>
          <tr>
            <th>CNPJ</th>
            <th className="actions-col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {cnpjs.length === 0 && (
            <tr>
              <td colSpan={2} className="muted">
                {msg.nenhumRegistro}
              </td>
            </tr>
          )}
          {cnpjs.map((c, i) => (
            <tr key={c} className={i === editando ? 'row-editing' : ''}>
              <td>{formatCnpj(c)}</td>
              <td className="actions-col">
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={`Editar CNPJ ${formatCnpj(c)}`}
                  disabled={disabled}
                  onClick={() => {
                    setEditando(i);
                    setValor(mascaraCnpj(c));
                  }}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  aria-label={`Excluir CNPJ ${formatCnpj(c)}`}
                  disabled={disabled}
                  onClick={() => {
                    onChange(cnpjs.filter((_, j) => j !== i));
                    if (editando === i) {
                      setEditando(null);
                      setValor('');
                    }
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
