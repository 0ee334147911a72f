import type { Updateable } from 'kysely';
import type { UsersTable } from '@server/db/schema';
import type { Executor } from '@server/db/database';

export async function findUser(db: Executor, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Executor, id: string, patch: Updateable<UsersTable>) {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}
