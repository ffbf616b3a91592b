import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { hostname } from 'node:os';
import type { Kysely, Selectable } from 'kysely';
import type { DialectName } from '../db/connect';
import { type Database, type JobColumns, TASK_STATUS, type Task } from '../db/schema';
import type { FileStorage } from '../storage/files';
import type { JobBell } from './jobBell';

/** A file stored as `<code>.<extension>`. */

/** A task's failure in the user's words (its `cause` is logged); `final` when another attempt would fail the same way. */
export class TaskFailure extends Error {
  override name = 'TaskFailure';
  readonly final: boolean;
  constructor(message: string, options: { final?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.final = options.final ?? false;
  }
}

export interface TaskFile {
  bytes: Uint8Array;
  extension: string;
}

/** What a task leaves: its file and the length of what it holds, and maybe files that go with it. */
export interface TaskOutput<Row = Task> extends TaskFile {
  durationMs: number;
  /** Files that go with the main one (a synthesis's subtitles), each stored before it and only while the lease holds. */
  extras?: readonly TaskFile[];
  /** Columns of the kind's own table, set in the statement that marks the task done (what its extras are). */
  columns?: Partial<Omit<Row, keyof JobColumns>>;
}

/** Where a task's file of this extension is kept. */
export const taskFileKey = (code: string, extension: string) => `${code}.${extension}`;

/** Runs a claimed task of one kind; must stop when the signal aborts (the lease was lost or the runner stops). */
export type TaskKind<Row = Task> = (task: Row, signal: AbortSignal) => Promise<TaskOutput<Row>>;

/** The tables that carry the job columns, so a runner can work them. */
export type JobTable = { [Name in keyof Database]: Database[Name] extends JobColumns ? Name : never }[keyof Database];

type JobRow = Selectable<JobColumns>;

export interface TaskRunnerOptions<Row = Task> {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The job table this runner works; each domain keeps its jobs in its own table ('tasks' for synthesis). */
  table?: JobTable;
  /** Where finished tasks' files go. */
  files: FileStorage;
  /** The kinds this runner takes, by `tasks.kind`, each registered by its domain (synthesis today). */
  kinds: Readonly<Record<string, TaskKind<Row>>>;
  now?: () => number;
  /** Tasks run at the same time by this runner. */
  concurrency?: number;
  /** How long a claim holds without a heartbeat; renewed every third of it. */
  leaseMs?: number;
  /** Claims per task before it is marked failed. */
  maxAttempts?: number;
  /** First retry delay; it doubles with each attempt. */
  retryDelayMs?: number;
  /** How often an idle runner looks for work when nobody wakes it. */
  pollMs?: number;
  /** Where `wake` is heard by this table's runners in every process (jobBell.ts); this process only without it. */
  bell?: JobBell;
  /** The failure a task is left with when it ran out of attempts without an error of its own. */
  exhaustedMessage?: string;
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    debug?(obj: object, msg: string): void;
  };
}

/**
 * Durable jobs kept in the database, of the kinds registered with the runner: each task is claimed atomically with a
 * lease, renewed while it runs, retried a bounded number of times, resumed after a crash when its lease runs out, and
 * completed only by the runner that still holds it — so no task is lost and none finishes twice.
 */
export class TaskRunner<Row extends JobRow = Task> {
  readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly now: () => number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly slots: Promise<void>[] = [];
  private readonly running = new Map<string, AbortController>();
  private stopped = true;
  /** The idle slots' sleeps, each ended early by a wake. */
  private readonly sleepers = new Set<() => void>();
  private unlisten: (() => void) | null = null;
  // One shape for every job table: the SQL names the real table, the types see only the job columns.
  private readonly db: Kysely<{ job: JobColumns }>;
  private readonly table: 'job';

  constructor(private readonly options: TaskRunnerOptions<Row>) {
    this.db = options.db as unknown as Kysely<{ job: JobColumns }>;
    this.table = (options.table ?? 'tasks') as 'job';
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.pollMs = options.pollMs ?? 1_000;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = this.options.bell?.listen(this.options.table ?? 'tasks', () => this.wakeHere()) ?? null;
    for (let i = 0; i < (this.options.concurrency ?? 1); i++) this.slots.push(this.loop());
  }

  /** A task was queued: this table's runners look for work now instead of at their next poll, in every process. */
  wake() {
    if (this.options.bell) this.options.bell.ring(this.options.table ?? 'tasks');
    else this.wakeHere();
  }

  private wakeHere() {
    for (const wake of [...this.sleepers]) wake();
  }

  /** Stops claiming, aborts tasks in progress (their tasks are picked up again after the lease) and waits. */
  async stop() {
    this.stopped = true;
    this.unlisten?.();
    this.unlisten = null;
    this.wakeHere();
    for (const controller of this.running.values()) controller.abort();
    await Promise.all(this.slots.splice(0));
  }

