import { useNavigate } from 'react-router';
import { toast } from '../../../shared/toasts.tsx';
import { showFirstError } from '../lib/errors.ts';

/** After a save: the server's success text, then where the form goes; a failure shows the first server error. */
export function useAfterSave() {
  const navigate = useNavigate();
  return (to: string | ((id: number) => string)) => ({
    onSuccess: (r: { id: number; mensagem: string }) => {
      toast.success(r.mensagem);
      navigate(typeof to === 'string' ? to : to(r.id));
    },
    onError: showFirstError,
  });
}
