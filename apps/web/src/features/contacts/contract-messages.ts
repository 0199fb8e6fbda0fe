import { sv } from './texts';

export type ContractMessageKey = `validation.${keyof typeof sv.validation}`;

// The contracts state their own messages in Swedish; the Swedish texts here repeat them word for word.
const KEY_BY_SWEDISH = new Map<string, ContractMessageKey>(
  Object.entries(sv.validation).map(([key, text]) => [text, `validation.${key}` as ContractMessageKey]),
);

/**
 * A validation message from the contracts or the server in the user's language: a known Swedish
 * contract message becomes its text key, anything else (already translated, or unknown) stays.
 */
export function localiseMessage(
  message: string | undefined,
  translate: (key: ContractMessageKey) => string,
): string | undefined {
  if (!message) return message;
  const key = KEY_BY_SWEDISH.get(message);
  return key ? translate(key) : message;
}
