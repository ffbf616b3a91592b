import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../connect';

/** Column shapes every migration writes the same way on SQLite and PostgreSQL. */
export interface MigrationTools {
  autoId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  /** Times are epoch milliseconds. */
  ms: 'bigint';
  notNull(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** For what only raw SQL says (triggers). */
  dialect: DialectName;
}

export function migrationTools(dialect: DialectName): MigrationTools {
  return {
    autoId: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'serial', (c) => c.primaryKey())
        : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    ms: 'bigint',
    notNull: (column) => column.notNull(),
    dialect,
  };
}
