/** A result already written as JSON, for hot paths that serve the same bytes again and again. */
export class Serialized<T> {
  declare readonly type?: T;
  constructor(readonly json: string) {}
}