  private async loop() {
    while (!this.stopped) {
      const claimed = performance.now();
      const task = await this.claim().catch((error) => {
        this.options.log?.warn({ err: error }, 'task claim failed');
        return undefined;
      });
      if (task) {
        await this.run(task, performance.now() - claimed);
        continue;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.sleepers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, this.pollMs);
        this.sleepers.add(wake);
      });
    }
  }

  /** Takes the oldest queued task, or a running one whose lease ran out (its runner died), in one statement. */
  async claim(): Promise<Row | undefined> {
    const now = this.now();
    let next = this.db
      .selectFrom(this.table)
      .select('id')
      .where('kind', 'in', Object.keys(this.options.kinds))
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', TASK_STATUS.queued), eb('available_at', '<=', now)]),
          eb.and([eb('status', '=', TASK_STATUS.running), eb('lease_expires_at', '<', now)]),
        ]),
      )
      .orderBy('available_at')
      .orderBy('id')
      .limit(1);
    if (this.options.dialect === 'postgres') next = next.forUpdate().skipLocked();
    return this.db
      .updateTable(this.table)
      .set((eb) => ({
        status: TASK_STATUS.running,
        lease_owner: this.owner,
        lease_expires_at: now + this.leaseMs,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', next)
      .where((eb) =>
        eb.or([
          eb('status', '=', TASK_STATUS.queued),
          eb.and([eb('status', '=', TASK_STATUS.running), eb('lease_expires_at', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst() as Promise<Row | undefined>;
  }

  private async renewLease(task: Row): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ lease_expires_at: this.now() + this.leaseMs })
      .where('id', '=', task.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', TASK_STATUS.running)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  private async run(task: Row, claimMs: number) {
    const controller = new AbortController();
    // A long script listens on this signal once per speech segment.
    setMaxListeners(0, controller.signal);
    this.running.set(task.code, controller);
    const heartbeat = setInterval(() => {
      this.renewLease(task)
        .then((held) => {
          if (!held) controller.abort(new Error('lease lost'));
        })
        .catch(() => {});
    }, this.leaseMs / 3);
    try {
      if (task.attempts > this.maxAttempts) {
        await this.finishFailed(task, task.error ?? this.options.exhaustedMessage ?? '合成失败：重试次数已用完');
        return;
      }
      const run = this.options.kinds[task.kind];
      if (!run) throw new Error(`no task kind "${task.kind}"`);
      const rendering = performance.now();
      const output = await run(task, controller.signal);
      controller.signal.throwIfAborted();
      await this.complete(task, output, { claimMs, renderMs: performance.now() - rendering });
    } catch (error) {
      if (controller.signal.aborted) {
        // Stopping hands the task back at once; a lost lease means another runner already has it.
        if (this.stopped) await this.release(task);
        return;
      }
      if (error instanceof TaskFailure && error.cause)
        this.options.log?.warn({ task: task.code, err: error.cause }, error.message);
      await this.retryOrFail(
        task,
        error instanceof Error ? error.message : String(error),
        error instanceof TaskFailure && error.final,
      );
    } finally {
      clearInterval(heartbeat);
      this.running.delete(task.code);
    }
  }

  private async complete(task: Row, output: TaskOutput<Row>, timings: { claimMs: number; renderMs: number }) {
    const file = taskFileKey(task.code, output.extension);
    const storing = performance.now();
    const fence = () => this.renewLease(task);
    // Fencing: each file goes in place only while a fresh lease keeps other runners off the task, the main one last and
    // all before the task reads as done, so a done task always has its files and a runner that lost the task discards
    // its output.
    for (const extra of output.extras ?? [])
      if (!(await this.options.files.put(taskFileKey(task.code, extra.extension), extra.bytes, fence))) return;
    if (!(await this.options.files.put(file, output.bytes, fence))) return;
    const finishing = performance.now();
    const result = await this.db
      .updateTable(this.table)
      .set({
        // The kind's own columns are not among the job columns this runner's typed view knows.
        ...(output.columns as object),
        status: TASK_STATUS.done,
        file,
        duration_ms: Math.round(output.durationMs),
        finished_at: this.now(),
        lease_owner: null,
        lease_expires_at: null,
        error: null,
      })
      .where('id', '=', task.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', TASK_STATUS.running)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return;
    this.options.log?.info({ task: task.code, durationMs: output.durationMs }, 'task finished');
    // The database and storage share of a task's time (bench/scale-out.ts reads it at LOG_LEVEL=debug).
    const storeMs = finishing - storing;
    this.options.log?.debug?.(
      { task: task.code, ...timings, storeMs, finishMs: performance.now() - finishing },
      'task timings',
    );
  }

  private async retryOrFail(task: Row, message: string, final: boolean) {
    if (final || task.attempts >= this.maxAttempts) {
      await this.finishFailed(task, message);
      return;
    }
    const backoff = (this.options.retryDelayMs ?? 1_000) * 2 ** (task.attempts - 1);
    await this.db
      .updateTable(this.table)
      .set({
        status: TASK_STATUS.queued,
        available_at: this.now() + backoff,
        lease_owner: null,
        lease_expires_at: null,
        error: message,
      })
      .where('id', '=', task.id)
      .where('lease_owner', '=', this.owner)
      .execute();
    this.options.log?.warn({ task: task.code, attempt: task.attempts, error: message }, 'task failed, will retry');
  }

  private async release(task: Row) {
    await this.db
      .updateTable(this.table)
      .set((eb) => ({
        status: TASK_STATUS.queued,
        lease_owner: null,
        lease_expires_at: null,
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', task.id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', TASK_STATUS.running)
      .execute();
  }

  private async finishFailed(task: Row, message: string) {
    await this.db
      .updateTable(this.table)
      .set({
        status: TASK_STATUS.failed,
        finished_at: this.now(),
        lease_owner: null,
        lease_expires_at: null,
        error: message,
      })
      .where('id', '=', task.id)
      .where('lease_owner', '=', this.owner)
      .execute();
    this.options.log?.warn({ task: task.code, error: message }, 'task failed');
  }
}
