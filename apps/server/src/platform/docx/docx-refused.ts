import { renderMessage, type MessageRef } from '@syna/contracts/messages';

/** Why an uploaded .docx is refused: one reason or more, each a message of the catalogue. */
export class DocxRefused extends Error {
  constructor(readonly reasons: readonly [MessageRef, ...MessageRef[]]) {
    super(renderMessage(reasons[0], 'sv'));
  }
}
