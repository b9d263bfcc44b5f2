import { createRoot } from 'react-dom/client';
import SetPasswordForm, { type SetPasswordFormProps } from './SetPasswordForm.tsx';

/** React and the form, fetched by set-password-link.ts for a link worth a form. */
export function mountSetPasswordForm(container: HTMLElement, props: SetPasswordFormProps): void {
  createRoot(container).render(<SetPasswordForm {...props} />);
}
