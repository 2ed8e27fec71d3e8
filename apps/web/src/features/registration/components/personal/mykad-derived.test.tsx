import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../../test/render';
import { MyKadDerived } from './mykad-derived';

describe('MyKadDerived', () => {
  it('shows the date of birth and gender the number carries (odd last digit: male)', async () => {
    renderPage(<MyKadDerived nric="900125-14-5677" />);
    const box = await screen.findByTestId('mykad-derived');
    expect(box).toHaveTextContent('25 Jan 1990');
    expect(box).toHaveTextContent('Male');
  });

  it('reads numbers without hyphens; an even last digit is female', async () => {
    renderPage(<MyKadDerived nric="020229145678" />);
    // 2002 was not a leap year: not a valid MyKad, nothing derived.
    expect(screen.queryByTestId('mykad-derived')).not.toBeInTheDocument();
  });

  it('female holder, 21st-century year', async () => {
    renderPage(<MyKadDerived nric="040229-10-1234" />);
    const box = await screen.findByTestId('mykad-derived');
    expect(box).toHaveTextContent('29 Feb 2004');
    expect(box).toHaveTextContent('Female');
  });

  it('shows nothing for an incomplete number', () => {
    renderPage(<MyKadDerived nric="9001" />);
    expect(screen.queryByTestId('mykad-derived')).not.toBeInTheDocument();
  });
});
