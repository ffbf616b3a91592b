import type { Page } from 'playwright';

/** The image a user would have: black text on white, drawn by the page's own font, as PNG bytes. */
export async function textImage(page: Page, text: string): Promise<Buffer> {
  const png = await page.evaluate(async (line) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 160;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#111';
    context.font = '48px sans-serif';
    context.fillText(line, 40, 96);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, text);
  return Buffer.from(png);
}
