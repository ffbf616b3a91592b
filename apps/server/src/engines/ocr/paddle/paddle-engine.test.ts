import { afterAll, describe, expect, it } from 'vitest';
import { loadTextImageFonts, renderTextImage } from '../../../testing/textImages';
import { OcrError } from '../engine';
import { createPaddleOcr } from './paddle-engine';

loadTextImageFonts();

// Each worker loads the models (seconds of CPU): on two busy cores a test takes longer than the project's 30 s.
describe('the PaddleOCR engine', { timeout: 90_000 }, () => {
  const engine = createPaddleOcr({ maxQueue: 1 });
  afterAll(() => engine.close());

  it('refuses at once what would wait beyond its queue, and reads what it took', async () => {
    const image = await renderTextImage({
      width: 420,
      height: 120,
      runs: [{ text: '排队识别', x: 30, y: 80, size: 48 }],
    });
    const [first, second] = await Promise.allSettled([
      engine.recognize({ image: new Uint8Array(image), handwriting: false }),
      engine.recognize({ image: new Uint8Array(image), handwriting: false }),
    ]);
    expect(first).toEqual({ status: 'fulfilled', value: '排队识别' });
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(OcrError) });
    expect((second as PromiseRejectedResult).reason.code).toBe('BUSY');
  });

  it('tells an image it cannot decode from an engine failure', async () => {
    const failure = engine.recognize({ image: new TextEncoder().encode('not a picture'), handwriting: false });
    await expect(failure).rejects.toMatchObject({ code: 'BAD_IMAGE' });
  });

  it('reads on with a fresh worker once one has served its images', async () => {
    const recycling = createPaddleOcr({ recycleAfter: 1 });
    const image = await renderTextImage({
      width: 420,
      height: 120,
      runs: [{ text: '换新线程', x: 30, y: 80, size: 48 }],
    });
    try {
      for (let i = 0; i < 2; i++)
        expect(await recycling.recognize({ image: new Uint8Array(image), handwriting: false })).toBe('换新线程');
    } finally {
      await recycling.close();
    }
  });

  it('stops its workers when no image comes for a while, and loads them again for the next one', async () => {
    const idle = createPaddleOcr({ idleMs: 300 });
    const image = await renderTextImage({
      width: 420,
      height: 120,
      runs: [{ text: '空闲释放', x: 30, y: 80, size: 48 }],
    });
    try {
      expect(await idle.recognize({ image: new Uint8Array(image), handwriting: false })).toBe('空闲释放');
      expect(idle.workers()).toBe(1);
      await expect.poll(() => idle.workers(), { timeout: 5_000 }).toBe(0);
      expect(await idle.recognize({ image: new Uint8Array(image), handwriting: false })).toBe('空闲释放');
    } finally {
      await idle.close();
    }
  });
});
