import { describe, expect, it } from 'vitest';
import { acceptList, validateFile, validateSelection } from './validateFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('validateFile', () => {
  it('accepts by extension, case-insensitively', () => {
    expect(validateFile(file('scan.JPG', ''), { accept: ['.jpg', '.png'] })).toBeNull();
    expect(validateFile(file('scan.gif', 'image/gif'), { accept: ['.jpg', '.png'] })).toBe('type');
  });

  it('accepts by MIME type and wildcard', () => {
    expect(validateFile(file('a', 'image/png'), { accept: 'image/png, image/jpeg' })).toBeNull();
    expect(validateFile(file('a.mp3', 'audio/mpeg'), { accept: 'audio/*' })).toBeNull();
    expect(validateFile(file('a.mp4', 'video/mp4'), { accept: 'audio/*' })).toBe('type');
  });

  it('refuses files over the size limit, after the type check', () => {
    expect(validateFile(file('a.png', 'image/png', 10 * MB), { accept: ['.png'], maxSize: 10 * MB })).toBeNull();
    expect(validateFile(file('a.png', 'image/png', 10 * MB + 1), { maxSize: 10 * MB })).toBe('size');
    expect(validateFile(file('a.gif', 'image/gif', 20 * MB), { accept: ['.png'], maxSize: 10 * MB })).toBe('type');
  });

  it('accepts anything without rules', () => {
    expect(validateFile(file('x', ''), {})).toBeNull();
  });
});

describe('validateSelection', () => {
  it('wants exactly one file', () => {
    expect(validateSelection([file('a.png', 'image/png'), file('b.png', 'image/png')], {})).toBe('multiple');
    expect(validateSelection([file('a.png', 'image/png')], { accept: ['.png'] })).toBeNull();
    expect(validateSelection([], {})).toBeNull();
  });
});

describe('acceptList', () => {
  it('normalises strings and arrays', () => {
    expect(acceptList(' .JPG, image/png ,')).toEqual(['.jpg', 'image/png']);
    expect(acceptList(undefined)).toEqual([]);
  });
});
