import { z } from 'zod';

/**
 * The OpenAPI description of an answer that is a file, not JSON (a statement's PDF, the transactions CSV), so a
 * generated client knows to read bytes or text: `response: { 200: fileResponse('application/pdf', '…') }`.
 * Fastify never serialises such an answer (the route sends a Buffer or a stream), so the schema only documents.
 */
export function fileResponse(contentType: string, description: string, format: 'binary' | 'text' = 'binary') {
  return {
    description,
    content: { [contentType]: { schema: fileSchema(format) } },
  };
}

/** The schema of a file's bytes (`format: binary`) or of its text. */
export function fileSchema(format: 'binary' | 'text' = 'binary') {
  return format === 'binary' ? z.string().meta({ format: 'binary' }) : z.string();
}
