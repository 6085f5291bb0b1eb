import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { receberToasts } from './toasts.tsx';

/** PrimeReact's Toast, top right, showing what `toast.*` sends (`ToastHost` loads it). */
export default function ToastHostPrime() {
  const ref = useRef<Toast>(null);
  useEffect(() => receberToasts((m) => ref.current?.show(m)), []);
  return <Toast ref={ref} position="top-right" />;
}
