import type { ServerContext } from '../../domain/context';
import { DomainError } from '../../domain/errors';
import { createSentenceCache } from '../../domain/synthesis/sentenceCache';
import { synthesisTask } from '../../domain/synthesis/synthesisTask';
import { SYNTHESIS_TASK } from '../../domain/tasks';
import { createSpeechRuntime, type SpeechRuntime } from '../../engines/speech/runtime';
import { TaskRunner } from '../../jobs/taskRunner';
import { seedAssetLibrary } from '../../seed/assets/library';
import { ensureSeedAssetsInWorker } from '../../seed/assets/manifest';
import type { FileStorage } from '../../storage/files';
import type { AppOptions } from '../options';

export type SpeechState = 'off' | 'starting' | 'ready' | 'failed';

/**
 * Speech synthesis: the engine (warmed and its seed sounds generated in the background at start; speech calls wait for
 * it), the sentence cache (its audio in `cache`) and the synthesis task runner, with task audio in `tasks`.
 */
export function speechService(
  ctx: ServerContext,
  options: AppOptions & { dataDir: string },
  { tasks: files, cache: cacheFiles }: { tasks: FileStorage; cache: FileStorage },
) {
  const cacheMb = options.sentenceCacheMb ?? 512;
  const sentences =
    cacheMb > 0
      ? createSentenceCache({
          db: ctx.db,
          files: cacheFiles,
          maxBytes: cacheMb * 1024 * 1024,
          now: ctx.now,
          log: ctx.log,
        })
      : null;
  let runtime: Promise<SpeechRuntime> | null = null;
  let state: SpeechState = options.speech === false ? 'off' : 'starting';
  // A stop during the first start's seed generation ends it instead of waiting for it.
  const stopping = new AbortController();
  const speech = () => {
    if (options.speech === false) return Promise.reject(new DomainError(503, '语音合成未启用'));
    runtime ??= createSpeechRuntime({
      dataDir: options.dataDir,
      engine: options.speechEngine,
      providers: options.speechProviders ?? {},
      workers: options.speechWorkers,
      signal: stopping.signal,
      prepareAssets: ensureSeedAssetsInWorker,
      assets: seedAssetLibrary(),
      cache: sentences?.forOwner ?? null,
    }).then(
      (ready) => {
        state = 'ready';
        return ready;
      },
      (error) => {
        state = 'failed';
        throw error;
      },
    );
    return runtime;
  };
  const runner = new TaskRunner({
    db: ctx.db,
    dialect: ctx.dialect,
    files,
    kinds: { [SYNTHESIS_TASK]: synthesisTask(ctx, speech, options.loudnessTarget) },
    now: ctx.now,
    concurrency: 1,
    leaseMs: options.taskLeaseMs,
    bell: ctx.jobBell,
    log: ctx.log,
  });
  return {
    speech,
    files,
    runner,
    state: () => state,
    /** The sentence cache's budget and this process's hits and misses (for /api/health), or null when it is off. */
    sentenceCache: () => (sentences ? { budgetMb: cacheMb, ...sentences.stats() } : null),
    /** Warms the engine (auditions and renders both need it) and, in a process that runs jobs, the runner. */
    start({ jobs }: { jobs: boolean }) {
      if (options.speech === false) return;
      speech().catch((error) => {
        if (!stopping.signal.aborted) ctx.log.error({ err: error }, 'speech engine failed to start');
      });
      if (jobs) runner.start();
      sentences?.evict().catch((error) => ctx.log.warn({ err: error }, 'sentence cache: eviction failed'));
    },
    async close() {
      stopping.abort();
      await runner.stop();
      if (runtime) await (await runtime.catch(() => null))?.close();
      await sentences?.idle();
    },
  };
}
