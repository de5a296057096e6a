import { createPgliteTemplate, createPostgresTemplate } from './test-databases';

export default async function setup() {
  await createPgliteTemplate();
  if (process.env.DATABASE_URL) await createPostgresTemplate();
}
