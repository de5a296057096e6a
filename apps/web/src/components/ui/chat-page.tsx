import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from './button';
import { Card } from './card';

/** The way back from a thread to its list ('Back to Support'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft className="size-4" /> {children}
    </Link>
  );
}

/**
 * The page of a live thread (a support ticket, a conversation): the way back, a card that says
 * what the thread is about (`header`), optionally a card of what staff need beside it (`context`),
 * then a card with the thread and its message box (`children`).
 */
export function ChatPage({
  backLink,
  header,
  context,
  children,
}: {
  backLink: ReactNode;
  header: ReactNode;
  context?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-4">{backLink}</div>
      <Card>{header}</Card>
      {context && <Card className="mt-4">{context}</Card>}
      <Card className="mt-4">{children}</Card>
    </div>
  );
}
