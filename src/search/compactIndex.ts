/**
 * The search index as the browser downloads it: for each term, the
 * documents and fields that hold it and how often, and the length of each
 * field. That is all lunr's BM25 scoring needs, a fraction of lunr's own
 * serialized index, which also carries every term's positions (only
 * highlighting used them: src/search/highlights.ts finds the words in the
 * shown text instead) and every field's precomputed scores (computed here
 * from the counts, on the first query that needs them).
 *
 * Scores are lunr's to the last bit: the same formula, the same rounding,
 * the same order of additions, and results in the same order
 * (tests/unit/search.test.ts compares both on every query of the sets).
 */
import type lunr from 'lunr';

/** The fields, in the order lunr is given them (the order of its sums). */
export const FIELD_NAMES = ['title', 'description', 'page', 'content', 'code'] as const;
export type Field = (typeof FIELD_NAMES)[number];

/** lunr's BM25 parameters (its Builder's defaults). */
const K1 = 1.2;
const B = 0.75;

/** A document's separator in a term's list, and a term's in a field's (neither is a digit). */
const ENTRY = ' ';
const TERM = ',';
/** Marks how often a term is in a field, when more than once: `12*3`. */
const TIMES = '*';

export type CompactIndex = {
  /** Each field's boost, in FIELD_NAMES order. */
  boosts: number[];
  /** Every term, in the order lunr numbers them (the order it first meets them). */
  terms: string[];
  /**
   * Per field, every term's documents, terms separated by `,`: each document
   * as the difference from the previous one's number, with `*n` when the
   * term is there n > 1 times.
   */
  postings: string[];
  /** Per field, each document's length in terms. */
  lengths: number[][];
};

/** A term's documents in one field, and lunr's score for each. */
type FieldPosting = {docs: number[]; counts: number[]; scores: number[] | null};

export type Clause = [term: string, boost: number];
export type QueryResult = {ref: number; score: number; terms: Map<Field, string[]>};

/**
 * Counts terms as lunr's Builder does (build time): each field's text cut
 * by `tokenizer`, run through `pipeline`.
 */
export function compactIndex(
  docs: Array<Record<Field, string>>,
  boosts: Record<Field, number>,
  tokenizer: (text: string) => lunr.Token[],
  pipeline: lunr.Pipeline,
): CompactIndex {
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  // field -> term id -> [doc, count] pairs
  const lists = FIELD_NAMES.map((): Array<Array<[number, number]>> => []);
  const lengths = FIELD_NAMES.map((): number[] => []);
  docs.forEach((doc, docId) => {
    FIELD_NAMES.forEach((field, f) => {
      const found = pipeline.run(tokenizer(doc[field])).map(String);
      lengths[f].push(found.length);
      const counts = new Map<string, number>();
      for (const term of found) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
        if (!termIds.has(term)) {
          termIds.set(term, terms.length);
          terms.push(term);
        }
      }
      for (const [term, count] of counts) {
        const id = termIds.get(term)!;
        (lists[f][id] ??= []).push([docId, count]);
      }
    });
  });
  const postings = lists.map((byTerm) =>
    terms
      .map((_, id) => {
        let previous = 0;
        return (byTerm[id] ?? [])
          .map(([docId, count]) => {
            const entry = `${docId - previous}${count > 1 ? `${TIMES}${count}` : ''}`;
            previous = docId;
            return entry;
          })
          .join(ENTRY);
      })
      .join(TERM)
      .replace(/,+$/, ''),
  );
  return {boosts: FIELD_NAMES.map((field) => boosts[field]), terms, postings, lengths};
}

/** The index in the browser: lunr's query, on the compact index. */
export class IndexReader {
  readonly docCount: number;
  private readonly boosts: number[];
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[];
  /** Per field, each term's still encoded list. */
  private readonly encoded: string[][];
  private readonly lengths: number[][];
  private readonly averageLengths: number[];
  private readonly decoded = new Map<number, FieldPosting[]>();
  private readonly lunrIdfs = new Map<number, number>();

  constructor(index: CompactIndex) {
    this.boosts = index.boosts;
    this.terms = index.terms;
    index.terms.forEach((term, id) => this.termIds.set(term, id));
    this.encoded = index.postings.map((field) => field.split(TERM));
    this.lengths = index.lengths;
    this.docCount = index.lengths[0].length;
    this.averageLengths = index.lengths.map((lengths) => lengths.reduce((sum, n) => sum + n, 0) / this.docCount);
  }

  /** Decodes and scores every term ahead of the queries that need them (the search box does it when idle). */
  warm(): void {
    this.terms.forEach((_, id) => FIELD_NAMES.forEach((__, field) => this.scores(id, field)));
  }

