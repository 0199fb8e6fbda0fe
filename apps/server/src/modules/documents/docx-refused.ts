/** Why an uploaded .docx is refused: one reason or more, in Swedish (the catalogue has them in English). */
export class DocxRefused extends Error {
  constructor(readonly reasons: readonly [string, ...string[]]) {
    super(reasons[0]);
  }
}
