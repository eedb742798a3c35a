import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  open: boolean;
  /** Called for Escape and for the caller's own close buttons. */
  onClose: () => void;
  title: string;
  /** The sentence(s) that explain the choice; read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row. */
  actions: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert (the focus stays inside), Escape fires `cancel`, and the browser gives it the
 * dialog role; aria-modal is set for assistive tech that predates <dialog>.
 */
export function Dialog({ open, onClose, title, description, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the button that opened it, so keyboard users keep their place.
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className="mt-3 flex flex-col gap-2 text-slate-700">
          {description}
        </div>
      ) : null}
      {children ? <div className="mt-4">{children}</div> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
    </dialog>
  );
}
