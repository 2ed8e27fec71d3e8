import { ApiPaths } from '@harta/contracts/paths';
import { httpConfig } from '../../../lib/http/http-config';
import { HttpError } from '../../../lib/http/http-error';
import { filtersToSearch, type TransactionFilters } from '../logic/filters';

/**
 * `GET transactionListing?format=csv`: every transaction matching the filters as a CSV file (streamed by the
 * server). Not JSON, so it bypasses the JSON client but sends the same bearer token; the browser saves the file
 * under the name the server gives.
 */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const config = httpConfig();
  const token = config.getAccessToken();
  const params = filtersToSearch(filters);
  params.set('format', 'csv');
  const url = `${config.baseUrl.replace(/\/+$/, '')}${ApiPaths.clientProfile.transactionListing}?${params.toString()}`;
  let response: Response;
  try {
    response = await config.fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new HttpError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) throw new HttpError(response.status, undefined, `HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'transactions.csv';
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has handed the file to the browser by then.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
