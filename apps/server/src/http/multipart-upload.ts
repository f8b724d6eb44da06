import type { FastifyRequest } from 'fastify';
import { GATEWAY_MESSAGES as M, MAX_RECEIPT_BYTES } from '@panel/domain/bot-gateway/gateway-contract';
import { AppError, badRequest } from '../errors';
import { refuseUnsafeText } from './text-input';

/** What a cut, oversized or garbled multipart body answers, by the parser's error code. */
const MULTIPART_ERRORS: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError(413, M.fileTooBig),
  FST_INVALID_MULTIPART_CONTENT_TYPE: badRequest(M.notMultipart),
  FST_PARTS_LIMIT: badRequest(M.tooManyParts),
  FST_FILES_LIMIT: badRequest(M.tooManyParts),
  FST_FIELDS_LIMIT: badRequest(M.tooManyParts),
  FST_PROTO_VIOLATION: badRequest(M.tooManyParts),
  FST_MP_PREMATURE_CLOSE: badRequest(M.fileIncomplete),
};

/**
 * Reads a whole multipart body of a file upload (a receipt, a payout's proof): the `file` part into
 * memory (at most 10 MB) and the text fields, refused with a Spanish message when it is not one.
 */
export async function readUpload(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') bytes = content;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Anything else the parser throws (a bad boundary, a cut or garbled part) is the body's fault.
    throw (code && MULTIPART_ERRORS[code]) || (error instanceof AppError ? error : badRequest(M.malformed));
  }
  refuseUnsafeText(fields);
  return { bytes, fields };
}
