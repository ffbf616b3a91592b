import type { DubKitStreams } from '@dubkit/sdk-core';
import { REWRITE_INPUT_MAX_LENGTH, REWRITE_INPUT_TOO_LONG } from '@dubkit/sdk-core/assistant';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DubKitProvider } from '../../provider';
import { Rewrite } from './Rewrite';
import { REWRITE_DEBOUNCE_MS, useRewrite } from './useRewrite';

const rewrite = vi.fn(async () => {});
const streams = { gpt: { rewrite } } as unknown as DubKitStreams;
const wrapper = ({ children }: { children: ReactNode }) => (
  <DubKitProvider streams={streams}>{children}</DubKitProvider>
);

afterEach(() => {
  rewrite.mockClear();
  vi.useRealTimers();
});

describe('Rewrite', () => {
  it('keeps no more than the server takes of what is typed or pasted, and shows the count against it', () => {
    render(<Rewrite />, { wrapper });
    const field = screen.getByRole('textbox', { name: '原文案' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: '字'.repeat(REWRITE_INPUT_MAX_LENGTH + 100) } });
    expect(field.value).toBe('字'.repeat(REWRITE_INPUT_MAX_LENGTH));
    expect(screen.getByText(`${REWRITE_INPUT_MAX_LENGTH}/${REWRITE_INPUT_MAX_LENGTH}`)).toBeTruthy();
  });

  it('refuses a longer text set from outside the field before sending it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRewrite(), { wrapper });
    act(() => result.current.setText('字'.repeat(REWRITE_INPUT_MAX_LENGTH + 1)));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(REWRITE_DEBOUNCE_MS));
    expect(result.current.error).toBe(REWRITE_INPUT_TOO_LONG);
    expect(rewrite).not.toHaveBeenCalled();
  });
});
