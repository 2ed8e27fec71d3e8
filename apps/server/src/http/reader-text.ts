import type { Language } from '@harta/contracts/languages';
import { messagesEn, type MessageKey } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';

/**
 * A server text in the reader's language (docs/languages.md "Refusals from the server"). The server writes every
 * refusal from contracts' English messages (`messagesEn[key]`, `formatMessage(key, values)`); at the answer's
 * boundary the text is matched back to its key (a filled-in template by its fixed words, its values kept as they
 * are) and written out in Malay for a Malay reader. A text that is no contracts message is answered as it is.
 */

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const HAS_PLACEHOLDER = /\{\{\w+\}\}/;

let exact: Map<string, MessageKey> | undefined;
let templates: Template[] = [];

function index(): Map<string, MessageKey> {
  if (exact) return exact;
  exact = new Map();
  for (const key of Object.keys(messagesEn) as MessageKey[]) {
    const text = messagesEn[key];
    if (!HAS_PLACEHOLDER.test(text)) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 1) {
          names.push(part);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  // The longest fixed wording first: "Please enter an amount from {{min}} to {{max}}." before a shorter one it contains.
  templates = templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return exact;
}

/** The text for a reader of `language`: Malay when it is a contracts message and the reader reads Malay. */
export function readerText(text: string, language: Language): string {
  if (language === 'en') return text;
  const key = index().get(text);
  if (key) return messagesMs[key];
  for (const t of templates) {
    const match = t.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]!]));
    return messagesMs[t.key].replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
