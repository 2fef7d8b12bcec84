import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * What journal search reads of a reading (docs/product.md#journal-routes): its question and its
 * interpretation as one English text-search document. The GIN index of db/schema.ts is built on this
 * very expression and the search query repeats it, which is what lets PostgreSQL (and PGlite) use the
 * index: an expression index rather than a generated column, so no reading row grows.
 */
export function searchDocumentSql(question: AnyPgColumn, interpretation: AnyPgColumn): SQL {
  return sql`to_tsvector('english', ${question} || ' ' || coalesce(${interpretation}, ''))`;
}

/** The reader's words as a query: `websearch_to_tsquery` accepts any text (quotes, `or`, `-word`) and never fails on syntax. */
export function searchQuerySql(words: string): SQL {
  return sql`websearch_to_tsquery('english', ${words})`;
}
