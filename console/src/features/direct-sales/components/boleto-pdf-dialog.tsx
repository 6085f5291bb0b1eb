import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { salvarArquivo, type ArquivoBinario } from '../../../shared/arquivo-binario.ts';

/** The boleto print dialog (spec §2.3): the PDF the server drew (payer receipt and compensation form) and Baixar. */
export function BoletoPdfDialog({ pdf, onClose }: { pdf: (ArquivoBinario & { boletoId: number }) | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!pdf) return;
    const u = URL.createObjectURL(pdf.blob);
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(null);
    };
  }, [pdf]);
  return (
    <Dialog
      header={`Boleto ${pdf?.boletoId ?? ''}`}
      visible={pdf !== null}
      onHide={onClose}
      style={{ width: 'min(900px, 96vw)' }}
      footer={
        <div>
          <Button label="Voltar" outlined onClick={onClose} />
          <Button label="Baixar" icon="pi pi-download" onClick={() => pdf && salvarArquivo(pdf)} />
        </div>
      }
    >
      {url && (
        <object className="boleto-pdf" data={url} type="application/pdf" aria-label={`PDF do boleto ${pdf?.boletoId ?? ''}`}>
          <p className="muted boleto-pdf-sem-visualizacao">Este navegador não mostra o PDF aqui: use Baixar para abrir o boleto.</p>
        </object>
      )}
    </Dialog>
  );
}
