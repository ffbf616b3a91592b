/** Where readable lines are written: standard output, or a test's list. */
export interface LogOutput {
  write(text: string): unknown;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Log lines for a person at a terminal (what `npm start` shows): time, level and message, then the other fields;
 * an error's stack on the lines after. `LOG_FORMAT=json` keeps pino's JSON lines for log collectors instead.
 */
export function readableLog(out: LogOutput = process.stdout): { write(line: string): void } {
  return {
    // pino writes one JSON line per call.
    write(line) {
      const { level, time, msg, err, pid: _pid, hostname: _hostname, reqId: _reqId, ...fields } = JSON.parse(line);
      const clock = new Date(time).toTimeString().slice(0, 8);
      const rest = Object.entries(fields).map(([key, value]) => ` ${key}=${JSON.stringify(value)}`);
      const stack = err?.stack ? `\n${err.stack}` : err?.message ? ` (${err.message})` : '';
      out.write(`${clock} ${(LEVELS[level] ?? String(level)).padEnd(5)} ${msg ?? ''}${rest.join('')}${stack}\n`);
    },
  };
}
