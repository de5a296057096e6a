import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/field';

/** A password field with a show/hide toggle; `ref` reaches the input (focus on a refused submit). */
export function PasswordInput(props: ComponentProps<'input'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-10" />
      <button
        type="button"
        onClick={() => setIsVisible((value) => !value)}
        className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-700"
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
      </button>
    </div>
  );
}
