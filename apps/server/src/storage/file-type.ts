export type FileType = 'jpeg' | 'png' | 'webp' | 'pdf';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length 0, type 'IEND', CRC of 'IEND'. Every PNG's last 12 bytes. */
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_EOI = Buffer.from([0xff, 0xd9]);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
const PDF_EOF_WINDOW = 1024;

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) =>
  bytes.length >= at + prefix.length && bytes.subarray(at, at + prefix.length).equals(prefix);

/** Identifies an upload by its magic bytes; `null` for anything else (including empty input). */
export function detectFileType(bytes: Buffer): FileType | null {
  if (startsWith(bytes, JPEG_SOI)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, PDF_MAGIC)) return 'pdf';
  if (
    startsWith(bytes, Buffer.from('RIFF', 'latin1')) &&
    startsWith(bytes, Buffer.from('WEBP', 'latin1'), 8)
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Cheap truncation check (not a full validation): does the file end the way a complete file of `type` ends?
 * - png: the last 12 bytes are the IEND chunk;
 * - jpeg: the last two bytes are the EOI marker FF D9;
 * - pdf: '%%EOF' occurs within the last 1024 bytes;
 * - webp: the RIFF size field (little-endian at offset 4) equals the file length minus 8.
 */
export function isComplete(bytes: Buffer, type: FileType): boolean {
  switch (type) {
    case 'png':
      return (
        bytes.length >= PNG_SIGNATURE.length + PNG_IEND.length &&
        bytes.subarray(-PNG_IEND.length).equals(PNG_IEND)
      );
    case 'jpeg':
      return (
        bytes.length >= JPEG_SOI.length + JPEG_EOI.length && bytes.subarray(-JPEG_EOI.length).equals(JPEG_EOI)
      );
    case 'pdf':
      return bytes.length >= PDF_MAGIC.length && bytes.subarray(-PDF_EOF_WINDOW).includes(PDF_EOF);
    case 'webp':
      return bytes.length >= 12 && bytes.readUInt32LE(4) === bytes.length - 8;
  }
}
