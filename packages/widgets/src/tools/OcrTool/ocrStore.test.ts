import { DubKitError, type UploadPolicy } from '@dubkit/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { fileFromClipboard, ocrUploadName } from './ocrRules';
import { createOcrStore } from './ocrStore';

const policy: UploadPolicy = {
  host: 'https://oss.test/ocr',
  dir: 'ocr/',
  filename: 'a.png',
  accessKeyId: 'k',
  policy: 'p',
  signature: 's',
  callback: 'c',
};

const image = (name = 'scan.png', type = 'image/png', size = 1024) => new File([new Uint8Array(size)], name, { type });

function fakeClient({
  policyError,
  uploadError,
  content = '识别的文字',
}: {
  policyError?: Error;
  uploadError?: Error;
  content?: string;
} = {}) {
  const ocrPolicy = vi.fn(async () => {
    if (policyError) throw policyError;
    return policy;
  });
  const upload = vi.fn(async (_policy: UploadPolicy, _file: Blob, options?: { onProgress?: (f: number) => void }) => {
    options?.onProgress?.(0.5);
    if (uploadError) throw uploadError;
    options?.onProgress?.(1);
    return { content };
  });
  return { client: { tools: { ocrPolicy }, upload } as never, ocrPolicy, upload };
}

describe('createOcrStore', () => {
  it('takes one jpg/png image under 10 MB and refuses others with the spec’s messages', () => {
    const store = createOcrStore(fakeClient().client);
    expect(store.pick(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('图片格式仅支持 jpg/png');
    expect(store.getSnapshot()).toMatchObject({ phase: 'idle', refusal: '图片格式仅支持 jpg/png', file: null });
    expect(store.pick(image('big.png', 'image/png', 10 * 1024 * 1024))).toBe('图片文件大小不超过10M');
    const file = image();
    expect(store.pick(file)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ phase: 'picked', refusal: null, file });
  });

  it('asks for the policy with the type, uploads with progress, and keeps the text to edit', async () => {
    const { client, ocrPolicy, upload } = fakeClient();
    const store = createOcrStore(client);
    const progress: number[] = [];
    store.subscribe(() => progress.push(store.getSnapshot().progress));
    store.setType(1);
    store.pick(image('笔记.jpeg', 'image/jpeg'));
    await expect(store.start()).resolves.toEqual({ ok: true, text: '识别的文字' });
    expect(ocrPolicy).toHaveBeenCalledWith(
      { filename: '笔记.jpeg', type: 1 },
      expect.objectContaining({ handled: true }),
    );
    expect(upload).toHaveBeenCalledWith(policy, expect.any(File), expect.objectContaining({ handled: true }));
    expect(progress).toContain(0.5);
    expect(store.getSnapshot()).toMatchObject({ phase: 'recognised', text: '识别的文字', progress: 1 });
    store.setText('改过的文字');
    store.back();
    expect(store.getSnapshot()).toMatchObject({ phase: 'picked', text: '改过的文字' });
  });

  it('reports which call failed and goes back to the picked image', async () => {
    const policyDown = createOcrStore(fakeClient({ policyError: new DubKitError(500, '服务繁忙') }).client);
    policyDown.pick(image());
    await expect(policyDown.start()).resolves.toEqual({ ok: false, stage: 'policy', message: '服务繁忙' });
    expect(policyDown.getSnapshot()).toMatchObject({
      phase: 'picked',
      failure: { stage: 'policy', message: '服务繁忙' },
    });

    const unreadable = createOcrStore(fakeClient({ uploadError: new DubKitError(500, '未能识别到文字') }).client);
    unreadable.pick(image());
    await expect(unreadable.start()).resolves.toEqual({ ok: false, stage: 'upload', message: '未能识别到文字' });
    expect(unreadable.getSnapshot()).toMatchObject({ phase: 'picked', progress: 0 });
    // Another image clears the failure.
    unreadable.pick(image('b.png'));
    expect(unreadable.getSnapshot().failure).toBeNull();
  });

  it('starts nothing without an image, and takes no image while uploading', async () => {
    const { client, ocrPolicy } = fakeClient();
    const store = createOcrStore(client);
    await expect(store.start()).resolves.toEqual({ ok: false, stage: 'aborted' });
    expect(ocrPolicy).not.toHaveBeenCalled();
    store.pick(image('a.png'));
    const started = store.start();
    expect(store.pick(image('b.png'))).toBeNull();
    expect(store.getSnapshot().file?.name).toBe('a.png');
    await started;
  });
});

describe('ocr rules', () => {
  it('names a pasted image without an extension by its type, for the policy call', () => {
    expect(ocrUploadName({ name: 'image.png', type: 'image/png' })).toBe('image.png');
    expect(ocrUploadName({ name: 'IMG_0001.JPG', type: '' })).toBe('IMG_0001.JPG');
    expect(ocrUploadName({ name: 'blob', type: 'image/png' })).toBe('blob.png');
    expect(ocrUploadName({ name: '', type: 'image/jpeg' })).toBe('image.jpg');
    expect(ocrUploadName({ name: 'photo.heic', type: 'image/jpeg' })).toBe('photo.jpg');
  });

  it('finds the file a paste carries, in its files or its items; a text paste has none', () => {
    const file = image();
    expect(fileFromClipboard({ files: [file] })).toBe(file);
    expect(
      fileFromClipboard({
        files: [],
        items: [
          { kind: 'string', getAsFile: () => null },
          { kind: 'file', getAsFile: () => file },
        ],
      }),
    ).toBe(file);
    expect(fileFromClipboard({ files: [], items: [{ kind: 'string', getAsFile: () => null }] })).toBeNull();
    expect(fileFromClipboard(null)).toBeNull();
  });
});
