import { Search } from 'lucide-react';
import { Input } from './input';

type SearchFieldProps = { id: string; label: string; value: string; onChange: (value: string) => void; placeholder?: string; maxLength?: number };

/** A labelled search box with its magnifier (filters of the library pages). */
export function SearchField({ id, label, value, onChange, placeholder, maxLength = 100 }: SearchFieldProps) {
  return (
    <div className="flex-1 space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <Input
          id={id}
          type="search"
          className="pl-10"
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}
