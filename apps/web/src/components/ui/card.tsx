import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('border-b border-slate-100 px-5 py-4', className)} {...rest} />;
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-4', className)} {...rest} />;
}

/**
 * A card headed by its section's title (an h2: `isLarge` for a page's main lists), with an icon
 * before it or a line of description under it, and its body below.
 */
export function SectionCard({
  title,
  icon,
  description,
  isLarge = false,
  className,
  bodyClassName,
  children,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  isLarge?: boolean;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className={icon ? 'flex items-center gap-2' : undefined}>
        {icon}
        <h2 className={isLarge ? 'text-lg font-semibold text-slate-900' : 'font-semibold text-slate-900'}>
          {title}
        </h2>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </CardHeader>
      <CardBody className={bodyClassName}>{children}</CardBody>
    </Card>
  );
}

export function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: string | number;
  icon?: React.ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      {icon && <div className="rounded-lg bg-brand-50 p-3 text-brand-600">{icon}</div>}
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}
