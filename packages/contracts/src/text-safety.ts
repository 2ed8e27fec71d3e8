/**
 * Characters no text field takes, anywhere (issue 10): the C0 control characters (U+0000–U+001F) except tab,
 * line feed and carriage return, which multi-line text needs, and lone UTF-16 surrogates.
 *
 * Why: PostgreSQL refuses a NUL in text and jsonb (the statement fails: a 500 where the sender made the
 * mistake); a lone surrogate has no UTF-8 form and is silently stored as U+FFFD (what is kept is not what was
 * sent); and escape and other control sequences typed into names and labels end up in logs, terminals, PDFs
 * and e-mails. Tab, LF and CR are ordinary text.
 *
 * The server applies {@link findUnsafeText} to every parameter, query and body of every API request, so no route
 * can forget it; the form schemas carry the same rule (validators `validateSafeText`) so the web says which
 * field is wrong before anything is sent.
 */

/**
 * One regular expression instead of a loop over char codes: the scan runs on every string of every request, and
 * V8's regex engine reads plain text several times faster (bench/README.md "Request limits"). With the `u` flag a
 * valid surrogate pair is one code point, so `\p{Cs}` matches only a lone surrogate.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Cs}/u;

/** The index of the first character of `text` that no field takes, or -1 when there is none. */
export function findUnsafeCharacter(text: string): number {
  const match = UNSAFE_CHARACTER.exec(text);
  return match ? match.index : -1;
}

export function isSafeText(text: string): boolean {
  return findUnsafeCharacter(text) === -1;
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, lastKey?: string): (string | number)[] {
  const path: (string | number)[] = lastKey === undefined ? [] : [lastKey];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (a value or an object key) holding a character no field takes, in any JSON-like
 * value (objects, arrays, strings; other values pass); `null` when everything is clean. Walks without
 * recursion and without copying paths, so a deeply nested body can neither overflow the stack nor cost more
 * than its size. A bad key is reported at its own path.
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push({ value: current[i], key: i, parent: visit });
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      // (Binary bodies are bytes, not text: nothing to walk.)
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i]!;
        if (!isSafeText(key)) return pathOf(visit, key);
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}
