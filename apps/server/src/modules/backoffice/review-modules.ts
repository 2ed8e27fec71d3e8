import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import { createCreditBureauSandbox } from '../../providers/credit-bureau/credit-bureau-sandbox';
import type { CreditBureauProvider } from '../../providers/credit-bureau/credit-bureau-provider';
import { createEkycSandbox } from '../../providers/ekyc/ekyc-sandbox';
import type { EkycProvider } from '../../providers/ekyc/ekyc-provider';
import { completionRoutes } from '../completion/completion.routes';
import { createFileStore, type FileStore } from '../files/file-store';
import { investmentProfileRoutes } from '../investment-profile/investment-profile.routes';
import { handoffRoutes } from '../kyc/handoff.routes';
import { kycRoutes } from '../kyc/kyc.routes';
import { backofficeRoutes } from './backoffice.routes';

export interface ReviewModulesOptions {
  config: Config;
  db: Db;
  /** Replacements for tests or a real adapter; by default the file store of the settings and the sandboxes. */
  fileStore?: FileStore;
  ekyc?: EkycProvider;
  bureau?: CreditBureauProvider;
}

/**
 * Registration steps 4, 9 and 10, the QR hand-off and the staff review, with the file store and providers they
 * share. (@fastify/multipart is registered by app.ts for the whole API.)
 */
export const reviewModules: FastifyPluginAsync<ReviewModulesOptions> = async (app, options) => {
  const { config, db } = options;
  const fileStore = options.fileStore ?? createFileStore(config);
  const ekyc =
    options.ekyc ?? createEkycSandbox({ outcome: config.ekyc.sandboxOutcome, delayMs: config.ekyc.sandboxDelayMs });
  const bureau = options.bureau ?? createCreditBureauSandbox({ delayMs: config.bureau.sandboxDelayMs });

  await app.register(kycRoutes, { db, fileStore, encryptionKey: config.files.encryptionKey, ekyc });
  await app.register(handoffRoutes, { db, publicUrl: config.publicUrl });
  await app.register(investmentProfileRoutes, { db });
  await app.register(completionRoutes, { db, config });
  await app.register(backofficeRoutes, { db, config, bureau });
};
