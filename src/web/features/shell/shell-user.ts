import type { UserDto } from '@shared/auth';

/** What the shell needs to know about the signed-in user. */
export type ShellUser = Pick<UserDto, 'phoneNumber'>;
