import { useEffect, useRef, useState } from 'react';
import type { Toaster } from '../Toast/toaster';
import { type CopyMethod, copyText } from './copyText';

export interface CopyMessages {
  /** Copied with the Clipboard API. */
  success?: string;
  /** Copied through the fallback, where there is no clipboard facility. */
  fallback?: string;
  failure?: string;
  /** Nothing to copy. */
  empty?: string;
}

export interface CopyResult {
  ok: boolean;
  method?: CopyMethod;
  message: string;
}

export interface UseCopyButtonOptions {
  /** The text, or a function that reads it at click time. */
  text: string | (() => string);
  messages?: CopyMessages;
  onResult?: (result: CopyResult) => void;
  /** Where to report the result as a toast; none reports only through `onResult`. */
  toaster?: Toaster | null;
  /** How long the button shows the copied/failed state, in ms. */
  resetAfter?: number;
}

const defaults: Required<CopyMessages> = {
  success: '已复制到剪贴板',
  fallback: '复制成功',
  failure: '复制失败',
  empty: '内容为空，无法复制',
};

/** Copy behaviour: copies, reports the spec's message by toast and callback, and holds a copied/failed state briefly. */
export function useCopyButton({ text, messages, onResult, toaster, resetAfter = 2000 }: UseCopyButtonOptions) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const report = (result: CopyResult) => {
    setState(result.ok ? 'copied' : 'failed');
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setState('idle'), resetAfter);
    if (result.ok) toaster?.success(result.message);
    else toaster?.error(result.message);
    onResult?.(result);
  };

  const copy = async () => {
    const texts = { ...defaults, ...messages };
    const value = typeof text === 'function' ? text() : text;
    if (value.length === 0) return report({ ok: false, message: texts.empty });
    try {
      const method = await copyText(value);
      report({ ok: true, method, message: method === 'clipboard' ? texts.success : texts.fallback });
    } catch {
      report({ ok: false, message: texts.failure });
    }
  };

  return { state, copy };
}
