import { Password } from 'primereact/password';

/** A password input with show/hide and no strength meter. */
export function PasswordField(props: { id: string; label: string; value: string; onChange: (v: string) => void; autoComplete?: string; autoFocus?: boolean }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <Password
        inputId={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        feedback={false}
        toggleMask
        autoComplete={props.autoComplete ?? 'new-password'}
        autoFocus={props.autoFocus}
      />
    </>
  );
}
