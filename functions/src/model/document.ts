/**
 * Shapes of the documents stored in Cosmos DB, one file per container (the users container's UserDoc lives in
 * users-repository.ts). They sit outside data/ so that the rules (domain/) can read them without depending on storage.
 * Field names follow the spec where the API returns them, so that mapping documents to answers stays trivial.
 * Each document carries `type`, because several containers hold more than one kind of document
 * and a query must always be able to say which kind it wants. Dates are ISO 8601 text; calendar dates
 * (contract, price list, sales recognition) are 'YYYY-MM-DD'. Why each container has its partition key:
 * docs/data-model.md.
 */

/** Timestamps written by every repository. */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}
