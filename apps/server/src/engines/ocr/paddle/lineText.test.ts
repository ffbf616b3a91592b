import { describe, expect, it } from 'vitest';
import { lineText } from './lineText';

describe('lineText', () => {
  it('drops the space PaddleOCR puts between two text boxes of Chinese on one line', () => {
    expect(lineText('春天的 早晨，阳光 照进小城')).toBe('春天的早晨，阳光照进小城');
    expect(lineText('价格： 128 元')).toBe('价格： 128 元');
  });

  it('keeps the spaces between Latin words and numbers, and between them and Chinese', () => {
    expect(lineText('OCR 2024 识别')).toBe('OCR 2024 识别');
    expect(lineText('Hello World')).toBe('Hello World');
    expect(lineText('  截图里的 OCR 2024  ')).toBe('截图里的 OCR 2024');
  });
});
