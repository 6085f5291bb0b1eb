import { Editor } from 'primereact/editor';

/** The rich-text editor (PrimeReact Editor over quill 2, which it loads on demand); this module is itself lazy. */
export default function PopupEditor({ value, onChange, readOnly }: { value: string; onChange: (html: string) => void; readOnly: boolean }) {
  return (
    <Editor
      id="popup-texto"
      value={value}
      onTextChange={(e) => onChange(e.htmlValue ?? '')}
      placeholder="Digite aqui..."
      readOnly={readOnly}
      style={{ height: '260px' }}
      aria-label="Texto do pop-up"
    />
  );
}
