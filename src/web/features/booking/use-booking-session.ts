import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { readSession, useSession } from '../../lib/session-store';

/**
 * Selection, contact and ids of the booking in progress. When any is missing (or the selection
 * belongs to another template) it logs INVALID DATA and returns to the home page (spec §2), unless
 * `redirectHome` is false (the payment screen decides first whether a paid booking is shown).
 */
export function useBookingSession(templateId: string | undefined, redirectHome = true) {
  const navigate = useNavigate();
  const selection = useSession('selection');
  const contact = useSession('contact');
  const ids = useSession('ids');
  const contactEdit = useSession('contactEdit');
  const valid = !!selection && !!contact && !!ids && selection.templateId === templateId;

  useEffect(() => {
    if (!redirectHome) return;
    // Re-read at effect time: another tab may have just finished the booking.
    const s = readSession('selection');
    if (!s || !readSession('contact') || !readSession('ids') || s.templateId !== templateId) {
      console.log('INVALID DATA');
      navigate('/', { replace: true });
    }
  }, [valid, templateId, navigate, redirectHome]);

  return valid ? { selection, contact, ids, contactEdit: contactEdit ?? false } : null;
}
