import { EDUCATION_LEVELS, type UserDto } from '@shared/auth';
import type { UsersTable } from '../db/schema';

/** A user row as the API shows it (the session answer and the profile alike). */
type UserRow = Pick<UsersTable, 'phone_number' | 'first_name' | 'last_name' | 'email' | 'education' | 'college'> & {
  id: string;
  exam_date?: string | null;
};

export function toUserDto(u: UserRow): UserDto {
  const education = (EDUCATION_LEVELS as readonly string[]).includes(u.education ?? '') ? (u.education as UserDto['education']) : null;
  return {
    id: u.id,
    phoneNumber: u.phone_number,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    education,
    college: u.college,
    ...(u.exam_date !== undefined ? { examDate: u.exam_date } : {}),
  };
}
