import { useState } from 'react';
import type { AdminCategory } from '#lib/admin/categories';
import type { Locale } from '#i18n/locales';
import { numberFormatter } from '#lib/format';
import type { MessageKey } from '#i18n/messages';
import { createT, plural } from '#i18n/format';
import { ListFrame } from '../shared/ListFrame.tsx';
import { useListLoad } from '../shared/use-list-load.ts';
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

type Editing = { action: 'rename' | 'delete'; category: AdminCategory } | null;

/** /admin/categories (island): the list of categories, adding, renaming and deleting them. */
export default function CategoriesAdmin({ locale, messages }: CategoriesAdminProps) {
  const t = createT(messages);
  const formatNumber = numberFormatter(locale);
  const { state, reload, update } = useListLoad((signal) => fetchCategories(signal), [], { pick: (answer) => answer.categories });
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div className="categories-admin">
      <p className="categories-intro">{t('adminSite.categories.intro')}</p>
      <AddCategoryForm t={t} formatNumber={formatNumber} onAdded={(category) => update((all) => [...all, category])} />
      <ListFrame
        t={t}
        state={state}
        loadFailedText={t('adminSite.categories.loadFailed')}
        onRetry={() => void reload()}
        isEmpty={(categories) => categories.length === 0}
        empty={<p>{t('adminSite.categories.empty')}</p>}
        header={(categories) => <p className="admin-range">{plural(messages, locale, 'adminSite.categories.count', categories.length)}</p>}>
        {(categories) => (
          <CategoriesTable
            categories={categories}
            locale={locale}
            t={t}
            formatNumber={formatNumber}
            onRename={(category) => setEditing({ action: 'rename', category })}
            onDelete={(category) => setEditing({ action: 'delete', category })}
          />
        )}
      </ListFrame>
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
