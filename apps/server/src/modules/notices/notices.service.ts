import { isActiveStatus } from '@harta/contracts/client-status';
import type { ProfileUpdateResult } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { NoticeErrorCode, type Notice } from '@harta/contracts/schemas/notices';
import type { Db } from '../../db/connection';
import { AppError, NotFoundError } from '../../plugins/errors/app-error';
import type { ClientRow } from '../clients/client.repository';
import type { BnmDocumentsPort } from './bnm-documents-port';
import { loadNoticeFacts } from './notice-facts.loader';
import { dismissedNoticeIds, insertDismissal, updateSpouseNric } from './notices.repository';
import { applicableNotices } from './rules/notice-rules';

/** 409: a mandatory notice returns until its matter is resolved; it cannot be dismissed for good. */
export class NoticeMandatoryError extends AppError {
  constructor() {
    super(409, NoticeErrorCode.NoticeMandatory, messagesEn['notices.mandatory']);
  }
}

export interface NoticesService {
  list(client: ClientRow): Promise<Notice[]>;
  dismiss(client: ClientRow, noticeId: string): Promise<void>;
  updateSpouseId(
    client: ClientRow,
    spouseNric: string,
    actor: { userId: string; requestId: string },
  ): Promise<ProfileUpdateResult>;
}

export function createNoticesService(deps: { db: Db; bnm: BnmDocumentsPort; now?: () => Date }): NoticesService {
  const { db, bnm } = deps;
  const now = deps.now ?? (() => new Date());

  async function current(client: ClientRow): Promise<Notice[]> {
    // Notices are for approved clients: DRAFT and PENDING ones are still in registration or review.
    if (!isActiveStatus(client.status)) return [];
    const at = now();
    const [facts, dismissed] = await Promise.all([
      loadNoticeFacts(db, bnm, client.clientId, at),
      dismissedNoticeIds(db, client.clientId),
    ]);
    return applicableNotices(facts, at, dismissed);
  }

  return {
    list: current,

    async dismiss(client, noticeId) {
      // Only a notice that applies to the caller now can be dismissed: ids are not a free-form store.
      const notice = (await current(client)).find((n) => n.id === noticeId);
      if (!notice) throw new NotFoundError();
      if (notice.kind === 'mandatory') throw new NoticeMandatoryError();
      await insertDismissal(db, client.clientId, noticeId);
    },

    async updateSpouseId(client, spouseNric, actor) {
      // As every profile change: only an approved account changes its record outside registration.
      if (!isActiveStatus(client.status)) return { status: false, errorMessage: messagesEn['profile.notActive'] };
      const updated = await updateSpouseNric(db, client.clientId, spouseNric, { ...actor, email: client.emailAddress });
      if (!updated) return { status: false, errorMessage: messagesEn['notices.notMarried'] };
      return { status: true, errorMessage: null };
    },
  };
}
