import { useId, useState } from 'react';
import type { AdminProductListItem } from '#lib/admin/products';
import type { Translate } from '#i18n/format';
import { Modal } from '../../dialog/Modal.tsx';
import { ModalHeader } from '../../dialog/ModalHeader.tsx';

interface Props {
  product: AdminProductListItem;
  name: string;
  t: Translate;
  onCancel: () => void;
  /** Resolves true once deleted (the owner closes the dialog), false when refused. */
  onDelete: () => Promise<boolean>;
}

/** SPEC §5: deleting asks first. The dialog opens on its close button, so Enter alone never deletes. */
export function DeleteProductDialog({ product, name, t, onCancel, onDelete }: Props) {
  const titleId = useId();
  const questionId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => !busy && onCancel();
  return (
    <Modal labelledBy={titleId} describedBy={questionId} onClose={close}>
      <ModalHeader titleId={titleId} title={t('adminProducts.delete.title')} closeLabel={t('adminProducts.close')} onClose={close} />
      <div className="modal-body">
        <p id={questionId}>{t('adminProducts.delete.question')}</p>
        <p className="products-delete-target">
          <bdi className="cell-strong">{name}</bdi>
          <span className="ltr" dir="ltr">
            {product.sku}
          </span>
        </p>
        <p className="field-hint">{t('adminProducts.delete.warning')}</p>
        {failed && (
          <p className="alert alert-error" role="alert">
            {t('adminProducts.deleteFailed')}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" disabled={busy} onClick={close}>
            {t('adminProducts.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setFailed(false);
              const done = await onDelete();
              if (!done) {
                setBusy(false);
                setFailed(true);
              }
            }}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? t('adminProducts.delete.busy') : t('adminProducts.delete.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
