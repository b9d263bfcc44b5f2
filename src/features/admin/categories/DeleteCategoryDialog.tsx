import { useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import { plural, type Translate } from '#i18n/format';
import { localized, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { ConfirmDialog } from '../shared/ConfirmDialog.tsx';
import { deleteCategory } from './categories-api.ts';

interface DeleteCategoryDialogProps {
  category: AdminCategory;
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
  t: Translate;
  /** The category is gone (deleted now, or by someone else before). */
  onDeleted: (id: number) => void;
  /** The server refused: this many products use it (the table's count is brought up to date). */
  onInUse: (id: number, count: number) => void;
  onClose: () => void;
}

/** Deleting asks first; a category still in use is refused by the server, and the dialog says by how many products. */
export function DeleteCategoryDialog({ category, locale, messages, t, onDeleted, onInUse, onClose }: DeleteCategoryDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    const result = await deleteCategory(category.id);
    setBusy(false);
    if (result.ok || result.error.status === 404) return onDeleted(category.id);
    if (result.error.status === 409 && result.error.code === 'category_in_use') {
      const count = result.error.count ?? category.productCount;
      onInUse(category.id, count);
      return setError(plural(messages, locale, 'adminSite.categories.delete.inUse', count));
    }
    setError(t('adminSite.categories.delete.failed'));
  }

  return (
    <ConfirmDialog
      title={t('adminSite.categories.delete.title')}
      confirmLabel={t('adminSite.categories.delete.confirm')}
      cancelLabel={t('common.cancel')}
      tone="danger"
      busy={busy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p className="cell-strong">
        <bdi>{localized(category, 'name', locale)}</bdi>
      </p>
      <p>{t('adminSite.categories.delete.text')}</p>
    </ConfirmDialog>
  );
}
