import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A required text field bound to a string state, its input reachable by `testId` (the E2E tests
 * and the login and password forms' own tests select inputs by it).
 */
export function RequiredField({
  testId,
  value,
  onValue,
  inputProps,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'required' | 'slotProps'> & {
  testId: string;
  value: string;
  onValue: (value: string) => void;
  inputProps?: Record<string, string>;
}) {
  return (
    <TextField
      {...props}
      required
      value={value}
      onChange={(e) => onValue(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId, ...inputProps } }}
    />
  );
}
