import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Modal } from '../../../shared/modal.tsx';
import type { ArquivoBinario } from '../../../shared/arquivo-binario.ts';
import { salvarArquivo } from '../../../shared/download.ts';

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
  const baixar = <Button label="Baixar" icon="pi pi-download" onClick={() => pdf && salvarArquivo(pdf)} />;
  return (
    <Modal titulo={`Boleto ${pdf?.boletoId ?? ''}`} aberto={pdf !== null} onClose={onClose} largura={900} acoes={baixar}>
      {url && (
        <object className="boleto-pdf" data={url} type="application/pdf" aria-label={`PDF do boleto ${pdf?.boletoId ?? ''}`}>
          <p className="muted boleto-pdf-sem-visualizacao">Este navegador não mostra o PDF aqui: use Baixar para abrir o boleto.</p>
        </object>
      )}
    </Modal>
  );
}
