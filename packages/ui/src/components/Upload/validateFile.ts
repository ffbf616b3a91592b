/** Why a file was refused. */
export type UploadRejection = 'type' | 'size' | 'multiple';

export interface FileRules {
  /** Extensions (`.jpg`), MIME types (`image/png`) or wildcards (`image/*`), as an array or a comma-separated string. */
  accept?: readonly string[] | string;
  /** Largest allowed size in bytes. */
  maxSize?: number;
}

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

export function acceptList(accept: FileRules['accept']): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  return list.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

function matches(file: FileLike, pattern: string) {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  if (pattern.startsWith('.')) return name.endsWith(pattern);
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** Checks one file against the accept list and size limit; null when it may be uploaded. */
export function validateFile(file: FileLike, { accept, maxSize }: FileRules): UploadRejection | null {
  const patterns = acceptList(accept);
  if (patterns.length > 0 && !patterns.some((pattern) => matches(file, pattern))) return 'type';
  if (maxSize !== undefined && file.size > maxSize) return 'size';
  return null;
}

/** Checks a picked or dropped selection: exactly one acceptable file. */
export function validateSelection(files: readonly FileLike[], rules: FileRules): UploadRejection | null {
  if (files.length > 1) return 'multiple';
  const [file] = files;
  return file ? validateFile(file, rules) : null;
}
