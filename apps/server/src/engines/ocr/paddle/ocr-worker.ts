// Worker thread of the OCR pool: PaddleOCR (PP-OCRv4, ONNX) loaded once, then one image per job.
import { parentPort } from 'node:worker_threads';
import Ocr from '@gutenye/ocr-node';
import sharp from 'sharp';
import type { WorkerMessage } from '../../workers/pool';
import { lineText } from './lineText';

export interface OcrWorkerJob {
  image: Uint8Array;
  /** Longest side the image is scaled down to before detection. */
  maxSide: number;
  /** Larger images are refused before decoding (a small file can unpack to gigapixels). */
  maxPixels: number;
}

const port = parentPort;
if (!port) throw new Error('ocr-worker runs only as a worker thread');

// Decoded pixels are the bulk of the memory: no cache of them, one libvips thread.
sharp.cache(false);
sharp.concurrency(1);
// Every image and every text line has its own tensor shapes: planned memory patterns and the arena only hold memory.
const ocr = await Ocr.create({
  onnxOptions: { intraOpNumThreads: 2, interOpNumThreads: 1, enableCpuMemArena: false, enableMemPattern: false },
});
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

port.on('message', async ({ id, job }: { id: number; job: OcrWorkerJob }) => {
  let scaled: Buffer;
  try {
    scaled = await sharp(job.image, { limitInputPixels: job.maxPixels })
      .rotate()
      .resize({ width: job.maxSide, height: job.maxSide, fit: 'inside', withoutEnlargement: true })
      // The models read RGB: transparent pixels would otherwise turn black, under black text.
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return port.postMessage({
      type: 'result',
      id,
      ok: false,
      error: reason,
      code: 'BAD_REQUEST',
    } satisfies WorkerMessage);
  }
  try {
    // Its detector opens the image with sharp, which takes a buffer as well as the path it is typed for.
    const lines = await ocr.detect(scaled as unknown as string);
    const text = lines
      .map((line: { text: string }) => lineText(line.text))
      .filter(Boolean)
      .join('\n');
    port.postMessage({ type: 'result', id, ok: true, value: text } satisfies WorkerMessage);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    port.postMessage({ type: 'result', id, ok: false, error: reason } satisfies WorkerMessage);
  }
});
