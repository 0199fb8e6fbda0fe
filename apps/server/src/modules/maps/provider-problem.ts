import type { Language } from '@syna/contracts/constants';
import type { MessageRef } from '@syna/contracts/messages';
import type { Problem } from '@syna/contracts/problem';
import { HttpProblem } from '../../platform/http/problem.ts';

/**
 * An outside provider failed: 502, and the problem names what the provider answered
 * (`providerStatus`, null when it gave no answer), which the map dialog shows.
 */
export class ProviderProblem extends HttpProblem {
  constructor(
    readonly providerStatus: number | null,
    detail: MessageRef,
  ) {
    super(502, detail);
  }

  override toProblem(instance?: string, language?: Language): Problem {
    return { ...super.toProblem(instance, language), providerStatus: this.providerStatus };
  }
}

/** The provider's status as a message value: the number, or "no answer". */
export const statusValue = (status: number | null) =>
  status === null ? { key: 'maps.noAnswer' as const } : status;
