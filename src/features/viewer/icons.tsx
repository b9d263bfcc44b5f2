/** Line icons of the viewer's toolbar (24 x 24, stroke follows the text colour). */
type IconProps = { className?: string };

const svg = (children: React.ReactNode) =>
  function Icon({ className }: IconProps) {
    return (
      <svg className={className} width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {children}
      </svg>
    );
  };

export const CloseIcon = svg(<path d="M6 6l12 12M18 6L6 18" />);
export const ZoomInIcon = svg(<><circle cx="11" cy="11" r="7" /><path d="M11 8v6M8 11h6M20 20l-4-4" /></>);
export const ZoomOutIcon = svg(<><circle cx="11" cy="11" r="7" /><path d="M8 11h6M20 20l-4-4" /></>);
export const RotateLeftIcon = svg(<><path d="M4 4v6h6" /><path d="M4.5 15a8 8 0 1 0 1.9-8.3L4 10" /></>);
export const RotateRightIcon = svg(<><path d="M20 4v6h-6" /><path d="M19.5 15a8 8 0 1 1-1.9-8.3L20 10" /></>);
export const ChevronStartIcon = svg(<path d="M15 6l-6 6 6 6" />);
export const ChevronEndIcon = svg(<path d="M9 6l6 6-6 6" />);
export const ResetIcon = svg(<><rect x="4" y="4" width="16" height="16" rx="2" /><path d="M9 12h6" /></>);
