import { useCallback, useEffect, useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import { intlLocale, type Locale } from '#i18n/locales';
import type { MessageKey } from '#i18n/messages';
import { createT, plural } from '#i18n/format';
import '../shared/admin-list.css';
import './categories.css';
import { AddCategoryForm } from './AddCategoryForm.tsx';
import { CategoriesTable } from './CategoriesTable.tsx';
import { fetchCategories } from './categories-api.ts';
import { DeleteCategoryDialog } from './DeleteCategoryDialog.tsx';
import { RenameCategoryDialog } from './RenameCategoryDialog.tsx';

interface CategoriesAdminProps {
  locale: Locale;
  messages: Partial<Record<MessageKey, string>>;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; categories: AdminCategory[] };
type Editing = { action: 'rename' | 'delete'; category: AdminCategory } | null;

/** /admin/categories (island): the list of categories, adding, renaming and deleting them. */
export default function CategoriesAdmin({ locale, messages }: CategoriesAdminProps) {
  const t = createT(messages);
  const formatNumber = new Intl.NumberFormat(intlLocale(locale)).format;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [editing, setEditing] = useState<Editing>(null);

  const reload = useCallback(async (): Promise<AdminCategory[] | null> => {
    const result = await fetchCategories();
    if (!result.ok) {
      setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' }));
      return null;
    }
    setLoad({ state: 'ready', categories: result.data.categories });
    return result.data.categories;
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const update = (change: (categories: AdminCategory[]) => AdminCategory[]) =>
    setLoad((current) => (current.state === 'ready' ? { state: 'ready', categories: change(current.categories) } : current));

  return (
    <div className="categories-admin">
      <p className="categories-intro">{t('adminSite.categories.intro')}</p>
      <AddCategoryForm t={t} formatNumber={formatNumber} onAdded={(category) => update((all) => [...all, category])} />
      {load.state === 'loading' && (
        <p className="admin-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {t('admin.list.loading')}
        </p>
      )}
      {load.state === 'failed' && (
        <div className="alert alert-error admin-error" role="alert">
          <span>{t('adminSite.categories.loadFailed')}</span>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setLoad({ state: 'loading' });
              void reload();
            }}
          >
            {t('admin.list.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' &&
        (load.categories.length === 0 ? (
          <p className="admin-empty">{t('adminSite.categories.empty')}</p>
        ) : (
          <>
            <p className="admin-range">{plural(messages, locale, 'adminSite.categories.count', load.categories.length)}</p>
            <CategoriesTable
              categories={load.categories}
              locale={locale}
              t={t}
              formatNumber={formatNumber}
              onRename={(category) => setEditing({ action: 'rename', category })}
              onDelete={(category) => setEditing({ action: 'delete', category })}
            />
          </>
        ))}
      {editing?.action === 'rename' && (
        <RenameCategoryDialog
          category={editing.category}
          t={t}
          formatNumber={formatNumber}
          onRenamed={(renamed) => {
            update((all) => all.map((c) => (c.id === renamed.id ? renamed : c)));
            setEditing(null);
          }}
          onReload={async () => (await reload())?.find((c) => c.id === editing.category.id) ?? null}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.action === 'delete' && (
        <DeleteCategoryDialog
          category={editing.category}
          locale={locale}
          messages={messages}
          t={t}
          onDeleted={(id) => {
            update((all) => all.filter((c) => c.id !== id));
            setEditing(null);
          }}
          onInUse={(id, count) => update((all) => all.map((c) => (c.id === id ? { ...c, productCount: count } : c)))}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
