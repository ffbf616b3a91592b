import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

const setClipboard = (value: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });

describe('copyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    vi.restoreAllMocks();
  });

  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await expect(copyText('你好')).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('你好');
  });

  it('falls back to a selected hidden textarea without a clipboard', async () => {
    setClipboard(undefined);
    let selected = '';
    document.execCommand = vi.fn(() => {
      const textarea = document.querySelector('textarea');
      selected = textarea?.value.slice(textarea.selectionStart, textarea.selectionEnd) ?? '';
      return true;
    });
    await expect(copyText('配音工坊')).resolves.toBe('fallback');
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('配音工坊');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses, and restores focus', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    document.execCommand = vi.fn(() => true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await expect(copyText('x')).resolves.toBe('fallback');
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('rejects when neither way works', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    await expect(copyText('x')).rejects.toThrow('Copying to the clipboard failed.');
  });
});
