// What every text input obeys, whatever its field: the API checks each string argument of every
// operation against it (core/text-input.ts), and FieldRules.text applies it in the forms.
import { TEXT_INPUT_MAX } from './limits.js';

// C0 controls but tab, line feed and carriage return, then DEL and the C1 controls. PostgreSQL
// refuses NUL in text; the others hide or garble what people read.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** The message for a text with control characters; `label` names the field ("The name"). */
export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/** What is wrong with any text input, whatever its field, or null; `label` names the field. */
export function textInputProblem(text: string, label: string): string | null {
  if (text.length > TEXT_INPUT_MAX) return `${label} must be at most ${TEXT_INPUT_MAX} characters.`;
  return hasControlCharacters(text) ? controlCharactersMessage(label) : null;
}

/**
 * A field's label from its input path, for messages about any field: `filter.city` -> "City",
 * `roomTypes.0.displayName` -> "Display name".
 */
export function fieldLabel(path: string): string {
  const name =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? 'text';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
