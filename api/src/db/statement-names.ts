/**
 * Names for PostgreSQL's prepared statements, one a statement text: a named statement is parsed
 * (and, once its plan is cached, planned) once a connection, then only bound and run. The texts
 * are the code's own, so they are few; past `max` distinct texts (a text built from its data)
 * the rest run unnamed, so a connection never holds more than `max` prepared statements.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = 256) {}

  /** The name of `sql`, or undefined: no parameters (the simple protocol), or past `max` texts. */
  nameOf(sql: string, params: readonly unknown[]): string | undefined {
    if (params.length === 0) return undefined;
    let name = this.names.get(sql);
    if (name === undefined && this.names.size < this.max) {
      name = `s${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return name;
  }
}
