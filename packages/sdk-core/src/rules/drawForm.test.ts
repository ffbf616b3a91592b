import { describe, expect, it } from 'vitest';
import {
  canRegenerateDraw,
  DRAW_REF_MAX_BYTES,
  drawFormRefusal,
  drawRefImageRefusal,
  drawSizeBox,
  drawStrengthFraction,
  drawTaskPhase,
} from './drawForm';

const form = { prompt: '一只在月光下弹琴的猫', styleId: 3, size: '1024*1024', count: 2 };

describe('drawFormRefusal', () => {
  it('takes a described picture with a style, a size and 1–4 images', () => {
    expect(drawFormRefusal(form)).toBeNull();
    expect(drawFormRefusal({ ...form, count: 4, size: '720*1280', styleId: 0 })).toBeNull();
  });
  it('asks for a description first, and counts its characters as the server does', () => {
    expect(drawFormRefusal({ ...form, prompt: '  \n ' })?.message).toBe('请输入画面描述词');
    expect(drawFormRefusal({ ...form, prompt: '画'.repeat(500) })).toBeNull();
    expect(drawFormRefusal({ ...form, prompt: '画'.repeat(501) })?.message).toBe('画面描述词不能超过500个字符');
    expect(drawFormRefusal({ ...form, prompt: '😀'.repeat(500) })).toBeNull();
  });
  it('refuses a missing style, an unknown size and counts outside 1–4', () => {
    expect(drawFormRefusal({ ...form, styleId: null })?.message).toBe('请选择绘画风格');
    expect(drawFormRefusal({ ...form, size: '512*512' })?.message).toBe('请选择图片尺寸');
    expect(drawFormRefusal({ ...form, size: null })?.message).toBe('请选择图片尺寸');
    expect(drawFormRefusal({ ...form, count: 0 })?.message).toBe('请选择图片数量');
    expect(drawFormRefusal({ ...form, count: 5 })?.message).toBe('请选择图片数量');
  });
});

describe('drawRefImageRefusal', () => {
  it('takes a png or jpeg under 5 MB, by type or, without one, by name', () => {
    expect(drawRefImageRefusal({ name: 'ref.png', type: 'image/png', size: 1024 })).toBeNull();
    expect(drawRefImageRefusal({ name: 'ref.JPG', type: '', size: DRAW_REF_MAX_BYTES - 1 })).toBeNull();
  });
  it('refuses other formats and files of 5 MB or more with the spec’s messages', () => {
    expect(drawRefImageRefusal({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('图片格式仅支持 png/jpeg');
    expect(drawRefImageRefusal({ name: 'a.png', type: 'image/webp', size: 10 })).toBe('图片格式仅支持 png/jpeg');
    expect(drawRefImageRefusal({ name: 'a.png', type: 'image/png', size: DRAW_REF_MAX_BYTES })).toBe(
      '图片文件大小不超过5M',
    );
  });
});

describe('drawStrengthFraction', () => {
  it('sends the slider’s percent as a fraction, the default 50 as 0.5', () => {
    expect(drawStrengthFraction(50)).toBe(0.5);
    expect(drawStrengthFraction(0)).toBe(0);
    expect(drawStrengthFraction(100)).toBe(1);
    expect(drawStrengthFraction(33.4)).toBe(0.33);
    expect(drawStrengthFraction(140)).toBe(1);
  });
});

describe('drawTaskPhase', () => {
  it('reads 0 and 1 as in progress, 2 as done and anything else as failed; above 1 may be regenerated', () => {
    expect([0, 1, 2, 3, -1].map(drawTaskPhase)).toEqual(['processing', 'processing', 'done', 'failed', 'failed']);
    expect([0, 1, 2, 3, -1].map(canRegenerateDraw)).toEqual([false, false, true, true, false]);
  });
});

describe('drawSizeBox', () => {
  it('draws each size in its own proportions within the icon, portrait taller than wide', () => {
    expect(drawSizeBox('1024*1024', 32)).toEqual({ width: 32, height: 32 });
    expect(drawSizeBox('720*1280', 32)).toEqual({ width: 18, height: 32 });
    expect(drawSizeBox('1280*720', 32)).toEqual({ width: 32, height: 18 });
    expect(drawSizeBox('768*1024', 32)).toEqual({ width: 24, height: 32 });
  });
  it('shows a size it cannot read as a square', () => {
    expect(drawSizeBox('auto', 32)).toEqual({ width: 32, height: 32 });
    expect(drawSizeBox('0*720', 32)).toEqual({ width: 32, height: 32 });
  });
});
