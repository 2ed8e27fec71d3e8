import { Badge } from '@mantine/core';
import type { ApprovalRequest } from '@harta/contracts/schemas/approvals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { approvalsT, useApprovalsT, type ApprovalsKey } from '../i18n/use-approvals-t';

/**
 * Where an action lives (a payout row, the closure card …), the request waiting for a second member, in words:
 * "Paid: awaiting approval by a second member" (docs/backoffice.md "Four eyes").
 */
export function PendingApprovalNote({ request }: { request: ApprovalRequest }) {
  const t = useApprovalsT();
  return (
    <Badge
      color="yellow"
      variant="light"
      size="md"
      radius="sm"
      tt="none"
      data-testid="pending-approval"
      title={request.summary}
    >
      {t(`approvals.awaiting.${request.kind}` as ApprovalsKey, { subject: request.subjectId })}
    </Badge>
  );
}

/** The answer "Sent for approval" in words, after a maker's action. */
export function toastSentForApproval(): void {
  toastSuccess(approvalsT('approvals.sent'));
}
