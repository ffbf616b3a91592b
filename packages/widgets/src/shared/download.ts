/** Saves a Blob made in the page as a download named `fileName` (the browser's default download folder). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** How a widget hands over a file it made; stories and tests pass a spy. */
export type SaveBlob = typeof saveBlob;

/** Saves text as a UTF-8 download (with a byte-order mark, so Windows editors read the Chinese right). */
export function downloadText(text: string, fileName: string): void {
  saveBlob(new Blob(['\ufeff', text], { type: 'text/plain;charset=utf-8' }), fileName);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A download's name with the local time, e.g. `图片文字识别结果-20261125-183005.txt`. */
export function timestampedName(base: string, extension: string, at: Date = new Date()): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${base}-${day}-${time}.${extension}`;
}
