import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** `data-variant` marks a page's primary actions, which the floating chat button keeps clear of. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} data-variant={variant} className={buttonClasses(variant, className)} {...props} />;
}
