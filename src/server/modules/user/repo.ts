import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export async function findUser(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Kysely<Database>, id: string, patch: Updateable<UsersTable>) {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}
