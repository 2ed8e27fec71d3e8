import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../../test/render';
import { DocumentDrop } from './document-drop';

/** Answers `(pointer: coarse)` as a phone does (touch only), everything else as not matching. */
function pretendPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(pointer: coarse)',
  }));
}

describe('DocumentDrop hint (issue 15 item 6)', () => {
  afterEach(() => vi.restoreAllMocks());

  const drop = () => (
    <DocumentDrop documentType="ID_FRONT" idType="MYKAD" existing={undefined} label="ID front" onUploaded={vi.fn()} />
  );

  it('offers dragging a file where there is a mouse', async () => {
    renderPage(drop());
    expect(await screen.findByText(/^Drag a file here or choose one\. .*20 KB to 5120 KB\.$/)).toBeInTheDocument();
  });

  it('does not tell a phone to drag a file', async () => {
    pretendPhone();
    renderPage(drop());
    expect(await screen.findByText(/^Choose a photo or take one\. .*20 KB to 5120 KB\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/Drag a file/)).not.toBeInTheDocument();
  });
});
