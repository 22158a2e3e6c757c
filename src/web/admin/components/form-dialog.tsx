import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';

/** The fields one under another; the top padding keeps the first field's label clear of the title. */
export const stackedContent = { display: 'grid', gap: 2, pt: '8px !important' } as const;

/**
 * A dialog around a form: Enter submits, Esc and the cancel button close, the submit button is
 * disabled while the call runs. The fields (and the error of the call) are the children.
 */
export function FormDialog(props: {
  /** The title's id, the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  /** The form's test id. */
  testId?: string;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  cancel: string;
  submit: string;
  submitTestId?: string;
  busy: boolean;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The fields one under another (else as they come, for a dialog that starts with a text). */
  stacked?: boolean;
  /** The submission destroys or takes back something: a red button. */
  danger?: boolean;
  /** The form checks its fields itself (the browser's bubbles would come first). */
  noValidate?: boolean;
  /** The content's own layout, instead of `stacked`. */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={props.titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <form onSubmit={props.onSubmit} data-testid={props.testId} noValidate={props.noValidate}>
        <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
        <DialogContent sx={props.contentSx ?? (props.stacked ? stackedContent : undefined)}>
          {props.children}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{props.cancel}</Button>
          <Button
            type="submit"
            variant="contained"
            color={props.danger ? 'error' : 'primary'}
            disabled={props.busy}
            data-testid={props.submitTestId}
          >
            {props.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
