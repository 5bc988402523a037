// Watches an upload stream on its way to storage, so a photo is checked without being held whole in memory: it
// counts the bytes (refusing more than the limit), keeps the head for the header check, and notes the markers a
// complete file ends with (a JPEG's end of image after its first scan, a PNG's IEND).
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError, InvalidImageError, maxUploadBytes } from '../../domain/uploads.ts';
import { type ImageInfo, inspectImage, truncatedMessage } from './pipelines.ts';

/** Enough for any header we read: EXIF (at most 64 KB) and the frame header of a JPEG, a PNG's IHDR, HEIF's meta. */
const headBytes = 512 * 1024;

const startOfScan = Buffer.from([0xff, 0xda]);
const endOfImage = Buffer.from([0xff, 0xd9]);
const pngEnd = Buffer.from('IEND', 'latin1');

export class UploadScan extends Transform {
  bytes = 0;
  private readonly head: Buffer[] = [];
  private headLength = 0;
  /** The last bytes seen, to find a marker split between two chunks. */
  private tail: Buffer = Buffer.alloc(0);
  private sawScan = false;
  private jpegEnded = false;
  private pngEnded = false;

  constructor(
    private readonly fileName: string,
    private readonly limit = maxUploadBytes,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      done(new FileTooLargeError(this.fileName, this.limit));
      return;
    }
    if (this.headLength < headBytes) {
      const kept = chunk.subarray(0, headBytes - this.headLength);
      this.head.push(kept);
      this.headLength += kept.length;
    }
    this.note(Buffer.concat([this.tail, chunk.subarray(0, 3)]));
    this.note(chunk);
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 3)));
    done(null, chunk);
  }

  private note(bytes: Buffer): void {
    if (!this.sawScan) {
      const scan = bytes.indexOf(startOfScan);
      if (scan !== -1) {
        this.sawScan = true;
        if (bytes.indexOf(endOfImage, scan + 2) !== -1) this.jpegEnded = true;
      }
    } else if (!this.jpegEnded && bytes.indexOf(endOfImage) !== -1) {
      this.jpegEnded = true;
    }
    this.notePng(bytes);
  }

  private notePng(bytes: Buffer): void {
    if (!this.pngEnded && bytes.indexOf(pngEnd) !== -1) this.pngEnded = true;
  }

  /** The image's header, checked once the whole stream has gone through; `whole` reads the stored file if needed. */
  async inspect(whole: () => Promise<Buffer>): Promise<ImageInfo> {
    const head = Buffer.concat(this.head);
    const info = await inspectImage(head).catch(async (error: unknown) => {
      // Some formats (a TIFF whose directory comes last) keep their header beyond the head.
      if (this.bytes <= head.length) throw error;
      return inspectImage(await whole());
    });
    const complete =
      info.format === 'jpeg'
        ? this.jpegEnded
        : info.format === 'png'
          ? this.pngEnded
          : info.format === 'webp'
            ? head.length >= 12 && head.readUInt32LE(4) + 8 <= this.bytes
            : true;
    if (!complete) throw new InvalidImageError(truncatedMessage);
    return info;
  }
}
