import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ErrorAlert } from '../error-alert';
import { useCall } from './use-call';

interface Common {
  title: string;
  /** The question; `children` instead for more than a line of text. */
  text?: string;
  children?: ReactNode;
  confirm: string;
  cancel: string;
  onClose: () => void;
  /** The title's id (the dialog's accessible name). */
  titleId?: string;
  /** The text's id, for a dialog described by its text. */
  textId?: string;
  /** The test id: on the dialog, or (`testIdOn: 'content'`) on a box around its content. */
  testId?: string;
  testIdOn?: 'dialog' | 'content';
  confirmTestId?: string;
  /** The confirmation destroys something: a red button. */
  danger?: boolean;
  /** As wide as the screen allows up to `sm` (the default), or only as wide as the text. */
  fullWidth?: boolean;
  /** The text and the error one under another, with space between. */
  stacked?: boolean;
}

/**
 * A yes/no question. The safe button has the focus, Esc closes. With `run`, the dialog waits for
 * the call and closes when it succeeds; a refusal stays in the dialog (and `details` adds what
 * the error carries). With `onConfirm`, it is the caller's to close it at once.
 */
export function ConfirmDialog<T>(
  props: Common &
    (
      | { run: () => Promise<T>; onDone?: (result: T) => void; details?: (error: unknown) => ReactNode }
      | { onConfirm: () => void }
    ),
) {
  const { busy, error, call } = useCall();
  const confirm = () => {
    if ('onConfirm' in props) return props.onConfirm();
    call(props.run, (result) => {
      props.onDone?.(result);
      props.onClose();
    });
  };
  const titleId = props.titleId ?? 'confirm-title';
  const onDialog = props.testIdOn !== 'content';
  const body = (
    <>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={props.stacked ? { display: 'grid', gap: 2 } : undefined}>
        {props.children ?? (
          <DialogContentText
            id={props.textId}
            sx={props.stacked || !('run' in props) ? undefined : { mb: 2 }}
          >
            {props.text}
          </DialogContentText>
        )}
        {'run' in props && (
          <>
            <ErrorAlert error={error} />
            {props.details?.(error)}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={props.onClose}>
          {props.cancel}
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : undefined}
          disabled={busy}
          onClick={confirm}
          data-testid={props.confirmTestId}
        >
          {props.confirm}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      aria-describedby={props.textId}
      fullWidth={props.fullWidth ?? true}
      maxWidth="sm"
      data-testid={onDialog ? props.testId : undefined}
    >
      {onDialog ? body : <Box data-testid={props.testId}>{body}</Box>}
    </Dialog>
  );
}
