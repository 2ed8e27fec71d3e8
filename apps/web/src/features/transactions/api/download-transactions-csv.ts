import { ApiPaths } from '@harta/contracts/paths';
import { downloadFile } from '../../../lib/http/download-file';
import { filtersToSearch, type TransactionFilters } from '../logic/filters';

/**
 * `GET transactionListing?format=csv`: every transaction matching the filters as a CSV file (streamed by the
 * server), saved under the name the server gives.
 */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const params = filtersToSearch(filters);
  params.set('format', 'csv');
  await downloadFile(`${ApiPaths.clientProfile.transactionListing}?${params.toString()}`, 'transactions.csv');
}
