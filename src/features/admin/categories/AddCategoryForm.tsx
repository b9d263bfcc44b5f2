import { useId, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import type { Translate } from '#i18n/format';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid.ts';
import { createCategory } from './categories-api.ts';
import { useCategoryNames } from './category-form.ts';
import { CategoryNameFields } from './CategoryNameFields.tsx';

interface AddCategoryFormProps {
  t: Translate;
  formatNumber: (n: number) => string;
  onAdded: (category: AdminCategory) => void;
}

type Outcome = 'idle' | 'saving' | 'added' | 'failed';

/** SPEC §5 "Add category": English and Arabic names, both required. */
export function AddCategoryForm({ t, formatNumber, onAdded }: AddCategoryFormProps) {
  const headingId = useId();
  const form = useCategoryNames(t, formatNumber);
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  async function submit() {
    const names = form.check();
    // A new attempt replaces the last one's notice, even when the browser refuses it itself.
    setOutcome(names ? 'saving' : 'idle');
    if (!names) return focusFirstInvalid();
    const result = await createCategory(names);
    if (result.ok) {
      onAdded(result.data.category);
      form.setNames({ nameEn: '', nameAr: '' });
      setOutcome('added');
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    const { fields } = result.error;
    if ((result.error.status === 400 || result.error.status === 409) && fields && Object.keys(fields).length) {
      form.setErrors(fields);
      setOutcome('idle');
      return focusFirstInvalid();
    }
    setOutcome('failed');
  }

  return (
    <form
      ref={formRef}
      className="category-add"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId}>{t('adminSite.categories.add.title')}</h3>
      <div className="category-add-fields">
        <CategoryNameFields idPrefix="category-add" form={form} t={t} />
        <SubmitButton busy={outcome === 'saving'} label={t('adminSite.categories.add.submit')} busyLabel={t('adminSite.categories.add.adding')} className="category-add-submit" />
      </div>
      <div aria-live="polite">
        {outcome === 'added' && <p className="alert alert-success">{t('adminSite.categories.add.done')}</p>}
        {outcome === 'failed' && <p className="alert alert-error">{t('adminSite.categories.add.failed')}</p>}
      </div>
    </form>
  );
}