  has(term: string): boolean {
    return this.termIds.has(term);
  }

  /** A term's documents and counts, per field (empty lists for a term the index does not hold). */
  private postings(id: number): FieldPosting[] {
    let found = this.decoded.get(id);
    if (!found) {
      found = this.encoded.map((field) => {
        const docs: number[] = [];
        const counts: number[] = [];
        const list = field[id];
        let doc = 0;
        if (list)
          for (const entry of list.split(ENTRY)) {
            const [delta, count] = entry.split(TIMES);
            doc += Number(delta);
            docs.push(doc);
            counts.push(count ? Number(count) : 1);
          }
        return {docs, counts, scores: null};
      });
      this.decoded.set(id, found);
    }
    return found;
  }

  /** The documents holding a term, per field. */
  fieldDocs(term: string): number[][] {
    const id = this.termIds.get(term);
    return id === undefined ? FIELD_NAMES.map(() => []) : this.postings(id).map((posting) => posting.docs);
  }

  /** lunr.idf: documents counted once per field they hold the term in. */
  private lunrIdf(id: number): number {
    let idf = this.lunrIdfs.get(id);
    if (idf === undefined) {
      const withTerm = this.postings(id).reduce((sum, posting) => sum + posting.docs.length, 0);
      const x = (this.docCount - withTerm + 0.5) / (withTerm + 0.5);
      idf = Math.log(1 + Math.abs(x));
      this.lunrIdfs.set(id, idf);
    }
    return idf;
  }

  /** lunr's field vector entries for a term (Builder.createFieldVectors), with its rounding. */
  private scores(id: number, field: number): number[] {
    const posting = this.postings(id)[field];
    if (!posting.scores) {
      const idf = this.lunrIdf(id);
      const boost = this.boosts[field] || 1;
      posting.scores = posting.docs.map((doc, i) => {
        const tf = posting.counts[i];
        const fieldLength = this.lengths[field][doc];
        let score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (fieldLength / this.averageLengths[field])) + tf);
        score *= boost;
        score *= 1;
        return Math.round(score * 1000) / 1000;
      });
    }
    return posting.scores;
  }

  /**
   * lunr's Index.query for optional terms in every field, without the
   * pipeline: the documents holding any term, scored and ordered as lunr
   * does, each with the terms it matched in each field.
   */
  query(clauses: Clause[]): QueryResult[] {
    // The query vector (the same in every field): each term's boosts summed, in term order.
    const boosts = new Map<number, number>();
    const order: number[] = [];
    for (const [term, boost] of clauses) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      if (!boosts.has(id)) order.push(id);
      boosts.set(id, (boosts.get(id) ?? 0) + boost);
    }
    const vector = [...boosts].sort((a, b) => a[0] - b[0]);
    let sumOfSquares = 0;
    for (const [, value] of vector) sumOfSquares += value * value;
    const magnitude = Math.sqrt(sumOfSquares);
    // Field matches in the order lunr meets them: term by term, field by field, document by document.
    const matching = new Map<string, {doc: number; field: number; terms: string[]}>();
    for (const id of order) {
      FIELD_NAMES.forEach((_, field) => {
        for (const doc of this.postings(id)[field].docs) {
          const key = `${field}/${doc}`;
          const match = matching.get(key);
          if (match) match.terms.push(this.terms[id]);
          else matching.set(key, {doc, field, terms: [this.terms[id]]});
        }
      });
    }
    // Each field match's dot product with the query vector, summed in term order as lunr's Vector.dot.
    const dots = new Map<string, number>();
    for (const [id, value] of vector) {
      FIELD_NAMES.forEach((_, field) => {
        const {docs} = this.postings(id)[field];
        if (docs.length === 0) return;
        const scores = this.scores(id, field);
        docs.forEach((doc, i) => {
          const key = `${field}/${doc}`;
          dots.set(key, (dots.get(key) ?? 0) + value * scores[i]);
        });
      });
    }
    const results: QueryResult[] = [];
    const byDoc = new Map<number, QueryResult>();
    for (const [key, {doc, field, terms}] of matching) {
      const score = dots.get(key)! / magnitude || 0;
      const result = byDoc.get(doc);
      if (result) {
        result.score += score;
        result.terms.set(FIELD_NAMES[field], terms);
      } else {
        const created: QueryResult = {ref: doc, score, terms: new Map([[FIELD_NAMES[field], terms]])};
        byDoc.set(doc, created);
        results.push(created);
      }
    }
    return results.sort((a, b) => b.score - a.score);
  }
}
