import { contractMessageLocaliser } from '@/lib/forms/localised-messages';
import { sv } from './texts';

export type ContractMessageKey = `validation.${keyof typeof sv.validation}`;

/**
 * A validation message from the contracts or the server in the user's language: a known Swedish
 * contract message (repeated word for word in the Swedish texts) becomes its text key, anything
 * else (already translated, or unknown) stays.
 */
export const localiseMessage = contractMessageLocaliser<ContractMessageKey>(sv.validation, 'validation.');
