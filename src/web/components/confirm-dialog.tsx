import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The dialog types of spec §4: yes/no, ok only, ok/cancel, multiple choice. */
export type DialogType = 'yesNo' | 'ok' | 'okCancel' | 'choice';

export interface DialogChoice {
  value: string;
  label: string;
}

/** The answers: 'yes' | 'no' | 'ok' | 'cancel', or the value of a choice; closing is 'no'/'cancel'. */
export type DialogResult = string;

/** The buttons of a type, the affirmative one last (it gets the focus). */
export function dialogButtons(
  type: DialogType,
  t: (key: string) => string,
  choices: DialogChoice[] = [],
): Array<{ value: string; label: string; primary: boolean }> {
  switch (type) {
    case 'yesNo':
      return [
        { value: 'no', label: t('screen.portal.dialog.no'), primary: false },
        { value: 'yes', label: t('screen.portal.dialog.yes'), primary: true },
      ];
    case 'ok':
      return [{ value: 'ok', label: t('screen.portal.dialog.ok'), primary: true }];
    case 'okCancel':
      return [
        { value: 'cancel', label: t('screen.portal.dialog.cancel'), primary: false },
        { value: 'ok', label: t('screen.portal.dialog.ok'), primary: true },
      ];
    case 'choice':
      return [
        { value: 'cancel', label: t('screen.portal.dialog.cancel'), primary: false },
        ...choices.map((c) => ({ ...c, primary: false })),
      ];
  }
}

/** What Escape or a click beside the dialog means for a type. */
export function dismissResult(type: DialogType): DialogResult {
  return type === 'yesNo' ? 'no' : type === 'ok' ? 'ok' : 'cancel';
}

/**
 * A modal dialog with a title, a text and the buttons of its type. The focus starts on the
 * first button that does nothing harmful (no/cancel), so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  type,
  title,
  text,
  choices,
  busy = false,
  onClose,
}: {
  open: boolean;
  type: DialogType;
  title: string;
  text: string;
  choices?: DialogChoice[];
  busy?: boolean;
  onClose: (result: DialogResult) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const buttons = dialogButtons(type, t, choices);
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose(dismissResult(type))}
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="confirm-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {buttons.map((b, i) => (
          <Button
            key={b.value}
            variant={b.primary ? 'contained' : 'outlined'}
            disabled={busy}
            autoFocus={i === 0}
            onClick={() => onClose(b.value)}
            data-testid={`dialog-${b.value}`}
          >
            {b.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}

/** The red button of a card that asks before it acts (cancel a permission, delete a mandate). */
export function AskButton(props: { onClick: () => void; label: string; ariaLabel: string; testId: string }) {
  return (
    <Button
      color="error"
      variant="outlined"
      onClick={props.onClick}
      aria-label={props.ariaLabel}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
