import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { isSafeText } from '@harta/contracts/text-safety';
import { fileExtensionOf, validateFileExtension, validateFileSize, type FileRules } from '@harta/contracts/validators';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../plugins/errors/app-error';
import { CONTENT_TYPE_BY_EXTENSION, sniffContentType } from './sniff';

/**
 * Reading and checking an uploaded file, shared by every upload (registration documents, central-bank approval
 * documents): one multipart reader with hard limits while streaming, one check of extension, size and content.
 */

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

/** Room for the multipart boundaries and the text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

function fileTooLarge(maxKb: number): AppError {
  return new AppError(413, 'FILE_TOO_LARGE', formatMessage('kyc.fileTooLarge', { max: maxKb }));
}

function invalid(path: string, message: string): never {
  throw new ValidationError([{ path, message }], message);
}

/**
 * The app-wide control-character rule (plugins/input/reject-unsafe-text.ts) for what only this reader sees: the
 * multipart field names, values and the file name. A file name with a NUL once answered 500 (PostgreSQL
 * refuses it); one with escape sequences would reach staff screens and logs. Refused, not cleaned: the client
 * is told, and what is stored is what was sent.
 */
function rejectUnsafeName(path: string, text: string): void {
  if (!isSafeText(text)) throw new ValidationError([{ path, message: 'validation.controlCharacters' }]);
}

/**
 * Reads the multipart body: text fields and exactly one file part named `file`. The file is streamed under a
 * hard byte limit (a bigger file fails with 413 as soon as the limit is crossed, before it is buffered whole);
 * a request whose declared length is already too big is refused before a byte of it is read.
 */
export async function readUpload(
  request: FastifyRequest,
  maxKb: number,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const { fields, files } = await readUploads(request, maxKb, ['file']);
  const file = files.file;
  if (!file) invalid('file', messagesEn['kyc.fileMissing']);
  return { fields, file };
}

/**
 * {@link readUpload} for a form with several named file parts (each at most one, each under `maxKb`, the
 * request under their sum); a part that is missing or empty is left out of `files`.
 */
export async function readUploads(
  request: FastifyRequest,
  maxKb: number,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Partial<Record<string, UploadedFile>> }> {
  if (!request.isMultipart()) {
    throw new ValidationError([{ path: 'body', message: 'multipart/form-data expected' }]);
  }
  const maxBytes = maxKb * 1024;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes * fileFields.length + MULTIPART_OVERHEAD_BYTES) {
    throw fileTooLarge(maxKb);
  }

  const fields: Record<string, string> = {};
  const files: Partial<Record<string, UploadedFile>> = {};
  const fileCount = fileFields.length;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: fileCount, fields: 8, fieldSize: 1024, parts: 8 + fileCount },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
          throw new ValidationError([{ path: part.fieldname, message: 'unexpected file field' }]);
        }
        rejectUnsafeName(part.fieldname, part.filename);
        const data = await part.toBuffer();
        if (data.length > 0) files[part.fieldname] = { fileName: part.filename, data };
      } else if (typeof part.value === 'string' || typeof part.value === 'number') {
        rejectUnsafeName(part.fieldname, part.fieldname);
        rejectUnsafeName(part.fieldname, String(part.value));
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(maxKb);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ValidationError([{ path: 'body', message: 'too many parts' }]);
    }
    throw err;
  }
  return { fields, files };
}

/**
 * Checks an uploaded file against its rules: extension allow-list, size range, and content sniffed by magic
 * bytes that must match the extension. Answers the sniffed content type. (The maximum size is also enforced
 * while streaming, by {@link readUpload}.)
 */
export function checkUploadedFile(rules: FileRules, file: UploadedFile): string {
  const extension = validateFileExtension(file.fileName, rules.allowed);
  if (extension) invalid('file', formatMessage(extension.key, extension.values));
  const size = validateFileSize(file.data.length, rules.minKb, rules.maxKb);
  if (size) {
    if (file.data.length > rules.maxKb * 1024) throw fileTooLarge(rules.maxKb);
    invalid('file', formatMessage(size.key, size.values));
  }
  const sniffed = sniffContentType(file.data);
  const promised = CONTENT_TYPE_BY_EXTENSION[fileExtensionOf(file.fileName)];
  if (!sniffed || sniffed !== promised) {
    invalid('file', formatMessage('kyc.fileContentMismatch', { allowed: fileExtensionOf(file.fileName) }));
  }
  return sniffed;
}

/** The name kept for an upload: the base name only, never more than 200 characters of it. */
export function storedFileName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, '').slice(-200);
}
