// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSession, removeSession, SESSION_PREFIX, useSession, writeSession } from './session-store';

const selection = {
  templateId: 'tagesticket',
  startTime: '2026-05-14T22:00:00.000Z',
  endTime: '2026-05-15T21:59:59.000Z',
  slotCount: 1,
};

afterEach(() => localStorage.clear());

describe('session store', () => {
  it('writes and reads a value validated by the shared schema', () => {
    writeSession('selection', selection);
    expect(readSession('selection')).toEqual(selection);
    expect(JSON.parse(localStorage.getItem(SESSION_PREFIX + 'selection')!)).toEqual(selection);
  });

  it('drops stored data that does not match the schema', () => {
    localStorage.setItem(
      SESSION_PREFIX + 'selection',
      JSON.stringify({ templateId: 'x', startTime: 'yesterday' }),
    );
    expect(readSession('selection')).toBeUndefined();
    expect(localStorage.getItem(SESSION_PREFIX + 'selection')).toBeNull();
    localStorage.setItem(SESSION_PREFIX + 'contact', '{not json');
    expect(readSession('contact')).toBeUndefined();
  });

  it('keeps snapshots stable between reads', () => {
    writeSession('contact', { mail: 'a@b.de' });
    expect(readSession('contact')).toBe(readSession('contact'));
  });

  it('updates a hook when another tab writes (storage event)', () => {
    const { result } = renderHook(() => useSession('ids'));
    expect(result.current).toBeUndefined();
    act(() => {
      // Another tab wrote to localStorage; this tab only gets the event.
      localStorage.setItem(SESSION_PREFIX + 'ids', JSON.stringify({ lp: 'B-AB 1234' }));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_PREFIX + 'ids' }));
    });
    expect(result.current).toEqual({ lp: 'B-AB 1234' });
    act(() => {
      localStorage.removeItem(SESSION_PREFIX + 'ids');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_PREFIX + 'ids' }));
    });
    expect(result.current).toBeUndefined();
  });

  it('updates a hook on writes and removals in the same tab', () => {
    const { result } = renderHook(() => useSession('contactEdit'));
    act(() => writeSession('contactEdit', true));
    expect(result.current).toBe(true);
    act(() => removeSession('contactEdit'));
    expect(result.current).toBeUndefined();
  });
});
