/**
 * A handler's answer to a request that must leave nothing behind although it is answered as taken
 * (a bot's order, answered as if stored): the access wall sends `answer` as the endpoint's success
 * but rolls the request's transaction back, so that nothing is kept of it, its `Idempotency-Key`
 * and its row in the events log included. For an endpoint whose answer is its JSON body alone
 * (no `Location`, version or headers taken from it).
 */
export class AnswerWithoutWrites<T> {
  constructor(readonly answer: T) {}
}
