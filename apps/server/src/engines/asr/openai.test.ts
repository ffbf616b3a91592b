import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTranscriptionServer, startFakeTranscriptionServer } from '../../testing/fakeTranscriptionServer';
import { isobmffBytes, mp3Bytes } from '../../testing/mediaFixtures';
import {
  AsrError,
  AsrMediaError,
  asrProviderFromEnv,
  createOpenAiTranscriber,
  probeMedia,
  unconfiguredTranscriber,
} from './index';

let directory: string;
let fake: FakeTranscriptionServer;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'asr-openai-test-'));
  fake = await startFakeTranscriptionServer();
  await mkdir(scratchDirectory());
});
afterAll(async () => {
  await fake.close();
  await rm(directory, { recursive: true, force: true });
});
afterEach(() => {
  fake.uploads.length = 0;
});

async function file(name: string, bytes: Uint8Array | Promise<Uint8Array>): Promise<string> {
  const path = join(directory, name);
  await writeFile(path, await bytes);
  return path;
}

const transcriber = (maxUploadBytes?: number) =>
  createOpenAiTranscriber({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'whisper-1',
    maxUploadBytes,
    maxRetries: 0,
  });

const signal = () => new AbortController().signal;

const scratchDirectory = () => join(directory, 'scratch');

describe('OpenAI-compatible transcriber', () => {
  it('uploads each part of a long video and places its sentences on the video time line', async () => {
    const video = await file(
      'lecture.mp4',
      isobmffBytes({ container: 'mp4', seconds: 10, audioKbps: 128, videoKbps: 400 }),
    );
    fake.answer((_upload, index) => ({
      segments: [
        { start: 0.2, end: 0.9, text: ` 第${index + 1}段开头。` },
        { start: 1, end: 1.5, text: `第${index + 1}段第二句。` },
      ],
    }));
    const progress: number[] = [];
    const transcript = await transcriber(50_000).transcribe(video, {
      signal: signal(),
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(fake.uploads.length).toBeGreaterThanOrEqual(3);
    for (const [index, upload] of fake.uploads.entries()) {
      expect(upload).toMatchObject({
        filename: `part-${index + 1}.m4a`,
        model: 'whisper-1',
        language: 'zh',
        responseFormat: 'verbose_json',
        timestampGranularities: ['segment'],
        authorization: 'Bearer sk-test',
        prompt: '以下是普通话的句子。',
      });
      expect(upload.size).toBeLessThanOrEqual(50_000);
    }
    expect(progress).toEqual(fake.uploads.map((_upload, index) => (index + 1) / fake.uploads.length));
    expect(Math.abs(transcript.durationMs - 10_000)).toBeLessThan(30);
    expect(transcript.sentences).toHaveLength(fake.uploads.length * 2);
    // Where each uploaded part starts: the length of the parts the provider received before it.
    let partStartMs = 0;
    for (const [index, upload] of fake.uploads.entries()) {
      expect(transcript.sentences.slice(index * 2, index * 2 + 2)).toEqual([
        { beginMs: partStartMs + 200, endMs: partStartMs + 900, text: `第${index + 1}段开头。` },
        { beginMs: partStartMs + 1000, endMs: partStartMs + 1500, text: `第${index + 1}段第二句。` },
      ]);
      partStartMs += (await probeMedia(await file(`upload-${index}.m4a`, upload.bytes))).durationMs;
    }
    expect(Math.abs(partStartMs - transcript.durationMs)).toBeLessThan(30);
    expect(await readdir(scratchDirectory())).toEqual([]);
  });

  it('keeps the speakers a provider tells apart', async () => {
    const audio = await file('dialogue.mp3', mp3Bytes(3));
    fake.answer({
      segments: [
        { start: 0, end: 1.2, text: '你好。', speaker: 'A' },
        { start: 1.3, end: 2.8, text: '你好，请坐。', speaker: 'B' },
      ],
    });
    const { sentences } = await transcriber().transcribe(audio, { signal: signal(), language: 'en' });
    expect(fake.uploads[0]).toMatchObject({ filename: 'audio.mp3', language: 'en', prompt: null });
    expect(sentences).toEqual([
      { beginMs: 0, endMs: 1200, text: '你好。', speaker: 'A' },
      { beginMs: 1300, endMs: 2800, text: '你好，请坐。', speaker: 'B' },
    ]);
  });

  it('reads a text-only answer as one sentence over its part', async () => {
    const audio = await file('plain.mp3', mp3Bytes(3));
    fake.answer({ text: ' 只有文字，没有时间。', textOnly: true });
    const transcript = await transcriber().transcribe(audio, { signal: signal() });
    expect(transcript.sentences).toEqual([{ beginMs: 0, endMs: transcript.durationMs, text: '只有文字，没有时间。' }]);
  });

  it('asks a model without timestamps for text, once per part, after its first refusal', async () => {
    const video = await file('no-times.mov', isobmffBytes({ container: 'mov', seconds: 8, audioKbps: 128 }));
    fake.answer((_upload, index) => ({ text: `第${index}次请求。`, noTimestamps: true }));
    const { sentences } = await transcriber(50_000).transcribe(video, { signal: signal() });
    const formats = fake.uploads.map((upload) => upload.responseFormat);
    expect(formats[0]).toBe('verbose_json');
    expect(formats.slice(1)).toEqual(Array(fake.uploads.length - 1).fill('json'));
    expect(sentences.length).toBe(fake.uploads.length - 1);
    expect(sentences[0]?.text).toBe('第1次请求。');
    // Text-only parts still follow one another on the time line.
    for (const [index, sentence] of sentences.entries())
      expect(sentence.beginMs).toBe(index === 0 ? 0 : sentences[index - 1]?.endMs);
  });

  it('reports the provider refusing, with its message, and which refusals are worth retrying', async () => {
    const audio = await file('refused.mp3', mp3Bytes(1));
    const cases = [
      {
        status: 401,
        message: 'Incorrect API key provided',
        text: '语音转文字服务认证失败，请联系管理员',
        retryable: false,
      },
      { status: 429, message: 'Rate limit reached', text: '语音转文字服务繁忙，请稍后再试', retryable: true },
      { status: 503, message: 'upstream overloaded', text: '语音转文字服务暂时不可用，请稍后再试', retryable: true },
      { status: 400, message: 'Invalid file format', text: '语音转文字服务拒绝了该文件', retryable: false },
    ];
    for (const { status, message, text, retryable } of cases) {
      fake.answer({ status, message });
      const error = await transcriber()
        .transcribe(audio, { signal: signal() })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AsrError);
      expect((error as AsrError).message).toBe(`${text}（服务返回：${message}）`);
      expect((error as AsrError).retryable).toBe(retryable);
    }
  });

  it('refuses a file without audio before uploading anything', async () => {
    const silent = await file(
      'mute.mp4',
      isobmffBytes({ container: 'mp4', seconds: 2, audioKbps: null, videoKbps: 400 }),
    );
    await expect(transcriber().transcribe(silent, { signal: signal() })).rejects.toThrow(
      new AsrMediaError('视频中没有音频'),
    );
    expect(fake.uploads).toHaveLength(0);
  });

  it('stops uploading when the job is cancelled', async () => {
    const video = await file('cancel.mp4', isobmffBytes({ container: 'mp4', seconds: 10, audioKbps: 128 }));
    const controller = new AbortController();
    // The job is cancelled while the provider is still working on the first part.
    fake.answer(() => {
      controller.abort(new Error('cancelled'));
      return { segments: [{ start: 0, end: 1, text: '一。' }], delayMs: 200 };
    });
    await expect(transcriber(50_000).transcribe(video, { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(fake.uploads).toHaveLength(1);
    expect(await readdir(scratchDirectory())).toEqual([]);
  });
});

describe('without a provider', () => {
  it('is unavailable, with product copy (no setting names), and refuses instead of making text up', async () => {
    const message = '语音转文字功能暂未开放，敬请期待';
    expect(unconfiguredTranscriber.unavailable).toBe(message);
    await expect(unconfiguredTranscriber.transcribe('any.mp3', { signal: signal() })).rejects.toThrow(message);
  });

  it('takes the provider from all three settings or none', () => {
    const env = {
      DUBKIT_ASR_BASE_URL: 'https://asr.example/v1',
      DUBKIT_ASR_API_KEY: 'k',
      DUBKIT_ASR_MODEL: 'whisper-1',
    };
    expect(asrProviderFromEnv(env)).toEqual({ baseUrl: 'https://asr.example/v1', apiKey: 'k', model: 'whisper-1' });
    expect(asrProviderFromEnv({ ...env, DUBKIT_ASR_MODEL: '' })).toBeNull();
  });
});
