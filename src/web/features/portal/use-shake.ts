import { useCallback, useEffect, useRef, useState } from 'react';
import { LOGIN_SHAKE_MS } from '../../lib/timings';

/** A form shake that ends by itself after LOGIN_SHAKE_MS (spec §9: about 510 ms). */
export function useShake(): [boolean, () => void] {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), LOGIN_SHAKE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [shaking, shake];
}
