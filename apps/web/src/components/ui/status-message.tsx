import type { ReactNode } from 'react';

/**
 * What stands in for a page that cannot be shown (not found, access denied, login required): an
 * optional icon, the reason as the page's heading, and the links out (`children`).
 */
export function StatusMessage({
  icon,
  title,
  description,
  children,
}: {
  icon?: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      {icon}
      <h1 className={icon ? 'mt-4 text-2xl font-bold text-slate-900' : 'text-2xl font-bold text-slate-900'}>
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{description}</p>
      {children}
    </div>
  );
}
