import { useId, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts';
import { renameCategory } from './categories-api.ts';
import { useCategoryNames } from './category-form.ts';
import { CategoryNameFields } from './CategoryNameFields.tsx';

interface RenameCategoryDialogProps {
  category: AdminCategory;
  t: Translate;
  formatNumber: (n: number) => string;
  onRenamed: (category: AdminCategory) => void;
  /** Fetches the list again and answers the category as it is now (null: it was deleted meanwhile). */
  onReload: () => Promise<AdminCategory | null>;
  onClose: () => void;
}

type Outcome = 'idle' | 'saving' | 'conflict' | 'reloading' | 'failed';

/**
 * Renames a category with the version it was read at: when someone else changed it meanwhile the
 * server refuses (409 version_conflict) and the dialog offers to reload it, showing their names.
 */
export function RenameCategoryDialog({ category, t, formatNumber, onRenamed, onReload, onClose }: RenameCategoryDialogProps) {
  const titleId = useId();
  const [version, setVersion] = useState(category.version);
  const form = useCategoryNames(t, formatNumber, { nameEn: category.nameEn, nameAr: category.nameAr });
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const busy = outcome === 'saving' || outcome === 'reloading';

  async function submit() {
    const names = form.check();
    if (!names) return focusFirstInvalid();
    setOutcome('saving');
    const result = await renameCategory(category.id, { ...names, version });
    if (result.ok) return onRenamed(result.data.category);
    const { status, code, fields } = result.error;
    if (status === 409 && code === 'version_conflict') return setOutcome('conflict');
    if ((status === 400 || status === 409) && fields && Object.keys(fields).length) {
      form.setErrors(fields);
      setOutcome('idle');
      return focusFirstInvalid();
    }
    setOutcome('failed');
  }

  async function reload() {
    setOutcome('reloading');
    const latest = await onReload();
    if (!latest) return onClose();
    setVersion(latest.version);
    form.setNames({ nameEn: latest.nameEn, nameAr: latest.nameAr });
    setOutcome('idle');
  }

  return (
    <Modal labelledBy={titleId} onClose={() => !busy && onClose()}>
      <ModalHeader titleId={titleId} title={t('adminSite.categories.rename.title')} closeLabel={t('common.close')} onClose={() => !busy && onClose()} />
      <form
        ref={formRef}
        className="modal-body form-grid"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CategoryNameFields idPrefix="category-rename" form={form} t={t} />
        <p className="form-note">{t('adminSite.categories.rename.slugNote')}</p>
        {(outcome === 'conflict' || outcome === 'reloading') && (
          <div className="alert alert-error admin-error" role="alert">
            <span>{t('adminSite.categories.rename.conflict')}</span>
            <button type="button" className="btn btn-outline btn-small" onClick={() => void reload()} disabled={outcome === 'reloading'}>
              {t('adminSite.categories.rename.reload')}
            </button>
          </div>
        )}
        {outcome === 'failed' && (
          <p className="alert alert-error" role="alert">
            {t('adminSite.categories.rename.failed')}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <SubmitButton busy={outcome === 'saving'} disabled={outcome === 'conflict' || outcome === 'reloading'} label={t('adminSite.categories.rename.save')} busyLabel={t('adminSite.categories.rename.saving')} />
        </div>
      </form>
    </Modal>
  );
}
