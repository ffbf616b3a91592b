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
