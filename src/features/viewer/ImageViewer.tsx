import { useStore } from '@nanostores/react';
import { createT } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import { $viewer, closeViewer, showImage } from './viewer-store.ts';
import { ViewerDialog } from './ViewerDialog.tsx';
import './viewer.css';

export interface ImageViewerProps {
  /** The `viewer.*` messages of the page's locale (see ImageViewerHost.astro). */
  messages: Partial<Record<MessageKey, string>>;
  /** BCP 47 tag for the number formats (ar-SA, en-SA). */
  intlLocale: string;
  rtl: boolean;
}

/** Mounted once per page; shows whatever `openViewer(images, index)` asked for. */
export default function ImageViewer({ messages, intlLocale, rtl }: ImageViewerProps) {
  const state = useStore($viewer);
  if (!state) return null;
  const t = createT(messages);
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent' });
  const number = new Intl.NumberFormat(intlLocale);
  return (
    <ViewerDialog
      key={state.images.map((i) => i.src).join('|')}
      t={t}
      images={state.images}
      index={state.index}
      rtl={rtl}
      formatPercent={(value) => percent.format(value / 100)}
      formatNumber={(value) => number.format(value)}
      onNavigate={showImage}
      onClose={closeViewer}
    />
  );
}
