import type { UserDto } from '@shared/auth';
import type { UpdateProfileRequest } from '@shared/profile';
import { AppError } from '@server/http/errors';
import { indiaDay, isoDay } from '@server/clock';

const isRealDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && isoDay(new Date(t)) === d;
};
import { toUserDto } from '@server/auth/user-dto';
import * as repo from './repo';
import type { Executor } from '@server/db/database';

export async function getProfile(db: Executor, id: string): Promise<UserDto> {
  const u = await repo.findUser(db, id);
  if (!u) throw new AppError(404, 'not_found', 'User not found.');
  return toUserDto(u);
}

export async function updateProfile(db: Executor, id: string, patch: UpdateProfileRequest, now: Date): Promise<UserDto> {
  if (patch.examDate && (!isRealDay(patch.examDate) || patch.examDate < indiaDay(now)))
    throw new AppError(400, 'exam_date_in_past', 'The exam date must be a real date, today or later.', 'examDate');
  const u = await repo.updateUser(db, id, {
    ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
    ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
    ...(patch.email !== undefined ? { email: patch.email } : {}),
    ...(patch.education !== undefined ? { education: patch.education } : {}),
    ...(patch.college !== undefined ? { college: patch.college } : {}),
    ...(patch.examDate !== undefined ? { exam_date: patch.examDate } : {}),
    updated_at: now,
  });
  if (!u) throw new AppError(404, 'not_found', 'User not found.');
  return toUserDto(u);
}
