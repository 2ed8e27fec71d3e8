import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { StaffFrame } from './staff-frame';

describe('StaffFrame (issue 15 item 3)', () => {
  it.each([
    ['/backoffice', 'Applications'],
    ['/backoffice/applications/7', 'Applications'],
    ['/backoffice/reference-data', 'Reference data'],
    ['/backoffice/withdrawals', 'Withdrawals'],
    ['/backoffice/trade-runs', 'Trade run'],
    ['/backoffice/bnm-documents', 'BNM documents'],
    ['/backoffice/document-replacements', 'ID documents'],
    ['/backoffice/app-versions', 'App versions'],
    ['/backoffice/devices', 'Client devices'],
  ])('on %s: every back-office section in the menu, %s marked as current', (path, current) => {
    renderPage(
      <StaffFrame>
        <p>page</p>
      </StaffFrame>,
      {},
      path,
    );
    const menu = within(screen.getByRole('navigation', { name: 'Back office menu' }));
    expect(menu.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Applications', '/backoffice'],
      ['Reference data', '/backoffice/reference-data'],
      ['Payments', '/backoffice/payments'],
      ['Withdrawals', '/backoffice/withdrawals'],
      ['Reconciliation', '/backoffice/reconciliation'],
      ['Trade run', '/backoffice/trade-runs'],
      ['BNM documents', '/backoffice/bnm-documents'],
      ['ID documents', '/backoffice/document-replacements'],
      ['App versions', '/backoffice/app-versions'],
      ['Client devices', '/backoffice/devices'],
    ]);
    expect(menu.getByRole('link', { current: 'page' })).toHaveTextContent(current);
    expect(screen.getByText('Staff area')).toBeInTheDocument();
  });
});
