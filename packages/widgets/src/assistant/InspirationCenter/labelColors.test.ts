import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  iconSource,
  isImageIcon,
  LABEL_MIN_CONTRAST,
  parseColor,
  readableLabelColors,
} from './labelColors';

describe('parseColor', () => {
  it('reads #rgb, #rrggbb (alpha ignored) and rgb()/rgba()', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#FF6A00')).toEqual([255, 106, 0]);
    expect(parseColor('#ff6a0080')).toEqual([255, 106, 0]);
    expect(parseColor('rgb(12, 34, 56)')).toEqual([12, 34, 56]);
    expect(parseColor('rgba(12,34,56,0.5)')).toEqual([12, 34, 56]);
  });

  it('gives null for what it cannot read', () => {
    for (const value of ['', null, undefined, 'red', '#12', 'rgb(300, 0, 0)', 'url(x)', 'var(--x)'])
      expect(parseColor(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([120, 40, 200], [120, 40, 200])).toBe(1);
  });
});

describe('readableLabelColors', () => {
  it('keeps the server’s pair when it reads well', () => {
    expect(readableLabelColors('#ffffff', '#c2410c')).toEqual({ color: '#ffffff', background: '#c2410c' });
    expect(readableLabelColors('#7c2d12', '#ffedd5')).toEqual({ color: '#7c2d12', background: '#ffedd5' });
  });

  it('puts dark text on a pale chip whose text is too faint', () => {
    // White on light yellow reads at about 1.1:1.
    expect(readableLabelColors('#ffffff', '#fef08a')).toEqual({ color: '#1f2937', background: '#fef08a' });
  });

  it('puts white text on a dark chip whose text is too dark', () => {
    expect(readableLabelColors('#333333', '#1e3a8a')).toEqual({ color: '#ffffff', background: '#1e3a8a' });
  });

  it('picks a readable text for a missing or unreadable text colour', () => {
    const chosen = readableLabelColors('', '#ff6a00');
    expect(chosen?.background).toBe('#ff6a00');
    expect(contrastRatio(parseColor(chosen?.color) as never, [255, 106, 0])).toBeGreaterThanOrEqual(LABEL_MIN_CONTRAST);
    expect(readableLabelColors('bogus', '#ffffff')?.color).toBe('#1f2937');
  });

  it('every result meets 4.5:1 whatever the background', () => {
    for (let grey = 0; grey <= 255; grey += 5) {
      const hex = `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
      const chosen = readableLabelColors(hex, hex);
      expect(contrastRatio(parseColor(chosen?.color) as never, parseColor(hex) as never)).toBeGreaterThanOrEqual(
        LABEL_MIN_CONTRAST,
      );
    }
  });

  it('leaves the look to the theme without a usable background', () => {
    expect(readableLabelColors('#fff', '')).toBeNull();
    expect(readableLabelColors('#fff', 'transparent')).toBeNull();
  });
});

describe('isImageIcon', () => {
  it('tells a picture’s address from a text icon', () => {
    for (const icon of ['https://cdn.example.com/a.png', '/static/icons/script.svg', 'data:image/svg+xml,%3Csvg%3E'])
      expect(isImageIcon(icon)).toBe(true);
    for (const icon of ['🎬', '文', '']) expect(isImageIcon(icon)).toBe(false);
  });
});

describe('iconSource', () => {
  it('puts a server path on the API origin and leaves full addresses alone', () => {
    expect(iconSource('/media/inspiration/video-script.svg')).toBe('/media/inspiration/video-script.svg');
    expect(iconSource('/media/a.svg', 'https://api.dubkit.test/')).toBe('https://api.dubkit.test/media/a.svg');
    expect(iconSource('https://cdn.example.com/a.png', 'https://api.dubkit.test')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(iconSource('//cdn.example.com/a.png', 'https://api.dubkit.test')).toBe('//cdn.example.com/a.png');
  });

  it('treats the server’s drawn icon paths as pictures', () => {
    expect(isImageIcon('/media/inspiration/video-script.svg')).toBe(true);
  });
});
