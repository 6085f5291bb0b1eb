import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { bmsg } from '@portal/contracts/boletos/messages';
import { msg } from '@portal/contracts/messages';
import type { BoletoEmAberto, SegundaViaBody as Consulta } from '@portal/contracts/boletos/schemas';
import { CampoForm, Formulario } from '../../../shared/formulario.tsx';
import { ApiError } from '../../../shared/api-client.ts';
import { buscarArquivo } from '../../../shared/arquivo-binario.ts';
import { salvarArquivo } from '../../../shared/download.ts';
import { formatBRL } from '../../../shared/lines.ts';
import { toast } from '../../../shared/toasts.tsx';
import { consultaSegundaVia, erroSegundaVia, linhaFormatada, mascaraCodigoAcesso, mascaraDocumento } from '../model.ts';
import { useSegundaVia } from '../hooks/use-segunda-via.ts';

/** Copies the linha digitável (the Clipboard API, or a hidden text area where it is not offered: plain http). */
async function copiar(texto: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    /* fall back below */
  }
  const area = document.createElement('textarea');
  area.value = texto;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/**
 * /gera-boleto (public): the buyer's second copy. The order code (VD000123), the buyer's CPF/CNPJ and the 'Código de acesso'
 * printed on the boleto give the open boletos
 * (parcela, valor, vencimento, linha digitável with a copy button) and each one's PDF. Nothing else is revealed: an unknown
 * order, another document or no open boleto answer the same 'not found'; too many attempts answer 429.
 */
export default function GeraBoletoPage() {
  const [pedido, setPedido] = useState('');
  const [documento, setDocumento] = useState('');
  const [codigoAcesso, setCodigoAcesso] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [consultando, setConsultando] = useState(false);
  const [resultado, setResultado] = useState<{ consulta: Consulta; boletos: BoletoEmAberto[] } | null>(null);
  const [baixando, setBaixando] = useState<number | null>(null);
  const consultarSegundaVia = useSegundaVia();

  const consultar = async () => {
    const c = consultaSegundaVia(pedido, documento, codigoAcesso);
    if ('erro' in c) {
      setErro(c.erro);
      return;
    }
    setErro(null);
    setResultado(null);
    setConsultando(true);
    try {
      const boletos = await consultarSegundaVia(c.corpo);
      setResultado({ consulta: c.corpo, boletos });
    } catch (e) {
      setErro(e instanceof ApiError ? (e.status === 0 ? msg.erroInterno : erroSegundaVia(e.status, e.errors)) : msg.erroInterno);
    } finally {
      setConsultando(false);
    }
  };

  const baixar = async (consulta: Consulta, b: BoletoEmAberto) => {
    setBaixando(b.id);
    try {
      salvarArquivo(
        await buscarArquivo('POST', 'boleto/segunda-via/pdf', { body: { ...consulta, boletoId: b.id }, publica: true, fallback: `Boleto_${b.id}.pdf` }),
      );
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      toast.error(status === 429 ? bmsg.segundaViaMuitasTentativas : status === 404 ? bmsg.segundaViaBoletoIndisponivel : bmsg.erroGerarPdf);
    } finally {
      setBaixando(null);
    }
  };

  return (
    <main className="public-page">
      <section className="public-card public-card-wide gera-boleto" aria-label="Segunda via de boleto">
        <h1>Segunda via de boleto</h1>
        <p className="muted">Informe o código do pedido, o CPF ou CNPJ do comprador e o código de acesso impresso no boleto para ver os boletos em aberto.</p>
        <Formulario className="gera-boleto-form" rotulo="Consultar boletos" onEnviar={() => void consultar()}>
          <CampoForm id="gb-pedido" rotulo="Código do pedido">
            <InputText
              id="gb-pedido"
              value={pedido}
              maxLength={40}
              placeholder="VD000123"
              autoComplete="off"
              onChange={(e) => setPedido(e.target.value.toUpperCase())}
            />
          </CampoForm>
          <CampoForm id="gb-documento" rotulo="CPF ou CNPJ">
            <InputText
              id="gb-documento"
              value={documento}
              maxLength={18}
              inputMode="text"
              placeholder="000.000.000-00"
              autoComplete="off"
              onChange={(e) => setDocumento(mascaraDocumento(e.target.value))}
            />
          </CampoForm>
          <CampoForm id="gb-codigo-acesso" rotulo="Código de acesso">
            <InputText
              id="gb-codigo-acesso"
              value={codigoAcesso}
              maxLength={14}
              placeholder="XXXX-XXXX-XXXX"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="gb-codigo-acesso-ajuda"
              onChange={(e) => setCodigoAcesso(mascaraCodigoAcesso(e.target.value))}
            />
            <small id="gb-codigo-acesso-ajuda" className="muted">
              Impresso no recibo do pagador, abaixo dos dados do pagador.
            </small>
          </CampoForm>
          {erro && (
            <p className="form-error" role="alert">
              {erro}
            </p>
          )}
          <Button type="submit" label="Consultar" icon="pi pi-search" loading={consultando} />
        </Formulario>
        {resultado && (
          <section className="gera-boleto-lista" aria-label="Boletos em aberto">
            <h2>Pedido {resultado.consulta.pedido}</h2>
            <ul className="card-list">
              {resultado.boletos.map((b) => {
                const linha = linhaFormatada(b.linhaDigitavel);
                return (
                  <li key={b.id} className="list-card gera-boleto-item" data-testid="segunda-via-boleto">
                    <div className="list-card-fields">
                      <div className="list-card-field">
                        <span className="list-card-label">Parcela</span>
                        <span className="list-card-value">{b.numeroParcela}</span>
                      </div>
                      <div className="list-card-field">
                        <span className="list-card-label">Valor</span>
                        <span className="list-card-value">{formatBRL(b.valorBoleto)}</span>
                      </div>
                      <div className="list-card-field">
                        <span className="list-card-label">Vencimento</span>
                        <span className="list-card-value">{b.dataVencimento}</span>
                      </div>
                      <div className="list-card-field gera-boleto-linha">
                        <span className="list-card-label">Linha digitável</span>
                        <span className="list-card-value linha-digitavel" data-testid="linha-digitavel">
                          {linha || bmsg.linhaIndisponivel}
                        </span>
                      </div>
                    </div>
                    <div className="list-card-actions">
                      <Button
                        type="button"
                        label="Copiar linha"
                        icon="pi pi-copy"
                        outlined
                        size="small"
                        disabled={!linha}
                        aria-label={`Copiar a linha digitável da parcela ${b.numeroParcela}`}
                        onClick={() =>
                          void copiar(linha.replace(/\D/g, '')).then((ok) => (ok ? toast.success(bmsg.linhaCopiada) : toast.warn(bmsg.linhaNaoCopiada)))
                        }
                      />
                      <Button
                        type="button"
                        label="Baixar PDF"
                        icon="pi pi-file-pdf"
                        size="small"
                        loading={baixando === b.id}
                        aria-label={`Baixar o PDF da parcela ${b.numeroParcela}`}
                        onClick={() => void baixar(resultado.consulta, b)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
      </section>
    </main>
  );
}
