import { CATEGORY_NAME_MAX } from '#lib/admin/categories';
import type { Translate } from '#i18n/format';
import { TextField } from '../../forms/TextField.tsx';
import type { useCategoryNames } from './category-form.ts';

interface Props {
  /** Prefix of the fields' ids: the add form and the rename dialog can be on screen together. */
  idPrefix: string;
  form: ReturnType<typeof useCategoryNames>;
  t: Translate;
}

/** A category's English and Arabic names, each typed in its own direction (add form, rename dialog). */
export function CategoryNameFields({ idPrefix, form, t }: Props) {
  return (
    <>
      {(['nameEn', 'nameAr'] as const).map((field) => (
        <TextField
          key={field}
          idPrefix={idPrefix}
          name={field}
          label={t(`adminSite.categories.add.${field}`)}
          value={form.names[field]}
          onValueChange={form.set(field)}
          error={form.message(field)}
          required
          maxLength={CATEGORY_NAME_MAX}
          lang={field === 'nameEn' ? 'en' : 'ar'}
          dir={field === 'nameEn' ? 'ltr' : 'rtl'}
          autoComplete="off"
        />
      ))}
    </>
  );
}
