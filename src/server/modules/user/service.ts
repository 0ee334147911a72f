import type { Kysely } from 'kysely';
import type { UserDto } from '../../../shared/auth';
import type { UpdateUserRequest } from '../../../shared/user';
import { EDUCATION_LEVELS } from '../../../shared/auth';
import type { Database, UsersTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import * as repo from './repo';

type UserRow = Pick<UsersTable, 'phone_number' | 'first_name' | 'last_name' | 'email' | 'education' | 'college'> & { id: string };

export function toUserDto(u: UserRow): UserDto {
  const education = (EDUCATION_LEVELS as readonly string[]).includes(u.education ?? '') ? (u.education as UserDto['education']) : null;
  return { id: u.id, phoneNumber: u.phone_number, firstName: u.first_name, lastName: u.last_name, email: u.email, education, college: u.college };
}

/** `me` or the caller's own id; anyone else's id is refused. */
export function resolveOwnId(param: string, callerId: string): string {
  if (param === 'me' || param === callerId) return callerId;
  throw new AppError(403, 'forbidden', 'You can only see and change your own profile.');
}

export async function getUser(db: Kysely<Database>, id: string): Promise<UserDto> {
  const u = await repo.findUser(db, id);
  if (!u) throw new AppError(404, 'not_found', 'User not found.');
  return toUserDto(u);
}

export async function updateUser(db: Kysely<Database>, id: string, patch: UpdateUserRequest, now: Date): Promise<UserDto> {
  const u = await repo.updateUser(db, id, {
    ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
    ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
    ...(patch.email !== undefined ? { email: patch.email } : {}),
    ...(patch.education !== undefined ? { education: patch.education } : {}),
    ...(patch.college !== undefined ? { college: patch.college } : {}),
    updated_at: now,
  });
  if (!u) throw new AppError(404, 'not_found', 'User not found.');
  return toUserDto(u);
}
