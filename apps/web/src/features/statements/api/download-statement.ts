import { ApiPaths } from '@harta/contracts/paths';
import { downloadFile } from '../../../lib/http/download-file';

/** `GET /api/statements/:id/file`: the PDF, saved under the server's file name. */
export async function downloadStatement(id: string): Promise<void> {
  await downloadFile(ApiPaths.statements.file(id), 'statement.pdf');
}
