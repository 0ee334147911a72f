import type { UserDto } from '@shared/auth';
import type { UpdateProfileRequest } from '@shared/profile';
import { AppError } from '@server/http/errors';
import { toUserDto } from '@server/auth/user-dto';
import * as repo from './repo';
import type { Executor } from '@server/db/database';

export async function getProfile(db: Executor, id: string): Promise<UserDto> {
  const u = await repo.findUser(db, id);
  if (!u) throw new AppError(404, 'not_found', 'User not found.');
  return toUserDto(u);
}

export async function updateProfile(db: Executor, id: string, patch: UpdateProfileRequest, now: Date): Promise<UserDto> {
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
