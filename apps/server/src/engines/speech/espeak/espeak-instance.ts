/// <reference path="./espeak-ng.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ESpeakNg, { type EspeakModule } from 'espeak-ng';
import type { Pcm } from '../pcm';
import { decodeWav } from '../wav';

/** What one espeak-ng run is asked to say, in espeak's units (the engine converts a SpeechSegment's once). */
export interface EspeakRequest {
  text: string;
  voice: string;
  variant?: string;
  /** espeak-ng's own pitch, 0–99 (50 its default). */
  pitch: number;
  /** Multiplier of the voice's normal speed (175 words a minute). */
  rate: number;
  /** 0–100, 100 is the voice's full level. */
  volume: number;
}

export type EspeakVoice = Omit<EspeakRequest, 'text'>;

export interface EspeakInstance {
  /** Synthesises synchronously at espeak's own rate (22050 Hz). */
  speak(request: EspeakRequest): Pcm;
  /** Several texts in one voice with one engine start: one PCM per text. */
  speakMany(texts: readonly string[], voice: EspeakVoice): Pcm[];
  readonly voices: ReadonlySet<string>;
  readonly variants: ReadonlySet<string>;
}

const DATA = '/usr/local/share/espeak-ng-data';
const TEXT_FILE = '/dubkit-in.txt';
const WAV_FILE = '/dubkit-out.wav';
const NORMAL_WPM = 175;

/** Command-line arguments of espeak-ng for a request: UTF-8 text (or SSML) from a file, WAV to a file, no end pause. */
export function espeakArguments(request: EspeakVoice, ssml = false): string[] {
  const voice = request.variant ? `${request.voice}+${request.variant}` : request.voice;
  return [
    ...(ssml ? ['-m'] : []),
    '-b',
    '1',
    '-z',
    '-v',
    voice,
    '-s',
    String(clampRound(NORMAL_WPM * request.rate, 80, 450)),
    '-p',
    String(clampRound(request.pitch, 0, 99)),
    '-a',
    String(clampRound(request.volume, 0, 100)),
    '-w',
    WAV_FILE,
    '-f',
    TEXT_FILE,
  ];
}

function clampRound(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));
}

interface WasmExports {
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(size: number): number;
  __main_argc_argv(argc: number, argv: number): number;
}

// Node runs WebAssembly, but @types/node does not declare its functions; these are the ones used here.
interface WasmApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<{ exports: unknown }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

const wasmPath = join(dirname(createRequire(import.meta.url).resolve('espeak-ng')), 'espeak-ng.wasm');
let wasmModule: Promise<object> | undefined;

/**
 * Starts one espeak-ng WASM instance and keeps it for many runs. The build only exposes the
 * command-line program, so each request calls its main() again; getopt's `optind` survives between
 * calls and must be reset, and its address is found by watching it change over two probe runs.
 */
export async function createEspeakInstance(): Promise<EspeakInstance> {
  wasmModule ??= wasmApi.compile(readFileSync(wasmPath));
  const compiled = await wasmModule;
  let exports: WasmExports | undefined;
  const messages: string[] = [];
  const module = await ESpeakNg({
    noInitialRun: true,
    print: () => {},
    printErr: (line) => messages.push(line),
    instantiateWasm(imports, receive) {
      wasmApi.instantiate(compiled, imports).then((instance) => {
        exports = instance.exports as unknown as WasmExports;
        receive(instance);
      });
      return {};
    },
  });
  if (!exports) throw new Error('espeak-ng WASM instance did not start');
  const wasm = exports;
  const encoder = new TextEncoder();

  const callMain = (args: readonly string[]): number => {
    const argv = ['espeak-ng', ...args];
    const saved = wasm.stackSave();
    try {
      const pointers = argv.map((arg) => {
        const bytes = encoder.encode(`${arg}\0`);
        const at = wasm.stackAlloc(bytes.length);
        module.HEAPU8.set(bytes, at);
        return at;
      });
      const table = wasm.stackAlloc(4 * (argv.length + 1));
      const heap32 = new Uint32Array(module.HEAPU8.buffer);
      pointers.forEach((at, i) => {
        heap32[(table >> 2) + i] = at;
      });
      heap32[(table >> 2) + argv.length] = 0;
      return wasm.__main_argc_argv(argv.length, table);
    } finally {
      wasm.stackRestore(saved);
    }
  };

  const optind = findOptind(module, callMain);
  const voices = new Set(listFiles(module, `${DATA}/lang`).map((name) => name.toLowerCase()));
  const variants = new Set(listFiles(module, `${DATA}/voices/!v`).filter((name) => !name.startsWith('klatt')));

  const run = (voice: EspeakVoice, text: string, ssml = false): Pcm => {
    messages.length = 0;
    module.FS.writeFile(TEXT_FILE, text);
    new Int32Array(module.HEAPU8.buffer)[optind] = 0;
    const status = callMain(espeakArguments(voice, ssml));
    if (status !== 0) throw new Error(`espeak-ng failed (status ${status}): ${messages.join(' ')}`);
    if (!module.FS.analyzePath(WAV_FILE).exists) return empty();
    const wav = module.FS.readFile(WAV_FILE);
    module.FS.unlink(WAV_FILE);
    return decodeWav(wav);
  };

  const check = (voice: EspeakVoice) => {
    const name = voice.voice.toLowerCase();
    if (!voices.has(name) && !voices.has(name.split('-')[0] ?? ''))
      throw new Error(`espeak-ng has no voice "${voice.voice}" (try cmn, yue, en-us)`);
    if (voice.variant && !variants.has(voice.variant))
      throw new Error(`espeak-ng has no voice variant "${voice.variant}" (try f1–f5, m1–m8)`);
  };

  return {
    voices,
    variants,
    speak(request) {
      check(request);
      return request.text.trim() ? run(request, request.text) : empty();
    },
    speakMany(texts, voice) {
      check(voice);
      const spoken = texts.flatMap((text, index) => (text.trim() ? [index] : []));
      const pieces = texts.map(() => empty());
      // The engine's start-up (mostly loading the voice's dictionary) dominates short texts: say them in
      // one run, separated by long SSML breaks, and cut the result at those breaks.
      const joined = spoken.map((index) => escapeXml(texts[index] ?? '')).join(`<break time="${SEPARATOR_MS}ms"/>`);
      const parts =
        spoken.length > 1 ? splitAtSeparators(run(voice, `<speak>${joined}</speak>`, true), spoken.length) : null;
      spoken.forEach((index, n) => {
        pieces[index] = parts?.[n] ?? run(voice, texts[index] ?? '');
      });
      return pieces;
    },
  };
}

