import { msg } from '@portal/contracts/messages';
import { PublicCard } from '../components/public-card.tsx';

/** /signup: the placeholder of spec 000 §2. */
export default function SignupPage() {
  return (
    <PublicCard title="Cadastro">
      <p>{msg.paginaSignup}</p>
    </PublicCard>
  );
}
