import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@harta/contracts/schemas/staff-accounts';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../../test/fake-api';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

const member = (patch: Partial<StaffMember>): StaffMember => ({
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'amir@example.com',
  displayName: 'Amir Hassan',
  roles: ['reviewer'],
  status: 'active',
  lastSignInAt: '2026-11-26T02:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...patch,
});

const renderAccounts = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/staff-accounts', {
    auth: staffMemberAuth(['administrator']),
  });

afterEach(() => {
  resetHttpClientConfig();
  toast.mockReset();
});

describe('Staff accounts page', () => {
  it('lists members with roles, status and last sign-in; disabling asks first, then sends', async () => {
    let members = [
      member({}),
      member({
        userId: '00000000-0000-4000-8000-000000000002',
        email: 'new@example.com',
        displayName: 'Hana',
        roles: ['operations', 'compliance'],
        status: 'invited',
        lastSignInAt: null,
      }),
    ];
    const { calls } = fakeApi({
      'GET /api/backoffice/staff-accounts': () => ({ result: members }),
      'POST /api/backoffice/staff-accounts/00000000-0000-4000-8000-000000000001/disable': () => {
        members = [{ ...members[0]!, status: 'disabled' }, members[1]!];
        return { result: members[0] };
      },
    });
    renderAccounts();
    const amir = await screen.findByTestId('staff-member-amir@example.com');
    expect(amir).toHaveTextContent('Reviewer');
    expect(amir).toHaveTextContent('Active');
    expect(amir).toHaveTextContent('Last sign-in: 26 Nov 2026, 10:00');
    const hana = screen.getByTestId('staff-member-new@example.com');
    expect(hana).toHaveTextContent('Operations');
    expect(hana).toHaveTextContent('Compliance');
    expect(hana).toHaveTextContent('Invited');
    expect(hana).toHaveTextContent('Never signed in');

    await userEvent.click(within(amir).getByRole('button', { name: 'Actions for Amir Hassan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Amir Hassan?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable member' }));
    expect(await within(amir).findByText('Disabled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      '/api/backoffice/staff-accounts/00000000-0000-4000-8000-000000000001/disable',
    ]);
    expect(toast).toHaveBeenCalledWith('Amir Hassan is disabled and signed out.');
  });

  it('says what to do when there is no member, and offers a retry when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/backoffice/staff-accounts': () =>
        fail ? jsonAnswer(500, { result: 'boom', code: 'INTERNAL_ERROR' }) : { result: [] },
    });
    renderAccounts();
    expect(await screen.findByText('The staff accounts could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No staff member yet: invite the first one.')).toBeInTheDocument();
  });
});
