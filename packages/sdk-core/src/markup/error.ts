/**
 * Malformed markup or subtitles, in Chinese (the server shows it to the user after 文案格式错误：): `position` is the
 * offset in the input, `tag` the tag at fault when there is one.
 */
export class MarkupError extends Error {
  override readonly name = 'MarkupError';
  readonly position: number;
  readonly tag: string | undefined;

  constructor(reason: string, source: string, position: number, tag?: string) {
    super(`${reason}（${lineAndColumn(source, position)}）`);
    this.position = position;
    this.tag = tag;
  }
}

/** The 1-based line and column of `position` in `source`. */
export function linePosition(source: string, position: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < position; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: position - lineStart + 1 };
}

/** 第 3 行第 5 列 */
export function lineAndColumn(source: string, position: number): string {
  const { line, column } = linePosition(source, position);
  return `第 ${line} 行第 ${column} 列`;
}