const SEPARATOR_MS = 2500;
const SILENT = 1e-3;

function empty(): Pcm {
  return { samples: new Float32Array(0), sampleRate: 22050 };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&amp;'));
}

/**
 * Cuts a batch at its separating breaks: exactly count − 1 silent runs of about SEPARATOR_MS, and no
 * other long silence. Anything else (a text that made its own long pause, or made no sound) gives null
 * and the caller speaks the texts one by one.
 */
function splitAtSeparators(pcm: Pcm, count: number): Pcm[] | null {
  const long = Math.round((pcm.sampleRate * 1200) / 1000);
  const [min, max] = [SEPARATOR_MS - 300, SEPARATOR_MS + 800].map((ms) => Math.round((pcm.sampleRate * ms) / 1000));
  const cuts: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= pcm.samples.length; i++) {
    const quiet = i < pcm.samples.length && Math.abs(pcm.samples[i] ?? 0) < SILENT;
    if (quiet && start < 0) start = i;
    if (!quiet && start >= 0) {
      const length = i - start;
      if (length >= long) {
        if (length < (min ?? 0) || length > (max ?? 0) || start === 0 || i === pcm.samples.length) return null;
        cuts.push([start, i]);
      }
      start = -1;
    }
  }
  if (cuts.length !== count - 1) return null;
  const pieces: Pcm[] = [];
  let from = 0;
  for (const [cutStart, cutEnd] of [...cuts, [pcm.samples.length, pcm.samples.length] as [number, number]]) {
    pieces.push({ samples: pcm.samples.slice(from, cutStart), sampleRate: pcm.sampleRate });
    from = cutEnd;
  }
  return pieces;
}

/**
 * Index (in 32-bit words) of musl's `optind`: the one word that is 1 before the first run and the
 * argument count after it. A second run with another argument count, starting from 0, confirms it.
 */
function findOptind(module: EspeakModule, callMain: (args: readonly string[]) => number): number {
  const run = (args: readonly string[]) => {
    module.FS.writeFile(TEXT_FILE, 'a');
    if (callMain(args) !== 0 || !module.FS.analyzePath(WAV_FILE).exists) throw new Error('espeak-ng probe run failed');
    module.FS.unlink(WAV_FILE);
  };
  const before = new Int32Array(module.HEAPU8.buffer.slice(0));
  const first = ['-w', WAV_FILE, '-f', TEXT_FILE];
  run(first);
  const heap = new Int32Array(module.HEAPU8.buffer);
  const candidates: number[] = [];
  for (let i = 0; i < before.length; i++) if (before[i] === 1 && heap[i] === first.length + 1) candidates.push(i);
  const [index] = candidates;
  if (candidates.length !== 1 || index === undefined)
    throw new Error(`cannot locate espeak-ng's argument parser state (${candidates.length} candidates)`);
  const second = ['-v', 'en', '-w', WAV_FILE, '-f', TEXT_FILE];
  heap[index] = 0;
  run(second);
  if (new Int32Array(module.HEAPU8.buffer)[index] !== second.length + 1)
    throw new Error("espeak-ng's argument parser state did not behave as expected");
  return index;
}

function listFiles(module: EspeakModule, dir: string): string[] {
  return module.FS.readdir(dir)
    .filter((name) => name !== '.' && name !== '..')
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      return module.FS.isDir(module.FS.stat(path).mode) ? listFiles(module, path) : [name];
    });
}
