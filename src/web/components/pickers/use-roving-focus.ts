import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving tabindex for a group of buttons (WAI-ARIA toolbar/grid practice): the group is one tab
 * stop; arrow keys move the focus among the enabled items, Home and End to the first and last;
 * Enter and Space press the focused button as usual. With `columns`, Up and Down move by a row.
 */
export function useRovingFocus<K extends string | number>({
  items,
  isEnabled,
  current,
  columns = 1,
}: {
  items: readonly K[];
  isEnabled: (item: K) => boolean;
  /** The selected item: the group's tab stop when nothing else was focused. */
  current: K | undefined;
  columns?: number;
}) {
  const [focused, setFocused] = useState<K | undefined>(undefined);
  const refs = useRef(new Map<K, HTMLElement>());

  const enabled = items.filter(isEnabled);
  const stop =
    (focused !== undefined && enabled.includes(focused) && focused) ||
    (current !== undefined && enabled.includes(current) && current) ||
    enabled[0];

  const move = (from: K, delta: number | 'home' | 'end'): K | undefined => {
    if (delta === 'home') return enabled[0];
    if (delta === 'end') return enabled[enabled.length - 1];
    let i = items.indexOf(from) + delta;
    // Skip disabled items in the direction of travel; a row step keeps the column where it can.
    while (i >= 0 && i < items.length && !isEnabled(items[i]))
      i += Math.abs(delta) === 1 ? delta : Math.sign(delta);
    return i >= 0 && i < items.length ? items[i] : undefined;
  };

  const onKeyDown = (e: KeyboardEvent, item: K) => {
    const deltas: Record<string, number | 'home' | 'end'> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: 'home',
      End: 'end',
    };
    const d = deltas[e.key];
    if (d === undefined) return;
    e.preventDefault();
    const target = move(item, d);
    if (target === undefined) return;
    setFocused(target);
    refs.current.get(target)?.focus();
  };

  const itemProps = useCallback(
    (item: K) => ({
      ref: (el: HTMLElement | null) => {
        if (el) refs.current.set(item, el);
        else refs.current.delete(item);
      },
      tabIndex: item === stop ? 0 : -1,
      onFocus: () => setFocused(item),
    }),
    [stop],
  );

  return { itemProps, onKeyDown };
}
