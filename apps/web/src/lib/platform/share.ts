import { usesWebImplementation } from './simulation';

export interface ShareContent {
  title?: string;
  text?: string;
  url?: string;
}

/** 'copied': no share sheet in this browser, so the text went to the clipboard instead. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /cancel/i.test(error.message));
}

/** The system share sheet (e.g. refer a friend). Web: the Web Share API when present, else the clipboard. */
export async function share(content: ShareContent): Promise<ShareOutcome> {
  if (!usesWebImplementation()) {
    const { Share } = await import('@capacitor/share');
    try {
      await Share.share({ ...content, dialogTitle: content.title });
      return 'shared';
    } catch (error) {
      return isAbort(error) ? 'cancelled' : 'failed';
    }
  }
  if (typeof navigator.share === 'function' && (navigator.canShare?.(content) ?? true)) {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  const text = [content.text, content.url].filter(Boolean).join(' ');
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
