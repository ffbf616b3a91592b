/** Saves text as a UTF-8 .txt download (with a byte-order mark, so Windows editors read the Chinese right). */
export function downloadText(text: string, fileName: string, doc: Document = document): void {
  const blob = new Blob(['\ufeff', text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A download's name with the local time, e.g. `图片文字识别结果-20261125-183005.txt`. */
export function timestampedName(base: string, extension: string, at: Date = new Date()): string {
  const day = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${base}-${day}-${time}.${extension}`;
}
