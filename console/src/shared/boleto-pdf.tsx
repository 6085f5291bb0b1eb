import { useState } from 'react';
import { buscarArquivo, type ArquivoBinario } from './arquivo-binario.ts';
import { AcaoLinha } from './list-controls.tsx';
import { toast } from './toasts.tsx';

/**
 * Gerar Pdf of a boleto (GET boleto/gerar-pdf/{id}, the PDF the server draws): `gerando` is the boleto being fetched;
 * `usar` receives the file, a failure is the toast `erro` words.
 */
export function usePdfDoBoleto(usar: (arquivo: ArquivoBinario, boletoId: number) => void, erro: (e: unknown) => string) {
  const [gerando, setGerando] = useState<number | null>(null);
  const gerar = async (id: number) => {
    setGerando(id);
    try {
      usar(await buscarArquivo('GET', `boleto/gerar-pdf/${id}`, { fallback: `Boleto_${id}.pdf` }), id);
    } catch (e) {
      toast.error(erro(e));
    } finally {
      setGerando(null);
    }
  };
  return { gerando, gerar: (id: number) => void gerar(id) };
}

/** The Gerar Pdf row action of a boleto: spins while its PDF comes. */
export function AcaoGerarPdf({ id, gerando, onClick }: { id: number; gerando: number | null; onClick: () => void }) {
  return <AcaoLinha icone="pi pi-file-pdf" rotulo={`Gerar Pdf do boleto ${id}`} dica="Gerar Pdf" carregando={gerando === id} onClick={onClick} />;
}
