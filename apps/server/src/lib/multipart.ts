import { INPUT_MESSAGES } from '@parla/contracts';
import { ValidationError } from '@parla/domain';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  fileName: string;
  data: Buffer;
}

export interface FileRule {
  maxBytes: number;
  maxCount: number;
  /** The message when a file is larger (000 §5: "Maximum file size 4MB"). */
  tooLarge: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart body with a size rule per file field. The stream stops at the limit, so a
 * too-large file is never held in memory whole; the error names the field, as forms expect.
 */
export async function readMultipart(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new ValidationError([{ field: '_', message: INPUT_MESSAGES.multipartRequired }]);
  const largest = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const totalFiles = Object.values(rules).reduce((sum, r) => sum + r.maxCount, 0);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({ limits: { fileSize: largest, files: totalFiles, fields: 40, fieldSize: 64 * 1024 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) {
        await part.toBuffer().catch(() => undefined);
        throw new ValidationError([{ field: part.fieldname, message: INPUT_MESSAGES.fileUnexpected }]);
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new ValidationError([{ field: part.fieldname, message: rule.tooLarge }]);
        throw error;
      }
      if (data.length > rule.maxBytes) throw new ValidationError([{ field: part.fieldname, message: rule.tooLarge }]);
      if (files.filter((f) => f.field === part.fieldname).length >= rule.maxCount) {
        throw new ValidationError([{ field: part.fieldname, message: INPUT_MESSAGES.filesTooMany }]);
      }
      if (data.length > 0) files.push({ field: part.fieldname, fileName: part.filename ?? '', data });
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === 'FST_FILES_LIMIT') {
      throw new ValidationError([{ field: '_', message: INPUT_MESSAGES.filesTooMany }]);
    }
    throw error;
  }
  return { fields, files };
}
