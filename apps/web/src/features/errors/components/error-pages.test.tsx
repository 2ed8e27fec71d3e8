import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from './error-pages';

describe('error pages', () => {
  it("not-found says 'Oops! Page Not Found' with a 'Back To Home' button", () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page Not Found');
    expect(screen.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
  });

  it('forbidden uses the spec wording', () => {
    renderPage(<ForbiddenPage />);
    expect(screen.getByText("You don't have permission to access the page.")).toBeInTheDocument();
  });

  it('server-error shows the support e-mail from the settings', () => {
    renderPage(<ServerErrorPage />);
    expect(screen.getByRole('link', { name: 'support@harta.test' })).toHaveAttribute(
      'href',
      'mailto:support@harta.test',
    );
  });
});
