import { routes, type UploadPolicy } from '@dubkit/sdk-core';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
import { fail, mock } from '../mock';

/** Story data of image text recognition: the policy, the storage host's answer, and their failures. */

export const OCR_STORAGE_HOST = 'https://oss.story.dubkit.test/ocr';

export const ocrPolicy = (filename: string): UploadPolicy => ({
  host: OCR_STORAGE_HOST,
  dir: 'ocr/2026/11/',
  filename,
  accessKeyId: 'story-key',
  policy: 'eyJleHBpcmF0aW9uIjoiMjA5OS0wMS0wMSJ9',
  signature: 'story-signature',
  callback: 'eyJjYWxsYmFja1VybCI6Ii9hcGkvdG9vbHMvb2NyL2NhbGxiYWNrIn0=',
});

export const RECOGNISED_TEXT = [
  '配音工坊 · 智能工具',
  '图片文字识别支持通用印刷体与手写体，',
  '识别结果可直接编辑、复制或导出为 txt 文件。',
].join('\n');

export interface OcrServerOptions {
  /** The policy call's failure message. */
  policyFailure?: string;
  /** The storage host's failure message (its envelope's). */
  uploadFailure?: string;
  /** Holds the storage host's answer back; 'infinite' keeps the upload going. */
  uploadDelay?: number | 'infinite';
  /** The recognised text. */
  text?: string;
}

/** What the handlers heard: the policy queries and the uploaded form's key and file name. */
export interface OcrCalls {
  policies: { filename: string | null; type: string | null }[];
  uploads: { key: string | null; fileName: string | null }[];
}

/** The policy call and the storage host, answering as the options say; `calls` records what they were sent. */
export function ocrServer({
  policyFailure,
  uploadFailure,
  uploadDelay,
  text = RECOGNISED_TEXT,
}: OcrServerOptions = {}) {
  const calls: OcrCalls = { policies: [], uploads: [] };
  const handlers: RequestHandler[] = [
    mock(routes.tools.ocrPolicy, ({ query }) => {
      calls.policies.push({ filename: query.get('filename'), type: query.get('type') });
      return policyFailure ? fail(500, policyFailure) : ocrPolicy(query.get('filename') ?? 'image.png');
    }),
    http.post(OCR_STORAGE_HOST, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.uploads.push({ key: form.get('key') as string | null, fileName: file instanceof File ? file.name : null });
      if (uploadDelay !== undefined) await delay(uploadDelay);
      return HttpResponse.json(
        uploadFailure
          ? { code: 500, message: uploadFailure, data: null }
          : { code: 200, message: 'success', data: { content: text } },
      );
    }),
  ];
  return {
    calls,
    handlers,
    reset: () => {
      calls.policies.length = 0;
      calls.uploads.length = 0;
    },
  };
}
