import { UserRound } from 'lucide-react';
import { initials } from '../lib/initials';

export function ProfileAvatar({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const letters = initials(firstName, lastName);
  return (
    <span
      aria-hidden="true"
      data-testid="profile-avatar"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-2xl font-semibold text-white"
    >
      {letters || <UserRound className="size-10" />}
    </span>
  );
}
