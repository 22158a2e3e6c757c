import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { errorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { useInvalidatePortal } from './api';
import type { DialogResult } from '../../components/confirm-dialog';

/**
 * The portal's "confirm, act, reload" of spec §4 (permission cancel, mandate delete): a yes/no
 * dialog for one item; on yes the action runs, a failure shows the server's text for 3.5 s,
 * and whatever happened the dialog closes and the lists reload.
 */
export function useConfirmedAction<T>(act: (item: T) => Promise<void>) {
  const { t, i18n } = useTranslation();
  const reload = useInvalidatePortal();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const timed = useTimedMessage();

  const onClose = async (answer: DialogResult) => {
    const item = pending;
    if (answer !== 'yes' || item === null) {
      setPending(null);
      return;
    }
    setBusy(true);
    try {
      await act(item);
    } catch (err) {
      timed.show('saveError', errorText(t, i18n, err));
    } finally {
      setBusy(false);
      setPending(null);
      reload();
    }
  };

  return {
    /** The item the dialog asks about (null: closed). */
    pending,
    ask: setPending,
    ...timed,
    dialog: { open: pending !== null, busy, onClose: (a: DialogResult) => void onClose(a) },
  };
}
