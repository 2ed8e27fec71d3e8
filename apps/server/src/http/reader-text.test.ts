import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { describe, expect, it } from 'vitest';
import { readerText } from './reader-text';

describe('a server text in the reader language', () => {
  it('writes a contracts message in Malay for a Malay reader and leaves English as it is', () => {
    expect(readerText(messagesEn['account.currentPasswordWrong'], 'ms')).toBe(
      messagesMs['account.currentPasswordWrong'],
    );
    expect(readerText(messagesEn['account.currentPasswordWrong'], 'en')).toBe(
      messagesEn['account.currentPasswordWrong'],
    );
  });

  it('keeps the values of a filled-in template', () => {
    const english = formatMessage('dataRights.exportDailyLimit', { limit: 3 });
    expect(readerText(english, 'ms')).toBe(messagesMs['dataRights.exportDailyLimit'].replace('{{limit}}', '3'));
  });

  it('answers a text that is no contracts message unchanged', () => {
    expect(readerText('Bank said no (code 51)', 'ms')).toBe('Bank said no (code 51)');
  });
});
