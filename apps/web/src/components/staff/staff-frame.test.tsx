import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeAuth, renderRoutes } from '../../test/render';
import { StaffFrame } from './staff-frame';

const ALL_ROLES = ['staff', 'staff:reviewer', 'staff:operations', 'staff:compliance', 'staff:administrator'];

function renderFrame(path: string, roles: string[]) {
  return renderRoutes(
    [
      { path: '/forbidden', element: <p>forbidden page</p> },
      {
        path: '*',
        element: (
          <StaffFrame>
            <p>page</p>
          </StaffFrame>
        ),
      },
    ],
    path,
    { auth: fakeAuth({ status: 'authenticated', roles }) },
  );
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office menu' }))
    .getAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);

describe('StaffFrame', () => {
  it.each([
    ['/backoffice', 'Applications'],
    ['/backoffice/applications/7', 'Applications'],
    ['/backoffice/reference-data', 'Reference data'],
    ['/backoffice/withdrawals', 'Withdrawals'],
    ['/backoffice/trade-runs', 'Trade run'],
    ['/backoffice/mandates/m-1', 'Recurring deposits'],
    ['/backoffice/shariah', 'Shariah universe'],
    ['/backoffice/dividends', 'Dividends'],
    ['/backoffice/bnm-documents', 'BNM documents'],
    ['/backoffice/document-replacements', 'ID documents'],
    ['/backoffice/app-versions', 'App versions'],
    ['/backoffice/devices', 'Client devices'],
    ['/backoffice/staff-accounts', 'Staff accounts'],
    ['/backoffice/audit-log', 'Audit log'],
    ['/backoffice/approvals', 'Approvals'],
  ])('on %s, for a member holding every role: every section in the menu, %s current', (path, current) => {
    renderFrame(path, ALL_ROLES);
    expect(menuLinks()).toEqual([
      ['Applications', '/backoffice'],
      ['Reference data', '/backoffice/reference-data'],
      ['Payments', '/backoffice/payments'],
      ['Withdrawals', '/backoffice/withdrawals'],
      ['Reconciliation', '/backoffice/reconciliation'],
      ['Trade run', '/backoffice/trade-runs'],
      ['Recurring deposits', '/backoffice/mandates'],
      ['Shariah universe', '/backoffice/shariah'],
      ['Dividends', '/backoffice/dividends'],
      ['BNM documents', '/backoffice/bnm-documents'],
      ['ID documents', '/backoffice/document-replacements'],
      ['Data requests', '/backoffice/data-requests'],
      ['App versions', '/backoffice/app-versions'],
      ['Client devices', '/backoffice/devices'],
      ['Staff accounts', '/backoffice/staff-accounts'],
      ['Audit log', '/backoffice/audit-log'],
      ['Approvals', '/backoffice/approvals'],
    ]);
    const menu = within(screen.getByRole('navigation', { name: 'Back office menu' }));
    expect(menu.getByRole('link', { current: 'page' })).toHaveTextContent(current);
    expect(screen.getByText('Staff area')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it.each([
    [
      'reviewer',
      ['Applications', 'Recurring deposits', 'Shariah universe', 'BNM documents', 'ID documents', 'Approvals'],
    ],
    [
      'operations',
      [
        'Applications',
        'Payments',
        'Withdrawals',
        'Reconciliation',
        'Trade run',
        'Recurring deposits',
        'Shariah universe',
        'Dividends',
        'Client devices',
        'Approvals',
      ],
    ],
    [
      'compliance',
      [
        'Applications',
        'Recurring deposits',
        'Shariah universe',
        'BNM documents',
        'Data requests',
        'Client devices',
        'Audit log',
        'Approvals',
      ],
    ],
    ['administrator', ['Reference data', 'Shariah universe', 'App versions', 'Staff accounts', 'Approvals']],
    ['shariah_adviser', ['Shariah universe', 'Dividends', 'Approvals']],
  ])('shows a member holding only %s their sections', (role, sections) => {
    const firstPath =
      role === 'administrator'
        ? '/backoffice/reference-data'
        : role === 'shariah_adviser'
          ? '/backoffice/shariah'
          : '/backoffice';
    renderFrame(firstPath, ['staff', `staff:${role}`]);
    expect(menuLinks().map(([label]) => label)).toEqual(sections);
  });

  it('shows the forbidden page instead of a page outside the member’s roles', () => {
    const { router } = renderFrame('/backoffice/payments', ['staff', 'staff:reviewer']);
    expect(router.state.location.pathname).toBe('/forbidden');
    expect(screen.getByText('forbidden page')).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it('leads a member without the applications list from the front door to their first section', () => {
    const { router } = renderFrame('/backoffice', ['staff', 'staff:administrator']);
    expect(router.state.location.pathname).toBe('/backoffice/reference-data');
  });

  it('shows a staff login without any role the forbidden page', () => {
    const { router } = renderFrame('/backoffice', ['staff']);
    expect(router.state.location.pathname).toBe('/forbidden');
  });
});
