import { EDUCATION_LEVELS } from '@shared/constants';
import type { UserDto } from '@shared/auth';
import type { UpdateProfileRequest } from '@shared/profile';

export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export { EDUCATION_LEVELS };

/** The editable fields as the form holds them (text inputs hold strings). */
export type ProfileFields = {
  firstName: string;
  lastName: string;
  email: string;
  education: EducationLevel | null;
  college: string;
  /** YYYY-MM-DD or '' */
  examDate: string;
};
export type ProfileField = keyof ProfileFields;

export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'education', 'college', 'examDate'];

export function isProfileField(value: unknown): value is ProfileField {
  return typeof value === 'string' && (PROFILE_FIELDS as readonly string[]).includes(value);
}

export function isEducationLevel(value: unknown): value is EducationLevel {
  return typeof value === 'string' && (EDUCATION_LEVELS as readonly string[]).includes(value);
}

export function fieldsFromUser(user: UserDto): ProfileFields {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    education: user.education,
    college: user.college ?? '',
    examDate: user.examDate ?? '',
  };
}

/** A cleared text field is sent as null (the server reads it as "remove"). */
export function requestFromFields(fields: ProfileFields): UpdateProfileRequest {
  const text = (value: string) => value.trim() || null;
  return {
    firstName: text(fields.firstName),
    lastName: text(fields.lastName),
    email: text(fields.email),
    education: fields.education,
    college: text(fields.college),
    examDate: text(fields.examDate),
  };
}
