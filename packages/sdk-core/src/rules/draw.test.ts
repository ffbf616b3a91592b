import { describe, expect, it } from 'vitest';
import { drawRefImageRefusal, drawTaskCanRegenerate, drawTaskFailed, drawTaskInProgress } from './draw';

describe('drawRefImageRefusal', () => {
  it('takes a png or jpeg under 5 MB, by type, or by name when the browser gives no type', () => {
    expect(drawRefImageRefusal({ name: 'ref.png', type: 'image/png', size: 1024 })).toBeNull();
    expect(drawRefImageRefusal({ name: 'photo', type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(drawRefImageRefusal({ name: 'photo.JPEG', type: '', size: 1024 })).toBeNull();
  });
  it('refuses other formats and files of 5 MB or more with the spec’s messages', () => {
    expect(drawRefImageRefusal({ name: 'a.webp', type: 'image/webp', size: 10 })).toBe('图片格式仅支持 png/jpeg');
    expect(drawRefImageRefusal({ name: 'a.png', type: 'image/gif', size: 10 })).toBe('图片格式仅支持 png/jpeg');
    expect(drawRefImageRefusal({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBe(
      '图片文件大小不超过5M',
    );
  });
});

describe('draw task statuses', () => {
  it('shows 0 and 1 as in progress, 2 as done, anything else as failed; above 1 may regenerate', () => {
    expect([0, 1, 2, 3, -1].map(drawTaskInProgress)).toEqual([true, true, false, false, false]);
    expect([0, 1, 2, 3, -1].map(drawTaskFailed)).toEqual([false, false, false, true, true]);
    expect([0, 1, 2, 3, -1].map(drawTaskCanRegenerate)).toEqual([false, false, true, true, false]);
  });
});
