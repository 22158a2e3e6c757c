import { useState } from 'react';

/**
 * One call to the server at a time from a dialog or form: `busy` disables its button (a second
 * click would send it twice), `error` keeps the refusal on screen until the next try.
 */
export function useCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const call = <T>(start: () => Promise<T>, then: (value: T) => void) => {
    setBusy(true);
    setError(null);
    start()
      .then(then, setError)
      .finally(() => setBusy(false));
  };
  return { busy, error, setError, call };
}
