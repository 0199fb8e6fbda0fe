import type { Address } from '@syna/contracts/address';
import type { InsuranceParty, InsuranceReport } from '@syna/contracts/insurance';
import type { InsurerConfig } from '../../config.ts';

/**
 * What the insurer is sent to create the insurance object of a hidden-defect insurance: the
 * firm, the assignment, the property, the parties to the sale, the inspector and the issued
 * report with its hash (so the insurer can hold the report it insures against the one issued).
 */
export interface InsuranceApplication {
  product: 'dolda-fel';
  firm: { id: string; name: string };
  assignment: { id: string; number: string; inspectionDate: string };
  property: { designation: string; address: Address };
  seller: InsuranceParty;
  buyer: InsuranceParty | null;
  inspector: { name: string };
  report: Omit<InsuranceReport, 'id'>;
}

/** How the insurer answered: accepted with its reference, refused with its reason, or failed. */
export type InsurerAnswer =
  | { outcome: 'accepted'; status: number; reference: string; message: string | null }
  | { outcome: 'refused'; status: number; message: string }
  | { outcome: 'failed'; status: number | null; message: string | null };

/** The insurer that takes hidden-defect insurance requests (one interface; production's is HTTP). */
export interface Insurer {
  /**
   * Sends one application. `idempotencyKey` is the same for every attempt of one assignment and
   * report version, so an insurer that got an attempt whose answer was lost creates no second object.
   */
  send(application: InsuranceApplication, idempotencyKey: string): Promise<InsurerAnswer>;
}

/** A text field of a JSON answer, if it has one (`message`, or `error.message`). */
function textOf(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 1000);
  if (name === 'message' && 'error' in body) return textOf((body as { error: unknown }).error, 'message');
  return null;
}

/**
 * Statuses that say the request itself was refused (the insurer's judgement of what was sent),
 * as against the key, the rate or the insurer's own state, which a later attempt may get past.
 */
const REFUSALS = new Set([400, 409, 422]);

/**
 * The production insurer: a JSON POST to INSURER_URL with the key in `X-API-Key` and the attempt's
 * `Idempotency-Key`, within INSURER_TIMEOUT_MS; a 2xx answer carries `reference` (and may carry a
 * `message`), a refusal `message` (or `error.message`).
 */
export function httpInsurer(config: InsurerConfig & { url: string }): Insurer {
  return {
    async send(application, idempotencyKey) {
      let response: Response;
      let body: unknown = null;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'user-agent': 'Syna/1.0',
            'idempotency-key': idempotencyKey,
            ...(config.apiKey ? { 'x-api-key': config.apiKey } : {}),
          },
          body: JSON.stringify(application),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        const text = await response.text();
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON (an HTML error page): the status says enough.
        }
      } catch {
        return { outcome: 'failed', status: null, message: null };
      }
      const { status } = response;
      const message = textOf(body, 'message');
      if (status >= 200 && status < 300) {
        const reference = textOf(body, 'reference');
        return reference
          ? { outcome: 'accepted', status, reference, message }
          : { outcome: 'failed', status, message: message ?? 'no reference in the answer' };
      }
      if (REFUSALS.has(status)) return { outcome: 'refused', status, message: message ?? String(status) };
      return { outcome: 'failed', status, message };
    },
  };
}
