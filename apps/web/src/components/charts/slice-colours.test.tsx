import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllocationDonut } from './allocation-donut';
import { assetClassColour } from './slice-colours';

/** The legend's colour swatch of each slice, by its label. */
function swatches(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...container.querySelectorAll('li')].map((li) => [
      li.textContent!.replace(/\d.*$/, '').trim(),
      li.querySelector<HTMLElement>('span[aria-hidden]')!.style.background,
    ]),
  );
}

const donut = (order: readonly string[]) =>
  render(
    <AllocationDonut
      title="Allocation"
      emptyText="Nothing"
      slices={order.map((key, index) => ({ key, label: key, weightBps: 1000, colour: assetClassColour(key, index) }))}
    />,
  );

describe('asset-class colours', () => {
  it('give each asset class one colour, whatever its place in the allocation', () => {
    const first = swatches(donut(['EQUITY', 'GOLD', 'SUKUK']).container);
    const second = swatches(donut(['GOLD', 'FIXED_INCOME', 'SUKUK', 'EQUITY']).container);
    for (const key of ['EQUITY', 'GOLD', 'SUKUK']) expect(second[key], key).toBe(first[key]);
    expect(new Set(Object.values(second)).size).toBe(4);
  });

  it('tell the known classes apart', () => {
    const keys = ['EQUITY', 'FIXED_INCOME', 'SUKUK', 'REIT', 'GOLD', 'MONEY_MARKET', 'CASH'];
    expect(new Set(keys.map((k) => assetClassColour(k, 0))).size).toBe(keys.length);
  });
});
