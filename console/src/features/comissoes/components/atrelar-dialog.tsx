import { useState } from 'react';
import { Button } from 'primereact/button';
import { Calendario } from '../../../shared/calendario.tsx';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { lerNfeXml } from '@portal/contracts/comissoes/nfe-xml';
import { ApiError } from '../../../shared/api-client.ts';
import { deIso, formatBRL, isoLocal } from '../../../shared/lines.ts';
import { toast } from '../../../shared/toasts.tsx';
import { enviarNotaFiscal, useAtrelar } from '../hooks/use-atrelar.ts';
import { avisoDoValor, somaComissoes, type LinhaComissao } from '../model.ts';

interface Props {
  selecao: LinhaComissao[];
  aberto: boolean;
  onClose(atrelou: boolean): void;
}

/**
 * Atrelar Nota Fiscal (spec §2.10, §5): the selected commissions, their sum (read-only), the note's value (min -100), issue
 * date (weekends disabled), number (digits) and the issuer's CNPJ, and one file (PDF or the NF-e XML, whose fields fill the form).
 * Only the orders and the file are required (the spec's two messages); what disagrees (value vs the sum, issuer vs dealer,
 * typed vs XML) is attached with the server's warnings, shown as warn toasts, and a value other than the sum is warned here first.
 */
export function AtrelarDialog({ selecao, aberto, onClose }: Props) {
  const [valor, setValor] = useState<number | null>(null);
  const [data, setData] = useState<Date | null>(null);
  const [numero, setNumero] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [arquivo, setArquivo] = useState<string | null>(null);
  const [nomeArquivo, setNomeArquivo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const atrelar = useAtrelar();
  const calculado = somaComissoes(selecao);
  const avisoValor = avisoDoValor(valor, calculado);

  const limpar = () => {
    setValor(null);
    setData(null);
    setNumero('');
    setCnpj('');
    setArquivo(null);
    setNomeArquivo(null);
  };
  const fechar = (ok: boolean) => {
    limpar();
    onClose(ok);
  };

  const escolher = async (file: File | undefined) => {
    if (!file) return;
    setEnviando(true);
    try {
      if (/\.xml$/i.test(file.name)) {
        const lido = lerNfeXml(await file.text());
        if (lido && 'campos' in lido) {
          setNumero(lido.campos.numeroNotaFiscal);
          setData(deIso(lido.campos.dataEmissao));
          setValor(lido.campos.valorNotaFiscal);
          setCnpj(lido.campos.cnpjEmitente);
        }
      }
      setArquivo(await enviarNotaFiscal(file));
      setNomeArquivo(file.name);
      toast.success(nfMsg.arquivoImportado);
    } catch (e) {
      toast.error(e instanceof ApiError ? (e.errors[0] ?? e.message) : nfMsg.necessarioAnexar);
    } finally {
      setEnviando(false);
    }
  };

  const salvar = () => {
    if (!selecao.length) return toast.warn(nfMsg.necessarioPedidos);
    if (!arquivo) return toast.warn(nfMsg.necessarioAnexar);
    atrelar.mutate(
      {
        pedidosId: selecao.map((c) => c.id),
        concessionariasId: selecao[0]!.concessionariaId,
        valorComissao: calculado,
        valorNotaFiscal: valor,
        dataEmissao: data ? isoLocal(data) : null,
        numeroNotaFiscal: numero,
        cnpjEmitente: cnpj,
        urlNotaFiscal: arquivo,
      },
      {
        onSuccess: (r) => {
          toast.success(r.mensagem);
          for (const aviso of r.avisos ?? []) toast.warn(aviso);
          fechar(true);
        },
        onError: (e) => toast.error(e instanceof ApiError ? (e.errors[0] ?? e.message) : nfMsg.falhaLista),
      },
    );
  };

  return (
    <Dialog header="Atrelar Nota Fiscal" visible={aberto} onHide={() => fechar(false)} style={{ width: '40rem' }} modal>
      <div className="form-grid atrelar-nf">
        <p>
          Pedidos: <strong>{selecao.map((c) => c.numeroPedidoVD).join(', ')}</strong>
        </p>
        <label htmlFor="nf-calculado">Valor calculado</label>
        <InputText id="nf-calculado" value={formatBRL(calculado)} readOnly />
        <label htmlFor="nf-valor">Valor da nota</label>
        <InputNumber
          inputId="nf-valor"
          value={valor}
          onValueChange={(e) => setValor(e.value ?? null)}
          mode="currency"
          currency="BRL"
          locale="pt-BR"
          min={-100}
        />
        {avisoValor && <Message severity="warn" text={avisoValor} className="atrelar-nf-aviso" />}
        <label htmlFor="nf-data">Data de emissão</label>
        <Calendario
          inputId="nf-data"
          value={data}
          onChange={(e) => setData((e.value as Date | null) ?? null)}
          dateFormat="dd/mm/yy"
          disabledDays={[0, 6]}
          showIcon
        />
        <label htmlFor="nf-numero">Número da nota fiscal</label>
        <InputText id="nf-numero" value={numero} keyfilter="int" maxLength={20} onChange={(e) => setNumero(e.target.value)} />
        <label htmlFor="nf-cnpj">CNPJ do emitente</label>
        <InputText id="nf-cnpj" value={cnpj} maxLength={18} onChange={(e) => setCnpj(e.target.value)} />
        <label htmlFor="nf-arquivo">Nota fiscal (PDF ou XML da NF-e)</label>
        <input id="nf-arquivo" type="file" accept=".pdf,.xml" disabled={enviando} onChange={(e) => void escolher(e.target.files?.[0])} />
        {nomeArquivo && <span className="muted">Anexado: {nomeArquivo}</span>}
      </div>
      <div className="dialog-actions">
        <Button label="Cancelar" outlined onClick={() => fechar(false)} />
        <Button label="Atrelar" icon="pi pi-paperclip" loading={atrelar.isPending || enviando} onClick={salvar} />
      </div>
    </Dialog>
  );
}
