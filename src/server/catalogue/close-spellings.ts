import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';

/**
 * Close spellings (issue 23, ADR 0034): what a query that matched nothing may have meant, as sets of
 * words of the catalogue's names ("fermater" → {fermator}; "mitsubishy door" → {mitsubishi, door},
 * then {mitsubishi}), best first. Each set is then searched like "every word contained", so the
 * products of a set are read through the trigram index in catalogue order, a page at a time.
 *
 * A query word's close words are the stored words (`search_words`, kept by triggers) nearest to it
 * by pg_trgm's word similarity, at least `CLOSE_SPELLING`. A set's score is the share of the query's
 * trigrams its words account for (each word's trigrams times its similarity): the whole query's word
 * similarity, word by word, so one badly misspelt word among well-spelt ones ("zetta gaer") still
 * finds, and a set must reach `CLOSE_SPELLING` too.
 */
export const CLOSE_SPELLING = 0.5;

/** Close words looked at per query word: the nearest few (a GiST index walk each). */
const NEAREST_WORDS = 3;

/** Sets tried at most, best first: each is a query, and the page is usually full after the first. */
const MAX_SETS = 8;

/** One word of the query: how many trigrams it has, and its close words with their similarity. */
export interface QueryWordMatches {
  trigrams: number;
  close: { word: string; similarity: number }[];
}

/** The sets of close words whose score reaches `CLOSE_SPELLING`, best first (ties: fewer words, then alphabetical). */
export function closeWordSets(query: readonly QueryWordMatches[]): string[][] {
  const total = query.reduce((sum, word) => sum + word.trigrams, 0);
  if (!total) return [];
  // What the words from position i on can add at best: a branch that cannot reach the bar is cut.
  const bestAfter = query.map((_, i) => query.slice(i).reduce((sum, word) => sum + word.trigrams * (word.close[0]?.similarity ?? 0), 0));
  const sets: { words: string[]; score: number }[] = [];
  const visit = (i: number, words: string[], score: number) => {
    if (i === query.length) {
      if (words.length && score / total >= CLOSE_SPELLING) sets.push({ words: [...new Set(words)], score: score / total });
      return;
    }
    if ((score + bestAfter[i]!) / total < CLOSE_SPELLING) return;
    for (const { word, similarity } of query[i]!.close) visit(i + 1, [...words, word], score + query[i]!.trigrams * similarity);
    visit(i + 1, words, score);
  };
  visit(0, [], 0);
  return sets
    .sort((a, b) => b.score - a.score || a.words.length - b.words.length || a.words.join(' ').localeCompare(b.words.join(' ')))
    .slice(0, MAX_SETS)
    .map((set) => set.words);
}

/** The close words of each query word, nearest first, from the table of name words (one statement). */
export async function findCloseWords(db: Kysely<DB> | Transaction<DB>, words: readonly string[]): Promise<QueryWordMatches[]> {
  const { rows } = await sql<{ i: string; trigrams: number; word: string | null; similarity: number | null }>`
    select q.i, coalesce(array_length(show_trgm(q.word), 1), 0) as trigrams, w.word, (1 - w.distance)::float8 as similarity
    from unnest(cast(${words} as text[])) with ordinality as q(word, i)
    left join lateral (
      select s.word, q.word <<-> s.word as distance from search_words s order by q.word <<-> s.word limit ${NEAREST_WORDS}
    ) w on w.distance <= ${1 - CLOSE_SPELLING}
    order by q.i, w.distance, w.word`.execute(db);
  const matches = words.map((): QueryWordMatches => ({ trigrams: 0, close: [] }));
  for (const row of rows) {
    const match = matches[Number(row.i) - 1]!;
    match.trigrams = row.trigrams;
    if (row.word !== null) match.close.push({ word: row.word, similarity: row.similarity! });
  }
  return matches;
}
