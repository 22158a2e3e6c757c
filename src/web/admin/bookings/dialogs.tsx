import type { FormEvent, ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import type { BookingDetail } from '../../../shared/schemas/admin';
import { exclusiveEndOf } from '../../../shared/schemas/admin-bookings';
import { ErrorAlert } from '../error-alert';
import { formatInstant, formatMoney } from '../components/format';
import { FormDialog } from '../components/form-dialog';
import { bookingsApi, bookingsKey } from './api';
import { centsToInput, parseEuros, toLocalInput } from './format';

export type ActionKind = 'resend' | 'plate' | 'extend' | 'cancel';

/** A field the dialog itself refuses before asking the server (its text is shown as is). */
class InputProblem extends Error {}

/**
 * A confirmation dialog around one action: a form (Enter confirms, Esc closes), its first
 * field focused, the server's refusal shown inside. `run` gets the form's data and answers
 * the notice shown on the page after success.
 */
function ActionDialog({
  kind,
  title,
  confirm,
  children,
  run,
  onClose,
  onDone,
  destructive,
}: {
  kind: ActionKind;
  title: string;
  confirm: string;
  children: ReactNode;
  run: (d: FormData) => Promise<string>;
  onClose: () => void;
  onDone: (notice: string) => void;
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (notice) => {
      await queryClient.invalidateQueries({ queryKey: bookingsKey });
      onDone(notice);
    },
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    mutation.mutate(new FormData(e.currentTarget));
  };
  const titleId = `admin-${kind}-title`;
  return (
    <FormDialog
      titleId={titleId}
      title={title}
      testId={`admin-${kind}-form`}
      onClose={onClose}
      onSubmit={onSubmit}
      cancel={t('admin.bookings.action.abort')}
      submit={confirm}
      submitTestId={`admin-${kind}-confirm`}
      busy={mutation.isPending}
      danger={destructive}
      noValidate
      stacked
    >
      {children}
      {mutation.error instanceof InputProblem ? (
        <Alert severity="error" role="alert" data-testid="admin-error">
          {mutation.error.message}
        </Alert>
      ) : (
        <ErrorAlert error={mutation.error} />
      )}
    </FormDialog>
  );
}

const noteOf = (d: FormData) => String(d.get('note') ?? '').trim() || undefined;

function NoteField({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      name="note"
      label={t('admin.bookings.action.note')}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  );
}

/** What may still go back: the paid payments minus earlier credit notes (0 without a bill). */
export function refundableCents(d: BookingDetail): number {
  if (d.bills.length === 0) return 0;
  const paid = d.payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amountCents, 0);
  return Math.max(0, paid - d.creditNotes.reduce((s, n) => s + n.grossCents, 0));
}

/** The dialog of one action on booking `d`. */
export function BookingActionDialog({
  kind,
  detail,
  onClose,
  onDone,
}: {
  kind: ActionKind;
  detail: BookingDetail;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const b = detail.booking;
  const common = { kind, onClose, onDone };

  if (kind === 'resend') {
    return (
      <ActionDialog
        {...common}
        title={t('admin.bookings.action.resend')}
        confirm={t('admin.bookings.action.resendConfirm')}
        run={async (d) => {
          const r = await bookingsApi.resendTicket(b.id, noteOf(d));
          return r.status === 'outbox'
            ? t('admin.bookings.action.resendOutbox')
            : t('admin.bookings.action.resendDone', { mail: r.recipient });
        }}
      >
        <DialogContentText>{t('admin.bookings.action.resendText', { mail: b.mail ?? '' })}</DialogContentText>
        <NoteField autoFocus />
      </ActionDialog>
    );
  }

  if (kind === 'plate') {
    return (
      <ActionDialog
        {...common}
        title={t('admin.bookings.action.plate')}
        confirm={t('admin.bookings.action.plateConfirm')}
        run={async (d) => {
          const r = await bookingsApi.changePlate(b.id, {
            plate: String(d.get('plate') ?? ''),
            note: noteOf(d),
          });
          return t('admin.bookings.action.plateDone', { plate: r.plate });
        }}
      >
        <TextField
          name="plate"
          label={t('admin.bookings.action.newPlate')}
          required
          autoFocus
          defaultValue={b.plate ?? ''}
          helperText={t('admin.bookings.action.plateHint', { plate: b.plate ?? '–' })}
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
        />
        <NoteField />
      </ActionDialog>
    );
  }

  if (kind === 'extend') {
    const current = exclusiveEndOf(b.endsAt);
    return (
      <ActionDialog
        {...common}
        title={t('admin.bookings.action.extend')}
        confirm={t('admin.bookings.action.extendConfirm')}
        run={async (d) => {
          const local = new Date(String(d.get('endsAt') ?? ''));
          // An unreadable field goes to the server as is, which refuses it (400 VALIDATION).
          const endsAt = Number.isNaN(local.getTime()) ? String(d.get('endsAt') ?? '') : local.toISOString();
          const r = await bookingsApi.extend(b.id, { endsAt, note: noteOf(d) });
          return t('admin.bookings.action.extendDone', { end: formatInstant(r.displayEnd, i18n.language) });
        }}
      >
        <TextField
          name="endsAt"
          type="datetime-local"
          label={t('admin.bookings.action.newEnd')}
          required
          autoFocus
          defaultValue={toLocalInput(current)}
          helperText={t('admin.bookings.action.endHint', { end: formatInstant(b.endsAt, i18n.language) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <NoteField />
      </ActionDialog>
    );
  }

  const max = b.status === 'paid' ? refundableCents(detail) : 0;
  return (
    <ActionDialog
      {...common}
      destructive
      title={t('admin.bookings.action.cancel')}
      confirm={t('admin.bookings.action.cancelConfirm')}
      run={async (d) => {
        const cents = max === 0 ? 0 : parseEuros(String(d.get('refund') ?? ''));
        if (cents === null || cents > max) {
          throw new InputProblem(
            t('admin.bookings.action.amountInvalid', { max: formatMoney(max, i18n.language) }),
          );
        }
        const r = await bookingsApi.cancel(b.id, { refundCents: cents, note: noteOf(d) });
        return t('admin.bookings.action.cancelDone', {
          amount: formatMoney(r.refund?.amountCents ?? 0, i18n.language),
          status: t(`admin.bookings.refundStatus.${r.refund?.status ?? 'none'}`),
        });
      }}
    >
      <DialogContentText>{t('admin.bookings.action.cancelText')}</DialogContentText>
      {max > 0 ? (
        <TextField
          name="refund"
          label={t('admin.bookings.action.refundAmount')}
          required
          autoFocus
          defaultValue={centsToInput(max, i18n.language)}
          helperText={t('admin.bookings.action.refundHint', { max: formatMoney(max, i18n.language) })}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : (
        <DialogContentText>{t('admin.bookings.action.unpaidHint')}</DialogContentText>
      )}
      <NoteField autoFocus={max === 0} />
    </ActionDialog>
  );
}
