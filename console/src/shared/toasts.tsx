import type { ToastMessage } from 'primereact/toast';

/** Toasts close after 5 s (spec 000 §9). */
export const TOAST_LIFE_MS = 5000;

type Severity = 'success' | 'info' | 'warn' | 'error';
type Listener = (m: ToastMessage) => void;
let listener: Listener | null = null;
const pending: ToastMessage[] = [];
const esperando = new Set<() => void>();

function show(severity: Severity, detail: string) {
  const summary = { success: 'Sucesso', info: 'Informação', warn: 'Atenção', error: 'Erro' }[severity];
  const m: ToastMessage = { severity, summary, detail, life: TOAST_LIFE_MS };
  if (listener) return listener(m);
  pending.push(m);
  for (const aviso of esperando) aviso();
}

export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warn: (text: string) => show('warn', text),
  error: (text: string) => show('error', text),
};

/** The host (`toast-host.tsx`) takes the toasts from its mount on, the ones shown before it first; answers how to let go. */
export function receberToasts(l: Listener): () => void {
  listener = l;
  for (const m of pending.splice(0)) l(m);
  return () => {
    if (listener === l) listener = null;
  };
}

/** Tells `aviso` when a toast waits for the host (not loaded yet); answers how to stop. */
export function assinarEspera(aviso: () => void): () => void {
  esperando.add(aviso);
  return () => esperando.delete(aviso);
}

/** A toast waits for the host. */
export const toastEsperando = () => pending.length > 0;
