import { useEffect, useId, useRef, type ReactNode } from 'react';

type AdminDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
};

/**
 * A modal dialog on the platform's own `<dialog>` (WAI-ARIA dialog pattern for free): focus
 * moves in and stays inside, Escape closes it, the page behind is inert, and focus returns to
 * the control that opened it.
 */
export function AdminDialog({ open, onClose, title, description, children, testId }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={onClose}
      data-testid={testId}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 text-ink shadow-2xl backdrop:bg-brand-950/60 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {description && (
        <div id={`${id}-description`} className="mt-2 text-[15px] leading-relaxed text-muted">
          {description}
        </div>
      )}
      <div className="mt-5">{children}</div>
    </dialog>
  );
}
