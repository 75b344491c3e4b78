import { useState } from 'react';

/**
 * A dialog's open state that closes by itself when its form succeeds: it stays open while the
 * form has no success newer than the one it was opened with (no effect needed to close it).
 */
export function useFormDialog<TData>(form: { success: TData | null }) {
  const [openedWith, setOpenedWith] = useState<TData | null | false>(false);
  return {
    isOpen: openedWith !== false && (form.success === openedWith || form.success === null),
    open: () => setOpenedWith(form.success),
    close: () => setOpenedWith(false),
  };
}

export type FormDialog = ReturnType<typeof useFormDialog>;
