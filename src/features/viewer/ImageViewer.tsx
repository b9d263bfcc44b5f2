import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createT } from '#i18n/format';
import type { MessageKey } from '#i18n/messages';
import type { Locale } from '#i18n/locales';
import { formatNumber, formatPercent } from '#lib/format';
import { $viewer, closeViewer, showImage } from './viewer-store.ts';
import { ViewerDialog } from './ViewerDialog.tsx';
import { loadViewerStylesheet } from './viewer-stylesheet.ts';

export interface ImageViewerProps {
  /** The `viewer.*` messages of the page's locale (see ImageViewerHost.astro). */
  messages: Partial<Record<MessageKey, string>>;
  /** The page's language: its digits for the zoom level and the picture count. */
  locale: Locale;
  rtl: boolean;
}

/** Mounted once per page; shows whatever `openViewer(images, index)` asked for. */
export default function ImageViewer({ messages, locale, rtl }: ImageViewerProps) {
  const state = useStore($viewer);
  // The shop's pages add the styles before they mount the viewer (viewer-launcher.ts); a page that
  // mounts it with its island (the quotes inbox) gets them as it mounts, before a picture is opened.
  useEffect(() => void loadViewerStylesheet().catch(() => {}), []);
  if (!state) return null;
  const t = createT(messages);
  return (
    <ViewerDialog
      key={state.images.map((i) => i.src).join('|')}
      t={t}
      images={state.images}
      index={state.index}
      rtl={rtl}
      formatPercent={(value) => formatPercent(value / 100, locale)}
      formatNumber={(value) => formatNumber(value, locale)}
      onNavigate={showImage}
      onClose={closeViewer}
    />
  );
}
