import { useRef } from 'react';
import { Button } from 'primereact/button';

/** What the camera gives: JPEG or PNG (a phone converts its own format to JPEG when the input asks for these). */
export const ACEITA_FOTO = 'image/jpeg,image/png';

/**
 * 'Fotografar' at phone width, beside a screen's own file button: an input that opens the back camera (`capture="environment"`)
 * and hands the photo to `onFoto`. The screen's own input keeps its PDFs, which a camera input cannot choose.
 */
export function BotaoFotografar({
  rotulo,
  onFoto,
  carregando,
  desabilitado,
}: {
  rotulo: string;
  onFoto: (f: File) => void;
  carregando?: boolean;
  desabilitado?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        text
        icon="pi pi-camera"
        label="Fotografar"
        aria-label={`Fotografar ${rotulo}`}
        loading={carregando}
        disabled={desabilitado}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        hidden
        accept={ACEITA_FOTO}
        capture="environment"
        aria-label={`Foto: ${rotulo}`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) onFoto(f);
        }}
      />
    </>
  );
}
