import { useEffect, useRef } from 'react';
import { Toast, type ToastMessage } from 'primereact/toast';

/** Toasts close after 5 s (spec 000 §9). */
export const TOAST_LIFE_MS = 5000;

type Severity = 'success' | 'info' | 'warn' | 'error';
type Listener = (m: ToastMessage) => void;
let listener: Listener | null = null;
const pending: ToastMessage[] = [];

function show(severity: Severity, detail: string) {
  const summary = { success: 'Sucesso', info: 'Informação', warn: 'Atenção', error: 'Erro' }[severity];
  const m: ToastMessage = { severity, summary, detail, life: TOAST_LIFE_MS };
  if (listener) listener(m);
  else pending.push(m);
}

export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  warn: (text: string) => show('warn', text),
  error: (text: string) => show('error', text),
};

/** Mounted once by the app; every `toast.*` call lands here. */
export function ToastHost() {
  const ref = useRef<Toast>(null);
  useEffect(() => {
    listener = (m) => ref.current?.show(m);
    for (const m of pending.splice(0)) listener(m);
    return () => {
      listener = null;
    };
  }, []);
  return <Toast ref={ref} position="top-right" />;
}
