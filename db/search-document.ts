import { sql, type SQL } from "drizzle-orm";
import { customType, type AnyPgColumn } from "drizzle-orm/pg-core";

/** PostgreSQL's `tsvector`: drizzle has no column type of its own for it. Never read by the app, only matched. */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => "tsvector" });

/**
 * What journal search reads of a reading (docs/product.md#journal-routes): its question and its
 * interpretation as one English text-search document. It is stored, as the generated column
 * `readings.search_document` (db/schema.ts) with the GIN index `readings_search_idx`, so that no plan
 * computes it per row: a prepared statement's generic plan, which walks a reader's rows by their index,
 * once did for every reading of a heavy reader. The text-search configuration is 'english' for every reading.
 */
export function searchDocumentSql(question: AnyPgColumn, interpretation: AnyPgColumn): SQL {
  return sql`to_tsvector('english', ${question} || ' ' || coalesce(${interpretation}, ''))`;
}

/** The reader's words as a query: `websearch_to_tsquery` accepts any text (quotes, `or`, `-word`) and never fails on syntax. */
export function searchQuerySql(words: string): SQL {
  return sql`websearch_to_tsquery('english', ${words})`;
}

/** The condition journal search adds: the stored document matches the reader's words. */
export function searchMatchSql(searchDocument: AnyPgColumn, words: string): SQL {
  return sql`${searchDocument} @@ ${searchQuerySql(words)}`;
}
