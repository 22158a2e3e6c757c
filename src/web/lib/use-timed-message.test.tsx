// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './i18n';
import { TimedMessageView } from '../components/timed-message';
import { LIST_ERROR_MS, REQUIRED_ALERT_MS, SAVE_ERROR_MS, SAVE_SUCCESS_MS } from './timings';
import { useTimedMessage, type MessageKind } from './use-timed-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('timed messages (spec §8, §9)', () => {
  it('uses the durations of the spec', () => {
    expect(REQUIRED_ALERT_MS).toBe(4000);
    expect(SAVE_SUCCESS_MS).toBe(2500);
    expect(SAVE_ERROR_MS).toBe(3500);
    expect(LIST_ERROR_MS).toBe(5000);
  });

  it.each<[MessageKind, number, string]>([
    ['required', 4000, 'error'],
    ['invalid', 4000, 'error'],
    ['saveSuccess', 2500, 'success'],
    ['saveError', 3500, 'error'],
    ['listError', 5000, 'error'],
  ])('%s shows for %i ms', (kind, ms, severity) => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show(kind, 'Text'));
    expect(result.current.message).toMatchObject({ kind, text: 'Text', severity });
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the time when a message is shown again, and can be closed early', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current.show('required', 'A'));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.show('required', 'A'));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.message?.text).toBe('A');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
    act(() => result.current.show('saveError', 'B'));
    act(() => result.current.hide());
    expect(result.current.message).toBeNull();
  });

  it('renders the message as an announced alert that disappears after its time', () => {
    function Harness() {
      const m = useTimedMessage();
      return (
        <>
          <button onClick={() => m.show('saveSuccess', 'Erfolgreich gespeichert.')}>save</button>
          <TimedMessageView message={m.message} onClose={m.hide} />
        </>
      );
    }
    render(<Harness />);
    act(() => screen.getByText('save').click());
    expect(screen.getByRole('alert').textContent).toContain('Erfolgreich gespeichert.');
    act(() => vi.advanceTimersByTime(SAVE_SUCCESS_MS));
    // The snackbar's exit transition runs on the same timers.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
