import { type FileHandle, open } from 'node:fs/promises';

// Headers worth walking before giving up: real files have a handful of chunks or boxes before their media.
const MAX_HEADERS = 256;

async function read(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** A WAV's `data` chunk claims more bytes than follow it (a size of 0xFFFFFFFF is a stream's "unknown"). */
async function wavCutShort(file: FileHandle, size: number): Promise<boolean> {
  let offset = 12;
  for (let i = 0; i < MAX_HEADERS && offset + 8 <= size; i++) {
    const header = await read(file, offset, 8);
    const length = header.readUInt32LE(4);
    if (header.toString('latin1', 0, 4) === 'data') return length !== 0xffffffff && offset + 8 + length > size;
    offset += 8 + length + (length & 1);
  }
  // No data chunk within the file: its header promised one.
  return offset > size;
}

/** An MP4/MOV/M4A top-level box (the media data above all) runs past the end of the file. */
async function isobmffCutShort(file: FileHandle, size: number): Promise<boolean> {
  let offset = 0;
  for (let i = 0; i < MAX_HEADERS && offset < size; i++) {
    const header = await read(file, offset, 16);
    if (header.length < 8) return true;
    const small = header.readUInt32BE(0);
    // 0: the box runs to the end of the file, whatever it is.
    if (small === 0) return false;
    const length =
      small === 1 ? (header.length < 16 ? Number.POSITIVE_INFINITY : Number(header.readBigUInt64BE(8))) : small;
    if (length < 8 || offset + length > size) return true;
    offset += length;
  }
  return false;
}

/** An MP3's Xing/Info tag counts more bytes than the file holds. Without the tag nothing is declared. */
async function mp3CutShort(file: FileHandle, size: number): Promise<boolean> {
  const id3 = await read(file, 0, 10);
  let offset = 0;
  if (id3.toString('latin1', 0, 3) === 'ID3' && id3.length === 10) {
    const tag = ((id3[6] ?? 0) << 21) | ((id3[7] ?? 0) << 14) | ((id3[8] ?? 0) << 7) | (id3[9] ?? 0);
    offset = 10 + tag + ((id3[5] ?? 0) & 0x10 ? 10 : 0);
  }
  const frame = await read(file, offset, 64);
  if (frame.length < 4 || frame[0] !== 0xff || ((frame[1] ?? 0) & 0xe0) !== 0xe0) return false;
  const mpeg1 = ((frame[1] ?? 0) & 0x18) === 0x18;
  const mono = ((frame[3] ?? 0) & 0xc0) === 0xc0;
  const tagAt = 4 + (mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17);
  const name = frame.toString('latin1', tagAt, tagAt + 4);
  if ((name !== 'Xing' && name !== 'Info') || frame.length < tagAt + 16) return false;
  const flags = frame.readUInt32BE(tagAt + 4);
  if (!(flags & 2)) return false;
  const bytesAt = tagAt + 8 + (flags & 1 ? 4 : 0);
  return frame.readUInt32BE(bytesAt) > size;
}

/**
 * Whether the file is shorter than its own header says (cut off in the upload or the download), for the containers
 * whose header declares a length: WAV, MP4/MOV/M4A, and MP3 with a Xing/Info tag. Others are not judged here.
 */
export async function cutShort(path: string, container: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (container === 'wav') return await wavCutShort(file, size);
    if (container === 'mp4' || container === 'mov' || container === 'm4a') return await isobmffCutShort(file, size);
    if (container === 'mp3') return await mp3CutShort(file, size);
    return false;
  } finally {
    await file.close();
  }
}
