import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForegroundQueue, useForegroundTurn } from './foreground-modal';

function Probe({ name, wants }: { name: string; wants: boolean }) {
  const turn = useForegroundTurn(name, wants);
  return <p>{`${name}:${turn ? 'showing' : 'waiting'}`}</p>;
}

describe('useForegroundTurn', () => {
  afterEach(() => resetForegroundQueue());

  it('shows the first modal that asks, and the next one once the first is done', () => {
    const { rerender } = render(
      <>
        <Probe name="biometric" wants />
        <Probe name="notices" wants />
      </>,
    );
    expect(screen.getByText('biometric:showing')).toBeInTheDocument();
    expect(screen.getByText('notices:waiting')).toBeInTheDocument();
    act(() =>
      rerender(
        <>
          <Probe name="biometric" wants={false} />
          <Probe name="notices" wants />
        </>,
      ),
    );
    expect(screen.getByText('biometric:waiting')).toBeInTheDocument();
    expect(screen.getByText('notices:showing')).toBeInTheDocument();
  });

  it('never shows a modal that does not want to', () => {
    render(<Probe name="notices" wants={false} />);
    expect(screen.getByText('notices:waiting')).toBeInTheDocument();
  });
});
