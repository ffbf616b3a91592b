import { describe, expect, it } from 'vitest';
import { firstUrlIn, ocrImageRefusal } from './tools';

describe('ocrImageRefusal', () => {
  it('takes a jpg or png under 10 MB, by type or by name', () => {
    expect(ocrImageRefusal({ name: 'scan.PNG', type: '', size: 1024 })).toBeNull();
    expect(ocrImageRefusal({ name: 'image', type: 'image/jpeg', size: 1024 })).toBeNull();
  });
  it('refuses other formats and files of 10 MB or more with the spec’s messages', () => {
    expect(ocrImageRefusal({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('图片格式仅支持 jpg/png');
    expect(ocrImageRefusal({ name: 'a.png', type: 'image/png', size: 10 * 1024 * 1024 })).toBe('图片文件大小不超过10M');
  });
});

describe('firstUrlIn', () => {
  it('cuts the link out of Chinese share text at full-width punctuation and prose', () => {
    expect(
      firstUrlIn('3.82 复制打开抖音，看看【小明的作品】 https://v.douyin.com/iRNBho6/ 复制此链接，打开Dou音搜索'),
    ).toBe('https://v.douyin.com/iRNBho6/');
    expect(firstUrlIn('看这个https://b23.tv/AbCd123，太好笑了')).toBe('https://b23.tv/AbCd123');
    expect(firstUrlIn('链接：http://example.com/v?id=1&t=2。')).toBe('http://example.com/v?id=1&t=2');
  });
  it('drops ASCII punctuation that ends a sentence and takes only the first link', () => {
    expect(firstUrlIn('see https://a.example/x. and https://b.example/y')).toBe('https://a.example/x');
  });
  it('finds nothing without an http(s) link', () => {
    expect(firstUrlIn('复制打开抖音 v.douyin.com/abc')).toBeNull();
    expect(firstUrlIn('ftp://example.com/file')).toBeNull();
  });
});
