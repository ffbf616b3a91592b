import { asrTask } from '../../domain/asr/asrTask';
import { ASR_TASK } from '../../domain/asr/tasks';
import type { ServerContext } from '../../domain/context';
import { ToolsOutbound } from '../../domain/tools/outbound';
import { createOpenAiTranscriber, unconfiguredTranscriber } from '../../engines/asr';
import { TaskRunner } from '../../jobs/taskRunner';
import type { FileStorage } from '../../storage/files';
import type { AppOptions } from '../options';

/**
 * Speech-to-text: the transcriber, its task runner and its `results`. Media stays where the storage host kept it
 * (`media`, the uploads area) or where a link's is downloaded, till transcribed.
 */
export function speechToTextService(
  ctx: ServerContext,
  options: AppOptions & { dataDir: string },
  { media, results }: { media: FileStorage; results: FileStorage },
) {
  const outbound = new ToolsOutbound(options.tools);
  const transcriber = options.asr ? createOpenAiTranscriber(options.asr) : unconfiguredTranscriber;
  const runner = new TaskRunner({
    db: ctx.db,
    dialect: ctx.dialect,
    table: 'asr_tasks',
    files: results,
    kinds: { [ASR_TASK]: asrTask(ctx, { transcriber, media, outbound, maxAttempts: 3 }) },
    now: ctx.now,
    concurrency: 1,
    maxAttempts: 3,
    leaseMs: options.taskLeaseMs,
    bell: ctx.jobBell,
    exhaustedMessage: '重试次数已用完',
    log: ctx.log,
  });
  return {
    transcriber,
    results,
    media,
    outbound,
    runner,
    wake: () => runner.wake(),
    start: () => runner.start(),
    async close() {
      await runner.stop();
      outbound.close();
    },
  };
}
