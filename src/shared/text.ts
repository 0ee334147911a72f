import { z } from 'zod';

/**
 * Free text from people: every text field in a request schema is built from these (issue 19, items 5 and 6).
 * - C0 control characters (and DEL) are refused: Postgres refuses NUL in text (a 500 before), and the others only
 *   hide text or break logs and exported files. Tab, line feed and carriage return stay allowed in multi-line text.
 * - Ill-formed UTF-16 (a lone surrogate) is refused: it cannot be stored as UTF-8 and `encodeURIComponent` throws on it.
 */
const CONTROL_LINE = /[\u0000-\u001f\u007f]/; // eslint-disable-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isWellFormed = (s: string) => !LONE_SURROGATE.test(s);

function checked(control: RegExp) {
  return z
    .string()
    .refine((s) => isWellFormed(s), 'must be well-formed text (no lone surrogate)')
    .refine((s) => !control.test(s), 'must not contain control characters');
}

/** One line of text: a name, a topic, a search. */
export const lineText = () => checked(CONTROL_LINE);
/** Text that may span lines: a chat message, an explanation. */
export const multilineText = () => checked(CONTROL_MULTILINE);
