import type { ReactNode } from 'react';
import './form-message.css';

interface FormMessageProps {
  type: 'error' | 'done';
  /** The form's own name for it: the message also carries `<className>--<type>`. */
  className: string;
  children: ReactNode;
}

/** What a form's last send did, under the form: an error (announced at once) or a done note. */
export function FormMessage({ type, className, children }: FormMessageProps) {
  return (
    <p
      className={`form-message form-message--${type} ${className} ${className}--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
