import { use, useCallback, useId, useRef, useState } from 'react';
import { localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { LoadingBoundary } from '../dialog/LoadingBoundary.tsx';
import { Modal } from '../dialog/Modal.tsx';
import { ModalHeader } from '../dialog/ModalHeader.tsx';
import { ModalLoading } from '../dialog/ModalLoading.tsx';
import { loadRegistrationForm, type RegistrationFormModule } from './load-registration-form.ts';
import { loginPathBackTo } from './next-path.ts';

interface RegistrationDialogProps {
  locale: Locale;
  /** Needs only the auth.dialog.* words: the form brings its own when it loads. */
  t: Translate;
  onClose: () => void;
}

/**
 * Registration in a dialog (SPEC §2 "also available as a modal"): the page's own form, loaded on
 * opening, whose sign-in links come back to the page the visitor is on.
 */
export function RegistrationDialog({ locale, t, onClose }: RegistrationDialogProps) {
  const titleId = useId();
  const [loginHref] = useState(() => loginPathBackTo(locale, location));
  // Held for this opening: a download that failed stays failed here, and is tried again next time.
  const [form] = useState(() => loadRegistrationForm(locale));
  // While the registration is being sent the dialog stays: closing would hide whether it went through.
  const busy = useRef(false);
  const onBusyChange = useCallback((isBusy: boolean) => {
    busy.current = isBusy;
  }, []);
  const requestClose = () => !busy.current && onClose();

  return (
    <Modal labelledBy={titleId} onClose={requestClose} className="registration-dialog">
      <ModalHeader titleId={titleId} title={t('auth.dialog.title')} closeLabel={t('auth.dialog.close')} onClose={requestClose} />
      <div className="modal-body">
        <LoadingBoundary
          loading={<ModalLoading label={t('auth.dialog.loading')} />}
          failed={
            <p className="alert alert-error" role="alert">
              {t('auth.dialog.loadFailed')} <a href={localizePath('/register', locale)}>{t('auth.dialog.openPage')}</a>
            </p>
          }>
          <LoadedRegisterForm form={form} locale={locale} loginHref={loginHref} onBusyChange={onBusyChange} />
        </LoadingBoundary>
      </div>
    </Modal>
  );
}

interface LoadedRegisterFormProps {
  form: Promise<RegistrationFormModule>;
  locale: Locale;
  loginHref: string;
  onBusyChange: (busy: boolean) => void;
}

function LoadedRegisterForm({ form, locale, loginHref, onBusyChange }: LoadedRegisterFormProps) {
  const { RegisterForm, messages } = use(form);
  return <RegisterForm locale={locale} messages={messages} loginHref={loginHref} onBusyChange={onBusyChange} />;
}
