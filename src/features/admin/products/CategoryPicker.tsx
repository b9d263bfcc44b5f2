import type { AdminCategory } from '#lib/admin/categories';
import { ADMIN_SECTION_PATHS } from '#lib/admin/sections';
import { localized, localizePath, type Locale } from '#i18n/locales';
import type { Translate } from '#i18n/format';
import { describedBy, FieldMessages } from '../../forms/FieldMessages.tsx';
import { categorySections } from './category-sections.ts';
import type { ProductForm } from './use-product-form.ts';

interface Props {
  form: ProductForm;
  categories: AdminCategory[];
  error?: string;
  locale: Locale;
  t: Translate;
}

const ID = 'product-categories';

/** Checkboxes grouped as the catalogue's filter bar groups them; at least one is required. */
export function CategoryPicker({ form, categories, error, locale, t }: Props) {
  const chosen = new Set(form.draft.categoryIds);
  const toggle = (id: number, on: boolean) =>
    form.change((d) => ({ ...d, categoryIds: on ? [...d.categoryIds, id] : d.categoryIds.filter((c) => c !== id) }), 'categoryIds');
  const hint = t('adminProducts.editor.categoriesHint');
  return (
    <fieldset className="editor-section" aria-describedby={describedBy(ID, hint, error)}>
      <legend>
        {t('adminProducts.editor.categories')}
        <span className="required" aria-hidden="true">
          *
        </span>
      </legend>
      <FieldMessages id={ID} hint={hint} />
      {categories.length === 0 ? (
        <p className="editor-empty">
          {t('adminProducts.editor.noCategories')}{' '}
          <a href={localizePath(ADMIN_SECTION_PATHS.categories, locale)}>{t('adminProducts.editor.manageCategories')}</a>
        </p>
      ) : (
        categorySections(categories, locale).map((section) => (
          <fieldset key={section.slug} className="editor-category-group">
            <legend>{section.slug === 'other' ? t('adminProducts.editor.otherCategories') : t(`group.${section.slug}`)}</legend>
            <div className="editor-checks">
              {section.categories.map((category) => (
                <label key={category.id} className="editor-check">
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={category.id}
                    checked={chosen.has(category.id)}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => toggle(category.id, e.target.checked)}
                  />
                  <bdi>{localized(category, 'name', locale)}</bdi>
                </label>
              ))}
            </div>
          </fieldset>
        ))
      )}
      <FieldMessages id={ID} error={error} />
    </fieldset>
  );
}
