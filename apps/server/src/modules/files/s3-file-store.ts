import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../../config/config';
import { assertValidKey, FileNotFoundError, type FileStore } from './file-store';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2 …) through signed requests (aws4fetch), path-style:
 * `${endpoint}/${bucket}/${key}`. The bucket must be private: the API is the only way to a file.
 */
export function createS3FileStore(settings: S3Settings): FileStore {
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const url = (key: string) => {
    assertValidKey(key);
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    return `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${encoded}`;
  };
  async function check(response: Response, what: string): Promise<Response> {
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    throw new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 200)}`);
  }
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await check(
        await aws.fetch(url(key), {
          method: 'PUT',
          body: new Uint8Array(data),
          headers: { 'content-type': contentType, 'content-length': String(data.length) },
        }),
        'put',
      );
    },
    async get(key) {
      const response = await aws.fetch(url(key), { method: 'GET' });
      if (response.status === 404) throw new FileNotFoundError(key);
      await check(response, 'get');
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await aws.fetch(url(key), { method: 'DELETE' });
      if (response.status !== 404) await check(response, 'delete');
    },
  };
}
